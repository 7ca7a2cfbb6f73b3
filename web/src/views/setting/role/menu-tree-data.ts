import { WILDCARD_PATH, type MenuNode } from '@proposal-desk/shared';

/** A node of antd's checkbox Tree. */
export interface MenuTreeOption {
  key: number;
  title: string;
  children: MenuTreeOption[];
}

/**
 * The entries a role can be given: all but the catch-all NotFound route (path `*`), which is no page
 * to grant: every user's route tree ends with it whatever their roles grant.
 */
export const assignableMenus = (nodes: readonly MenuNode[]): MenuNode[] => nodes.filter((node) => node.path !== WILDCARD_PATH);

/** The menu tree as Tree data: the (translated) title and the path, so two same-named entries differ. */
export function toMenuTreeData(nodes: readonly MenuNode[], translate: (title: string) => string): MenuTreeOption[] {
  return nodes.map((node) => ({
    key: node.id,
    title: `${translate(node.meta.title ?? node.name)}（${node.path}）`,
    children: toMenuTreeData(node.children, translate),
  }));
}

function leafIdsOf(nodes: readonly MenuNode[], into: Set<number>): Set<number> {
  for (const node of nodes) {
    if (node.children.length === 0) into.add(node.id);
    else leafIdsOf(node.children, into);
  }
  return into;
}

/**
 * The keys to show checked: only the granted leaves. A parent follows its children (as the server's
 * route tree does), so a granted parent id alone must not check every child.
 */
export function checkedLeaves(nodes: readonly MenuNode[], grantedIds: readonly number[]): number[] {
  const leaves = leafIdsOf(nodes, new Set());
  return grantedIds.filter((id) => leaves.has(id));
}

/** What `SetMenus` stores: the checked entries and every parent that leads to one of them. */
export function menuIdsToSave(nodes: readonly MenuNode[], checked: readonly number[]): number[] {
  const wanted = new Set(checked);
  const saved = new Set<number>();
  const visit = (node: MenuNode): boolean => {
    const below = node.children.map(visit).some(Boolean);
    const keep = wanted.has(node.id) || below;
    if (keep) saved.add(node.id);
    return keep;
  };
  nodes.forEach(visit);
  return [...saved].sort((a, b) => a - b);
}
