import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

/**
 * Kysely's own bookkeeping, and the configuration the migrations wrote (roles, menus and their grants):
 * both must survive a reset, since migrations are not re-run after it.
 */
const KEPT_TABLES = ['kysely_migration', 'kysely_migration_lock', 'roles', 'menus', 'role_menus'];

/**
 * Empties every table of the demo data and restarts their identities. TRUNCATE does not fire the
 * append-only trigger of activity_logs (it guards UPDATE and DELETE only); the log's chain head goes with
 * it, and the next entry appended starts the chain again from the genesis hash.
 */
export async function resetDatabase(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  const tables = rows.map((r) => r.table_name).filter((name) => !KEPT_TABLES.includes(name));
  if (tables.length === 0) return;
  await sql`truncate table ${sql.join(tables.map((t) => sql.table(t)))} restart identity cascade`.execute(db);
}
