import type { DepartmentNode } from '@proposal-desk/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { NoopResizeObserver } from '../../../components/list/testing';
import { DepartmentTable } from './DepartmentTable';

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));

const node = (id: number, name: string, counts: Partial<DepartmentNode> = {}, children: DepartmentNode[] = []): DepartmentNode => ({
  id,
  parent_ID: null,
  name,
  sort: id,
  userCount: 0,
  staffCount: 0,
  children,
  ...counts,
});

// 办公室 has two sub-departments; 秘书科 has people; 综合科 and 空处室 hold nothing.
const tree = [
  node(1, '办公室', {}, [node(2, '秘书科', { userCount: 2, staffCount: 1 }), node(3, '综合科')]),
  node(5, '空处室'),
  node(6, '联络处', { staffCount: 1 }),
];

function renderTable() {
  const onDelete = vi.fn();
  render(
    <DepartmentTable
      tree={tree}
      loading={false}
      expanded={[1]}
      onExpand={vi.fn()}
      onAddChild={vi.fn()}
      onRename={vi.fn()}
      onMove={vi.fn()}
      onDelete={onDelete}
    />,
  );
  return onDelete;
}

// The row found by its name cell: naming every row of the table by its whole text is slow in jsdom.
const deleteIn = (name: string) => within(screen.getByText(name).closest('tr')!).getByRole('button', { name: /删\s*除/ });

describe('DepartmentTable', { timeout: 30_000 }, () => {
  it('disables 删除 for a department that still has sub-departments or people, saying why', async () => {
    renderTable();
    const withChildren = deleteIn('办公室') as HTMLButtonElement;
    expect(withChildren.disabled).toBe(true);
    expect(withChildren.getAttribute('aria-description')).toBe('该部门下还有2个下级部门，不能删除');
    expect(deleteIn('秘书科').getAttribute('aria-description')).toBe('该部门下还有2个用户、1名人员，不能删除');
    expect((deleteIn('联络处') as HTMLButtonElement).disabled).toBe(true);

    // The reason shows as the link's tooltip.
    fireEvent.mouseEnter(withChildren.closest('.row-action-blocked') as HTMLElement);
    expect((await screen.findByRole('tooltip')).textContent).toBe('该部门下还有2个下级部门，不能删除');
  });

  it('asks before deleting an empty department, and deletes it once confirmed', async () => {
    const onDelete = renderTable();
    for (const name of ['综合科', '空处室']) expect((deleteIn(name) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(deleteIn('空处室'));
    const ok = await screen.findByRole('button', { name: /确\s*定/ });
    fireEvent.click(ok);
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 5, name: '空处室' }));
  });
});
