import type { MenuNode, RoleOption } from '@proposal-desk/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { MenuFormDialog } from './MenuFormDialog';

const api = vi.hoisted(() => ({ addMenu: vi.fn(), updateMenu: vi.fn() }));
vi.mock('../../../api/menus', () => api);
beforeEach(() => {
  api.addMenu.mockReset();
  api.updateMenu.mockReset().mockResolvedValue({ code: 200, msg: '保存成功', data: {}, success: true });
});
import { formValuesOf, menuBodyOf } from './menu-form-values';
import { menuParentChoices } from './menu-tree';

const entry = (id: number, parent: number | null, path: string, name: string, component: string, children: MenuNode[] = []): MenuNode => ({
  id,
  parent_ID: parent,
  path,
  name,
  component,
  redirect: null,
  hidden: false,
  alwaysShow: false,
  sort: id,
  meta: { title: name },
  children,
});

const tree = [
  entry(1, null, '/setting', 'Setting', 'Layout', [
    entry(2, 1, 'userManagement', 'UserManagement', 'UserManagement'),
    entry(3, 1, 'menuManagement', 'MenuManagement', 'MenuManagement'),
  ]),
  entry(4, null, '/log', 'Log', 'Layout'),
];
const roles: RoleOption[] = [{ id: 1, code: '22', name: 'admin', title: '系统管理员', level: 1 }];

// The dialog is large: jsdom needs a few seconds to validate and show its messages.
const find = (text: string) => screen.findByText(text, undefined, { timeout: 10_000 });
const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderAdd(parentId: number | null) {
  render(<MenuFormDialog editing={{ kind: 'add', parentId }} tree={tree} roles={roles} onSaved={vi.fn()} onClose={vi.fn()} />);
  return api.addMenu;
}

describe('MenuFormDialog', { timeout: 60_000 }, () => {
  it('asks for the path and the title', async () => {
    const onSubmit = renderAdd(1);
    save();
    expect(await find('请输入路由路径')).toBeTruthy();
    expect(await find('请输入菜单标题')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a sibling path, an absolute child path, a used route name and a bad active menu', async () => {
    const onSubmit = renderAdd(1);
    type('路由路径', 'menuManagement');
    type('菜单标题', '测试');
    type('路由名称', 'UserManagement');
    type('高亮菜单', 'setting');
    save();
    expect(await find('同级菜单中已有相同路径')).toBeTruthy();
    expect(await find('路由名称已被其他菜单使用')).toBeTruthy();
    expect(await find('高亮菜单须为以“/”开头的路径')).toBeTruthy();
    type('路由路径', '/abs');
    expect(await find('子菜单的路径须为相对路径，不能以“/”开头')).toBeTruthy();
    type('路由名称', '1bad');
    expect(await find('路由名称须以字母开头，只能包含字母、数字、下划线和连字符')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('needs a leading slash at the top level', async () => {
    renderAdd(null);
    type('路由路径', 'tools');
    save();
    expect(await find('一级菜单的路径须以“/”开头')).toBeTruthy();
  });

  it('keeps an entry its own path when editing and sends every field', async () => {
    const onSaved = vi.fn();
    const node = tree[0]!.children[1]!;
    render(<MenuFormDialog editing={{ kind: 'edit', node }} tree={tree} roles={roles} onSaved={onSaved} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: '编辑菜单' })).toBeTruthy();
    expect((screen.getByLabelText('路由路径') as HTMLInputElement).value).toBe('menuManagement');
    type('徽标文字', 'New');
    fireEvent.click(screen.getByLabelText('不显示标签'));
    fireEvent.click(screen.getByLabelText('新窗口打开'));
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(api.updateMenu).toHaveBeenCalledWith(3, expect.anything());
    expect(api.updateMenu.mock.calls[0]?.[1]).toEqual({
      parent_ID: 1,
      path: 'menuManagement',
      name: 'MenuManagement',
      component: 'MenuManagement',
      redirect: '',
      hidden: false,
      alwaysShow: false,
      sort: 3,
      meta: {
        title: 'MenuManagement',
        icon: '',
        activeMenu: '',
        badge: 'New',
        target: '_blank',
        affix: false,
        noKeepAlive: false,
        dynamicNewTab: false,
        dot: false,
        isCustomSvg: false,
        tabHidden: true,
      },
    });
  });
});

describe('menu form helpers', () => {
  it('round-trips every meta field and sends no roles for "every role"', () => {
    const meta = {
      title: '标题',
      icon: 'star',
      roles: ['admin'],
      affix: true,
      noKeepAlive: true,
      dynamicNewTab: true,
      activeMenu: '/log',
      badge: 'Hot',
      dot: true,
      target: '_blank' as const,
      isCustomSvg: true,
      tabHidden: true,
    };
    const node = { ...entry(9, 4, 'x', 'X', 'ActivityLog'), hidden: true, meta };
    expect(menuBodyOf(formValuesOf(node, null))).toMatchObject({ parent_ID: 4, hidden: true, meta });
    const fresh = menuBodyOf({ ...formValuesOf(null, null), path: '/new' });
    expect(fresh.parent_ID).toBeNull();
    expect(fresh.meta.roles).toBeUndefined();
    expect(fresh.meta.target).toBe('');
  });

  it('offers every parent except the entry itself and its children', () => {
    const offered = (choices: ReturnType<typeof menuParentChoices>): number[] => choices.flatMap((c) => [c.value, ...offered(c.children)]);
    expect(offered(menuParentChoices(tree, '顶级', 1))).toEqual([0, 4]);
  });
});
