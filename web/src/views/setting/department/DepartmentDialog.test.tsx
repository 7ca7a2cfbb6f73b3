import type { DepartmentNode } from '@proposal-desk/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { DepartmentDialog } from './DepartmentDialog';

const api = vi.hoisted(() => ({ addDepartment: vi.fn(), updateDepartment: vi.fn() }));
vi.mock('../../../api/departments', () => api);
const saved = (msg: string) => Promise.resolve({ code: 200, msg, data: {}, success: true });
beforeEach(() => {
  api.addDepartment.mockReset().mockImplementation(() => saved('添加成功'));
  api.updateDepartment.mockReset().mockImplementation(() => saved('保存成功'));
});
import { branchIds } from '../common/use-expanded-tree';
import { childNames, parentChoices, TOP_LEVEL } from './department-tree';

const node = (id: number, name: string, parent: number | null, children: DepartmentNode[] = []): DepartmentNode => ({
  id,
  parent_ID: parent,
  name,
  sort: id,
  userCount: 0,
  staffCount: 0,
  children,
});

const tree = [node(1, '办公室', null, [node(2, '秘书科', 1, [node(4, '文书组', 2)]), node(3, '综合科', 1)]), node(5, '联络处', null)];

const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

describe('DepartmentDialog', { timeout: 30_000 }, () => {
  it('asks for a name and sends nothing while it is blank', async () => {
    render(<DepartmentDialog editing={{ kind: 'add', parentId: 1 }} tree={tree} onSaved={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: '新增部门' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('部门名称'), { target: { value: '   ' } });
    save();
    expect(await screen.findByText('请输入部门名称')).toBeTruthy();
    expect(api.addDepartment).not.toHaveBeenCalled();
  });

  it('refuses the name of a sibling with the server message, and adds a free one', async () => {
    const onSaved = vi.fn();
    render(<DepartmentDialog editing={{ kind: 'add', parentId: 1 }} tree={tree} onSaved={onSaved} onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('部门名称'), { target: { value: '综合科' } });
    save();
    expect(await screen.findByText('同一上级部门下已有同名部门')).toBeTruthy();
    expect(api.addDepartment).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('部门名称'), { target: { value: '联络处' } });
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.addDepartment).toHaveBeenCalledWith('联络处', 1);
    expect(await screen.findByText('添加成功')).toBeTruthy();
  });

  it('renames with the current name filled in, which it may keep', async () => {
    const onSaved = vi.fn();
    render(<DepartmentDialog editing={{ kind: 'rename', node: tree[0]!.children[0]! }} tree={tree} onSaved={onSaved} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: '重命名部门' })).toBeTruthy();
    expect((screen.getByLabelText('部门名称') as HTMLInputElement).value).toBe('秘书科');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.updateDepartment).toHaveBeenCalledWith(2, { name: '秘书科' });
  });

  it('moves starting from the current parent', async () => {
    const onSaved = vi.fn();
    render(<DepartmentDialog editing={{ kind: 'move', node: tree[0]!.children[1]! }} tree={tree} onSaved={onSaved} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: '移动部门“综合科”' })).toBeTruthy();
    expect(screen.queryByLabelText('部门名称')).toBeNull();
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.updateDepartment).toHaveBeenCalledWith(3, { parent_ID: 1 });
  });
});

describe('department tree helpers', () => {
  it('offers the top level and every department but the moving one and its descendants', () => {
    const [top] = parentChoices(tree, '顶级', 2);
    expect(top?.value).toBe(TOP_LEVEL);
    const offered = (choices: ReturnType<typeof parentChoices>): number[] => choices.flatMap((c) => [c.value, ...offered(c.children)]);
    expect(offered(top?.children ?? []).sort()).toEqual([1, 3, 5]);
  });

  it('finds sibling names and the branches to expand', () => {
    expect(childNames(tree, null)).toEqual(['办公室', '联络处']);
    expect(childNames(tree, 2)).toEqual(['文书组']);
    expect(branchIds(tree)).toEqual([1, 2]);
  });
});
