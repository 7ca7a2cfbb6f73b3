import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The ids of the menus any role of the user grants. */
export async function findGrantedMenuIds(db: Kysely<Database>, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('role_menus as rm')
    .innerJoin('user_roles as ur', 'ur.role_id', 'rm.role_id')
    .select('rm.menu_id')
    .distinct()
    .where('ur.user_id', '=', userId)
    .execute();
  return new Set(rows.map((row) => row.menu_id));
}

/** Every menu entry with the fields the route tree needs. */
export function findRouteMenus(db: Kysely<Database>) {
  return db
    .selectFrom('menus')
    .select(['id', 'parent_id', 'path', 'name', 'component', 'redirect', 'hidden', 'always_show', 'sort', 'meta'])
    .execute();
}

/** Whether a user with this id exists. */
export async function userExists(db: Kysely<Database>, userId: number): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}
