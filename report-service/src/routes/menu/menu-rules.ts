import { checkMenuPlacement } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../errors';
import { isInSubtree } from '../../lib/tree';

export interface MenuDraft {
  /** Absent for a new entry. */
  id?: number;
  parentId: number | null;
  path: string;
  name: string;
  component: string;
}

async function assertParentFits(db: Kysely<Database>, draft: MenuDraft, parentId: number): Promise<void> {
  const parent = await db
    .selectFrom('menus')
    .select(['id', 'parent_id', 'path', 'component'])
    .where('id', '=', parentId)
    .executeTakeFirst();
  if (!parent) throw badRequest('menu.parentNotFound');
  if (draft.id !== undefined) {
    const tree = await db.selectFrom('menus').select(['id', 'parent_id']).execute();
    if (isInSubtree(tree, draft.id, parentId)) throw badRequest('menu.cycle');
  }
  const parentIssue = checkMenuPlacement({ ...parent, isTopLevel: parent.parent_id === null, hasChildren: true });
  if (parentIssue) throw badRequest(parentIssue);
}

/**
 * Refuses an entry that breaks the menu rules: a missing or circular parent, the placement rules of
 * `checkMenuPlacement`, a path already used by a sibling, or a route name used anywhere else.
 */
export async function assertMenuFits(db: Kysely<Database>, draft: MenuDraft): Promise<void> {
  if (draft.parentId !== null) await assertParentFits(db, draft, draft.parentId);
  const hasChildren =
    draft.id !== undefined &&
    (await db.selectFrom('menus').select('id').where('parent_id', '=', draft.id).executeTakeFirst()) !== undefined;
  const issue = checkMenuPlacement({ ...draft, isTopLevel: draft.parentId === null, hasChildren });
  if (issue) throw badRequest(issue);

  let siblings = db.selectFrom('menus').select('id').where('path', '=', draft.path);
  siblings = draft.parentId === null ? siblings.where('parent_id', 'is', null) : siblings.where('parent_id', '=', draft.parentId);
  if (draft.id !== undefined) siblings = siblings.where('id', '<>', draft.id);
  if (await siblings.executeTakeFirst()) throw badRequest('menu.pathTaken');

  if (draft.name) {
    let named = db.selectFrom('menus').select('id').where('name', '=', draft.name);
    if (draft.id !== undefined) named = named.where('id', '<>', draft.id);
    if (await named.executeTakeFirst()) throw badRequest('menu.nameTaken');
  }
}
