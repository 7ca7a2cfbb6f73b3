import type { DepartmentNode } from '@proposal-desk/shared';

/** The value of the "top level" choice of a parent picker (the server reads 0 as no parent). */
export const TOP_LEVEL = 0;

export interface ParentChoice {
  value: number;
  title: string;
  children: ParentChoice[];
}

/** Finds a department anywhere in the tree. */
export function findDepartment(tree: DepartmentNode[], id: number): DepartmentNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findDepartment(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The names of the departments directly under a parent (null = top level). */
export function childNames(tree: DepartmentNode[], parentId: number | null): string[] {
  const siblings = parentId === null ? tree : (findDepartment(tree, parentId)?.children ?? []);
  return siblings.map((node) => node.name);
}

/**
 * The parents a department may move under: the top level and every department except the moving one
 * and its descendants (a move there would make a cycle).
 */
export function parentChoices(tree: DepartmentNode[], topLabel: string, movingId?: number): ParentChoice[] {
  const build = (nodes: DepartmentNode[]): ParentChoice[] =>
    nodes.filter((node) => node.id !== movingId).map((node) => ({ value: node.id, title: node.name, children: build(node.children) }));
  return [{ value: TOP_LEVEL, title: topLabel, children: build(tree) }];
}

/** What still hangs on a department and keeps it from being deleted (the server refuses it too), or none. */
export function departmentHoldings(node: Pick<DepartmentNode, 'userCount' | 'staffCount'> & { children?: readonly unknown[] }) {
  const holds = { children: node.children?.length ?? 0, users: node.userCount, staff: node.staffCount };
  return (Object.keys(holds) as (keyof typeof holds)[]).filter((kind) => holds[kind] > 0).map((kind) => ({ kind, count: holds[kind] }));
}
