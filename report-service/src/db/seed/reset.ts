import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

/**
 * Kysely's own bookkeeping, and the configuration the migrations wrote (roles, menus and their grants):
 * both must survive a reset, since migrations are not re-run after it.
 */
const KEPT_TABLES = ['kysely_migration', 'kysely_migration_lock', 'roles', 'menus', 'role_menus'];

/** The tables whose triggers refuse TRUNCATE (migration 035): the activity log and its chain's head. */
const GUARDED_TABLES = ['activity_logs', 'activity_log_chain'];

/**
 * Empties every table of the demo data and restarts their identities, in one transaction. The activity log
 * and its chain's head refuse TRUNCATE: the reset empties them on purpose, with their triggers switched off
 * inside this transaction only (the same a database owner could do behind the product's back). The next
 * entry appended starts the chain again from the genesis hash. The log's checkpoints outside the database
 * still name the entries emptied: `npm run seed -- --reset` marks the reset among them (a signed `reset`
 * line, db/log-chain/checkpoints.ts), so that `npm run log:verify` says the log was reset, not cut.
 */
export async function resetDatabase(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  const tables = rows.map((r) => r.table_name).filter((name) => !KEPT_TABLES.includes(name));
  if (tables.length === 0) return;
  const guarded = GUARDED_TABLES.filter((name) => tables.includes(name));
  await db.transaction().execute(async (trx) => {
    for (const name of guarded) await sql`alter table ${sql.table(name)} disable trigger user`.execute(trx);
    await sql`truncate table ${sql.join(tables.map((t) => sql.table(t)))} restart identity cascade`.execute(trx);
    for (const name of guarded) await sql`alter table ${sql.table(name)} enable trigger user`.execute(trx);
  });
}
