import {
  checkMenuPlacement,
  isKnownComponent,
  LAYOUT_COMPONENT,
  WILDCARD_PATH,
  type MenuNode,
  type MessageKey,
} from '@proposal-desk/shared';
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

const fail = (text: string) => Promise.reject(new Error(text));

/**
 * The rules of the menu dialog, the same as the server's (shared schema and placement rules, unique
 * sibling paths and route names) with the same catalogue messages.
 */
export function buildMenuRules(text: MessageText, context: MenuRuleContext) {
  const { tree, editingId } = context;
  const others = (nodes: MenuNode[]) => nodes.filter((node) => node.id !== editingId);
  const hasChildren = editingId !== undefined && (findMenu(tree, editingId)?.children.length ?? 0) > 0;

  const path: FormRule[] = [
    { required: true, whitespace: true, message: text('menu.pathRequired') },
    { max: 200, pattern: /^\S+$/, message: text('menu.pathInvalid') },
    {
      validator: async (_rule, value?: string) => {
        const trimmed = value?.trim() ?? '';
        const parentId = context.parentId();
        const issue = checkMenuPlacement({ path: trimmed, component: LAYOUT_COMPONENT, isTopLevel: parentId === null, hasChildren: false });
        if (issue) return fail(text(issue));
        if (others(childrenOf(tree, parentId)).some((node) => node.path === trimmed)) return fail(text('menu.pathTaken'));
      },
    },
  ];

  const name: FormRule[] = [
    { max: 50, pattern: /^([A-Za-z][\w-]*)?$/, message: text('menu.nameInvalid') },
    {
      validator: async (_rule, value?: string) => {
        const trimmed = value?.trim() ?? '';
        if (trimmed && others(flattenMenus(tree)).some((node) => node.name === trimmed)) return fail(text('menu.nameTaken'));
      },
    },
  ];

  const component: FormRule[] = [
    {
      validator: async (_rule, value?: string) => {
        if (!isKnownComponent(value ?? '')) return fail(text('menu.componentUnknown'));
        const issue = checkMenuPlacement({ path: '/', component: value ?? '', isTopLevel: context.parentId() === null, hasChildren });
        if (issue === 'menu.layoutRequired') return fail(text(issue));
      },
    },
  ];

  const redirect: FormRule[] = [{ max: 200, pattern: /^\S*$/, message: text('menu.redirectInvalid') }];

  const title: FormRule[] = [
    {
      validator: async (_rule, value?: string) => {
        if (context.path()?.trim() !== WILDCARD_PATH && !value?.trim()) return fail(text('menu.titleRequired'));
      },
    },
  ];

  const activeMenu: FormRule[] = [{ pattern: /^(\/\S*)?$/, message: text('menu.activeMenuInvalid') }];

  return { path, name, component, redirect, title, activeMenu };
}
