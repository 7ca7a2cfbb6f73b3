import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../errors';
import { countEnabledAdminsExcept, isAnyAdmin } from './user-queries';

/** Refuses a change that would leave no enabled administrator besides `userIds` (one or several). */
export async function assertNotLastAdmin(db: Kysely<Database>, userIds: number | readonly number[]): Promise<void> {
  const ids = typeof userIds === 'number' ? [userIds] : [...userIds];
  if (ids.length === 0 || !(await isAnyAdmin(db, ids))) return;
  if ((await countEnabledAdminsExcept(db, ids)) === 0) throw badRequest('user.lastAdmin');
}
