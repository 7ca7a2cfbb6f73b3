import type { MenuNode } from '@proposal-desk/shared';

/** The value of the "top level" choice of the parent picker (the server reads 0 as no parent). */
export const TOP_LEVEL = 0;

export interface MenuParentChoice {
  value: number;
  title: string;
  children: MenuParentChoice[];
}

export const menuLabel = (node: Pick<MenuNode, 'path' | 'meta'>): string => node.meta.title || node.path;

/** Finds a menu entry anywhere in the tree. */
export function findMenu(tree: MenuNode[], id: number): MenuNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findMenu(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The entries directly under a parent (null = top level). */
export function childrenOf(tree: MenuNode[], parentId: number | null): MenuNode[] {
  return parentId === null ? tree : (findMenu(tree, parentId)?.children ?? []);
}

/** Every entry of the tree, depth first. */
export function flattenMenus(tree: MenuNode[]): MenuNode[] {
  return tree.flatMap((node) => [node, ...flattenMenus(node.children)]);
}

/** The parents an entry may sit under: the top level and every entry but itself and its descendants. */
export function menuParentChoices(tree: MenuNode[], topLabel: string, editingId?: number): MenuParentChoice[] {
  const build = (nodes: MenuNode[]): MenuParentChoice[] =>
    nodes
      .filter((node) => node.id !== editingId)
      .map((node) => ({ value: node.id, title: `${menuLabel(node)} (${node.path})`, children: build(node.children) }));
  return [{ value: TOP_LEVEL, title: topLabel, children: build(tree) }];
}
