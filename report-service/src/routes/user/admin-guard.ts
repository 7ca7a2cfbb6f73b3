import { ADMIN_ROLE, USER_STATES } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../errors';

/** Refuses a change that would leave no enabled administrator besides `userIds` (one or several). */
export async function assertNotLastAdmin(db: Kysely<Database>, userIds: number | readonly number[]): Promise<void> {
  const ids = typeof userIds === 'number' ? [userIds] : [...userIds];
  if (ids.length === 0) return;
  const isAdmin = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select('ur.user_id')
    .where('ur.user_id', 'in', ids)
    .where('r.name', '=', ADMIN_ROLE)
    .executeTakeFirst();
  if (!isAdmin) return;
  const others = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .innerJoin('users as u', 'u.id', 'ur.user_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('r.name', '=', ADMIN_ROLE)
    .where('u.state', '=', USER_STATES.ENABLED)
    .where('u.id', 'not in', ids)
    .executeTakeFirstOrThrow();
  if (Number(others.n) === 0) throw badRequest('user.lastAdmin');
}
