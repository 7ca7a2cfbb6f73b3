import { checkMenuPlacement, LAYOUT_COMPONENT, WILDCARD_PATH, type MenuNode, type MessageKey } from '@proposal-desk/shared';
import type { FormRule } from 'antd';
import { childrenOf, findMenu, flattenMenus } from './menu-tree';

type MessageText = (key: MessageKey) => string;

/** Where the entry being edited sits, for the rules that look at the tree. */
export interface MenuRuleContext {
  tree: MenuNode[];
  /** The parent chosen in the form right now (null = top level). */
  parentId(): number | null;
  /** The path typed in the form right now. */
  path(): string | undefined;
  /** The entry being edited; absent when adding. */
  editingId?: number;
}

const check = (test: (value: string) => MessageKey | null, text: MessageText): FormRule => ({
  validator: async (_rule, value?: string) => {
    const problem = test(value?.trim() ?? '');
    if (problem) throw new Error(text(problem));
  },
});

/**
 * The menu dialog's checks beyond the shared schema, as the server makes them: the placement rules,
 * a path unique among its siblings and a route name unique in the tree, Layout for a top-level entry
 * with children, and a title for every entry but the wildcard.
 */
export function buildMenuRules(text: MessageText, context: MenuRuleContext) {
  const { tree, editingId } = context;
  const others = (nodes: MenuNode[]) => nodes.filter((node) => node.id !== editingId);
  const hasChildren = editingId !== undefined && (findMenu(tree, editingId)?.children.length ?? 0) > 0;

  const path = check((value) => {
    const parentId = context.parentId();
    const placement = checkMenuPlacement({ path: value, component: LAYOUT_COMPONENT, isTopLevel: parentId === null, hasChildren: false });
    if (placement) return placement;
    return others(childrenOf(tree, parentId)).some((node) => node.path === value) ? 'menu.pathTaken' : null;
  }, text);

  const name = check((value) => (value && others(flattenMenus(tree)).some((node) => node.name === value) ? 'menu.nameTaken' : null), text);

  const component = check((value) => {
    const placement = checkMenuPlacement({ path: '/', component: value, isTopLevel: context.parentId() === null, hasChildren });
    return placement === 'menu.layoutRequired' ? placement : null;
  }, text);

  const title = check((value) => (context.path()?.trim() !== WILDCARD_PATH && !value ? 'menu.titleRequired' : null), text);

  return { path, name, component, title };
}
