import { type Kysely, sql } from 'kysely';
import { chainTime, GENESIS_HASH, storedEntryHash, type StoredLogEntry } from '../log-chain/chain-hash';
import { runSqlScript } from './run-sql';

/** Rows read and hashed at a time: a log of millions is chained without holding it in memory. */
const PAGE = 2000;

/**
 * The activity log becomes a hash chain (db/log-chain): every entry gets the previous entry's hash and
 * its own, the entries already there chained in id order from the genesis hash, and the chain's head
 * (the last entry and its hash) is kept in a one-row table whose row lock makes appends take turns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSqlScript(
    db,
    `
alter table activity_logs add column prev_hash text;
alter table activity_logs add column hash text;
create table activity_log_chain (
  id smallint primary key default 1 check (id = 1),
  last_id bigint,
  hash text not null
)
`,
  );

  // The append-only trigger refuses updates: it is off while the existing entries get their hashes.
  await sql`alter table activity_logs disable trigger activity_logs_no_update`.execute(db);
  let prev = GENESIS_HASH;
  let lastId: number | null = null;
  for (;;) {
    const { rows } = await sql<StoredLogEntry>`
      select id, ${chainTime(sql`created_at`)} as at, user_id, username, module, description, ip, user_agent
      from activity_logs where id > ${lastId ?? 0} order by id limit ${PAGE}`.execute(db);
    if (rows.length === 0) break;
    const links = rows.map((row) => {
      const prevHash = prev;
      prev = storedEntryHash(row, prevHash);
      return sql`(${Number(row.id)}::bigint, ${prevHash}::text, ${prev}::text)`;
    });
    await sql`
      update activity_logs set prev_hash = v.prev_hash, hash = v.hash
      from (values ${sql.join(links)}) as v(id, prev_hash, hash) where activity_logs.id = v.id`.execute(db);
    lastId = Number(rows.at(-1)!.id);
  }
  await sql`alter table activity_logs enable trigger activity_logs_no_update`.execute(db);

  await sql`alter table activity_logs alter column prev_hash set not null, alter column hash set not null`.execute(db);
  await sql`insert into activity_log_chain (id, last_id, hash) values (1, ${lastId}, ${prev})`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('013-log-chain cannot be undone');
}
