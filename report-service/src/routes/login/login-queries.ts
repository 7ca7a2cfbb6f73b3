import type { Kysely } from 'kysely';
import type { Database, User } from '../../db/schema';

/** The account a sign-in names by user name or by phone, or undefined. */
export function findUserSigningIn(db: Kysely<Database>, by: { username: string } | { phone: string }): Promise<User | undefined> {
  const query = db.selectFrom('users').selectAll();
  return ('username' in by ? query.where('username', '=', by.username) : query.where('mobile', '=', by.phone)).executeTakeFirst();
}
