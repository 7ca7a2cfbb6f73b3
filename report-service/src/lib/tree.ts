/** A row of a self-referencing table (departments, menus). */
export interface TreeRow {
  id: number;
  parent_id: number | null;
}

/** Groups rows by parent id, keeping their order. */
export function groupByParent<T extends TreeRow>(rows: readonly T[]): Map<number | null, T[]> {
  const groups = new Map<number | null, T[]>();
  for (const row of rows) {
    const siblings = groups.get(row.parent_id);
    if (siblings) siblings.push(row);
    else groups.set(row.parent_id, [row]);
  }
  return groups;
}

/** Nests rows under their parents (rows already in display order); `present` shapes each node. */
export function nestRows<T extends TreeRow, N>(rows: readonly T[], present: (row: T, children: N[]) => N): N[] {
  const groups = groupByParent(rows);
  const build = (parentId: number | null): N[] => (groups.get(parentId) ?? []).map((row) => present(row, build(row.id)));
  return build(null);
}

/** Whether `candidateId` is `rootId` or lies anywhere below it. */
export function isInSubtree(rows: readonly TreeRow[], rootId: number, candidateId: number): boolean {
  const parentOf = new Map(rows.map((row) => [row.id, row.parent_id]));
  const seen = new Set<number>();
  let current: number | null | undefined = candidateId;
  while (current !== null && current !== undefined && !seen.has(current)) {
    if (current === rootId) return true;
    seen.add(current);
    current = parentOf.get(current);
  }
  return false;
}
