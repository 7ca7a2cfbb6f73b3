import { isInSubtree, nestRows } from './tree';

const rows = [
  { id: 1, parent_id: null },
  { id: 2, parent_id: 1 },
  { id: 3, parent_id: 2 },
  { id: 4, parent_id: null },
];

interface Node {
  id: number;
  children: Node[];
}

describe('tree helpers', () => {
  it('nests rows in their order', () => {
    const tree = nestRows<(typeof rows)[number], Node>(rows, (row, children) => ({ id: row.id, children }));
    expect(tree).toEqual([
      { id: 1, children: [{ id: 2, children: [{ id: 3, children: [] }] }] },
      { id: 4, children: [] },
    ]);
  });

  it('finds descendants, the root itself, and nothing outside', () => {
    expect(isInSubtree(rows, 1, 3)).toBe(true);
    expect(isInSubtree(rows, 1, 1)).toBe(true);
    expect(isInSubtree(rows, 2, 1)).toBe(false);
    expect(isInSubtree(rows, 1, 4)).toBe(false);
  });
});
