import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Answers when the database does (readiness). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Whether an account already has this user name, or this mobile number. */
export async function isAccountValueTaken(db: Kysely<Database>, column: 'username' | 'mobile', value: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where(column, '=', value).executeTakeFirst();
  return row !== undefined;
}

/** An account's id, login and name, or undefined. */
export function findAccountLabel(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select(['id', 'username', 'staff_name']).where('id', '=', userId).executeTakeFirst();
}
