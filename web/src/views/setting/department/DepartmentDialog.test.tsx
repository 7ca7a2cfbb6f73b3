import type { DepartmentNode } from '@proposal-desk/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { DepartmentDialog } from './DepartmentDialog';
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
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<DepartmentDialog editing={{ kind: 'add', parentId: 1 }} tree={tree} onSubmit={onSubmit} onClose={vi.fn()} />);
    expect(screen.getByText('新增部门')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('部门名称'), { target: { value: '   ' } });
    save();
    expect(await screen.findByText('请输入部门名称')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses the name of a sibling with the server message, and adds a free one', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<DepartmentDialog editing={{ kind: 'add', parentId: 1 }} tree={tree} onSubmit={onSubmit} onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('部门名称'), { target: { value: '综合科' } });
    save();
    expect(await screen.findByText('同一上级部门下已有同名部门')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('部门名称'), { target: { value: '联络处' } });
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: '联络处' });
  });

  it('renames with the current name filled in, which it may keep', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(
      <DepartmentDialog editing={{ kind: 'rename', node: tree[0]!.children[0]! }} tree={tree} onSubmit={onSubmit} onClose={vi.fn()} />,
    );
    expect(screen.getByText('重命名部门')).toBeTruthy();
    expect((screen.getByLabelText('部门名称') as HTMLInputElement).value).toBe('秘书科');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: '秘书科' });
  });

  it('moves starting from the current parent', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<DepartmentDialog editing={{ kind: 'move', node: tree[1]! }} tree={tree} onSubmit={onSubmit} onClose={vi.fn()} />);
    expect(screen.getByText('移动部门“联络处”')).toBeTruthy();
    expect(screen.queryByLabelText('部门名称')).toBeNull();
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ parentId: TOP_LEVEL });
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
