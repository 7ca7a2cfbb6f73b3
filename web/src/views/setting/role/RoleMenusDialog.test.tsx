import type { MenuNode, RoleRow } from '@proposal-desk/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { NoopResizeObserver, renderWithProviders } from '../../../components/list/testing';
import { RoleMenusDialog } from './RoleMenusDialog';

const api = vi.hoisted(() => ({ fetchMenuTree: vi.fn(), fetchRoleMenuIds: vi.fn(), saveRoleMenus: vi.fn() }));
vi.mock('../../../api/roles', () => api);

const envelope = <T,>(data: T, msg = '') => Promise.resolve({ code: 200, msg, data, success: true });

const leaf = { parent_ID: null, redirect: null, hidden: false, alwaysShow: false, component: 'Page' } as const;
const entry = (id: number, path: string, title: string, children: MenuNode[] = []): MenuNode => ({
  ...leaf,
  id,
  path,
  name: path,
  sort: id,
  meta: { title },
  children,
  component: children.length ? 'Layout' : 'Page',
});

const tree = [entry(1, '/log', '日志', [entry(2, 'activityLog', '操作日志')]), entry(3, '/report', '报表中心', [entry(4, 'a', '报表甲')])];

const auditor: RoleRow = {
  id: 9,
  code: '31',
  name: 'auditor',
  title: '审计员',
  description: '',
  abilities: [],
  level: 1,
  userCount: 0,
  create_Time: '2026-01-01T00:00:00Z',
};

// antd's Tree measures itself with ResizeObserver, which jsdom lacks.
beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));

const saveButton = () => screen.getByRole('button', { name: /保\s*存/ }) as HTMLButtonElement;

beforeEach(() => {
  api.fetchMenuTree.mockReset().mockImplementation(() => envelope(tree));
  api.fetchRoleMenuIds.mockReset().mockImplementation(() => envelope([1, 2]));
  api.saveRoleMenus.mockReset().mockImplementation(() => envelope({ roleId: 9, menuIds: [] }, '菜单权限已保存'));
});

describe('RoleMenusDialog', { timeout: 30_000 }, () => {
  it('saves the checked menus with their parents once the role’s menus have loaded', async () => {
    const onClose = vi.fn();
    renderWithProviders(<RoleMenusDialog role={auditor} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: '角色“审计员”的菜单权限' })).toBeTruthy();
    expect(saveButton().disabled).toBe(true);

    const checkbox = (title: string) => screen.getByText(title).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;
    await waitFor(() => expect(checkbox('操作日志（activityLog）').className).toContain('ant-tree-checkbox-checked'));
    expect(checkbox('报表甲（a）').className).not.toContain('ant-tree-checkbox-checked');
    fireEvent.click(checkbox('报表甲（a）'));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(api.saveRoleMenus).toHaveBeenCalledWith(9, [1, 2, 3, 4]));
    expect(await screen.findByText('菜单权限已保存')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('closes when the role’s menus cannot be loaded', async () => {
    api.fetchRoleMenuIds.mockImplementation(() => Promise.reject(Object.assign(new Error('无权限'), { code: 403 })));
    const onClose = vi.fn();
    renderWithProviders(<RoleMenusDialog role={auditor} onClose={onClose} />);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.saveRoleMenus).not.toHaveBeenCalled();
  });

  it('offers no NotFound (*) route: it is no page to grant, and saving leaves it out', async () => {
    const notFound: MenuNode = { ...entry(99, '*', ''), name: 'NotFound', component: '', redirect: '/404', hidden: true, meta: {} };
    api.fetchMenuTree.mockImplementation(() => envelope([...tree, notFound]));
    api.fetchRoleMenuIds.mockImplementation(() => envelope([1, 2, 99]));
    const onClose = vi.fn();
    renderWithProviders(<RoleMenusDialog role={auditor} onClose={onClose} />);
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    const dialog = screen.getByRole('dialog', { name: '角色“审计员”的菜单权限' });
    expect(dialog.textContent).toContain('操作日志（activityLog）');
    expect(dialog.textContent).not.toContain('NotFound');
    expect(dialog.textContent).not.toContain('（*）');
    const titles = [...dialog.querySelectorAll('.ant-tree-title')].map((title) => title.textContent);
    expect(titles).toEqual(['日志（/log）', '操作日志（activityLog）', '报表中心（/report）', '报表甲（a）']);
    fireEvent.click(saveButton());
    await waitFor(() => expect(api.saveRoleMenus).toHaveBeenCalledWith(9, [1, 2]));
  });
});
