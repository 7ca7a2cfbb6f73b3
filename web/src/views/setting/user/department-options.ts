import type { DepartmentNode } from '@proposal-desk/shared';

/** A node of antd's TreeSelect. */
export interface DepartmentOption {
  value: number;
  title: string;
  children: DepartmentOption[];
}

/** The department tree as TreeSelect data. */
export function toDepartmentOptions(nodes: readonly DepartmentNode[]): DepartmentOption[] {
  return nodes.map((node) => ({ value: node.id, title: node.name, children: toDepartmentOptions(node.children) }));
}
