import { checkMenuPlacement } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, fieldInvalid } from '../../errors';
import { isInSubtree } from '../../lib/tree';
import { findMenuLinks, findParentMenu, hasChildMenus, isRouteNameTaken, isSiblingPathTaken } from './menu-queries';

export interface MenuDraft {
  /** Absent for a new entry. */
  id?: number;
  parentId: number | null;
  path: string;
  name: string;
  component: string;
}

async function assertParentFits(db: Kysely<Database>, draft: MenuDraft, parentId: number): Promise<void> {
  const parent = await findParentMenu(db, parentId);
  if (!parent) throw badRequest('menu.parentNotFound');
  if (draft.id !== undefined && isInSubtree(await findMenuLinks(db), draft.id, parentId)) throw badRequest('menu.cycle');
  const parentIssue = checkMenuPlacement({ ...parent, isTopLevel: parent.parent_id === null, hasChildren: true });
  if (parentIssue) throw badRequest(parentIssue);
}

/**
 * Refuses an entry that breaks the menu rules: a missing or circular parent, the placement rules of
 * `checkMenuPlacement`, a path already used by a sibling, or a route name used anywhere else.
 */
export async function assertMenuFits(db: Kysely<Database>, draft: MenuDraft): Promise<void> {
  if (draft.parentId !== null) await assertParentFits(db, draft, draft.parentId);
  const hasChildren = draft.id !== undefined && (await hasChildMenus(db, draft.id));
  const issue = checkMenuPlacement({ ...draft, isTopLevel: draft.parentId === null, hasChildren });
  if (issue) throw badRequest(issue);
  if (await isSiblingPathTaken(db, draft.path, draft.parentId, draft.id)) throw fieldInvalid('path', 'menu.pathTaken');
  if (draft.name && (await isRouteNameTaken(db, draft.name, draft.id))) throw fieldInvalid('name', 'menu.nameTaken');
}
