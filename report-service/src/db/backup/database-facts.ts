import { type Kysely, type RawBuilder, sql } from 'kysely';
import { type LogChainState, verifyLogChain } from '../log-chain/verify-log-chain';
import { MIGRATION_NAMES } from '../migrate';
import type { Database } from '../schema';

/**
 * What a backup records of its database and a restore checks again: schema version, rows per (logged) table, stored
 * bytes, and the state of the activity log's hash chain (absent before migration 013).
 */
export interface DatabaseFacts {
  migrations: string[];
  rows: Record<string, number>;
  bytes: { uploads: number; reportOutputs: number };
  logChain?: LogChainState | undefined;
}

export async function readDatabaseFacts(db: Kysely<Database>): Promise<DatabaseFacts> {
  // An unlogged table (the rate limits, migration 034) holds what is not worth keeping: PGlite's copy leaves it empty.
  const tables = await sql<{ name: string }>`
    select t.table_name as name from information_schema.tables t
    where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and not exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relname = t.table_name and c.relpersistence = 'u')
    order by t.table_name`.execute(db);
  const names = tables.rows.map((t) => t.name);
  const migrations = names.includes('kysely_migration')
    ? (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((r) => r.name)
    : [];
  const rows: Record<string, number> = {};
  for (const name of names) {
    const counted = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(db);
    rows[name] = counted.rows[0]?.n ?? 0;
  }
  const sum = async (query: RawBuilder<{ n: number }>) => (await query.execute(db)).rows[0]?.n ?? 0;
  const bytes = {
    uploads: names.includes('files') ? await sum(sql<{ n: number }>`select coalesce(sum(size), 0)::float8 as n from files`) : 0,
    reportOutputs: names.includes('report_outputs')
      ? await sum(sql<{ n: number }>`select coalesce(sum(bytes), 0)::float8 as n from report_outputs`)
      : 0,
  };
  const logChain = names.includes('activity_log_chain') ? await verifyLogChain(db) : undefined;
  return { migrations, rows, bytes, ...(logChain ? { logChain } : {}) };
}

/** The migrations of a backup this code does not know: restoring it would run old code on a newer schema. */
export function unknownMigrations(migrations: readonly string[]): string[] {
  const known = new Set<string>(MIGRATION_NAMES);
  return migrations.filter((name) => !known.has(name));
}

/** Where a restored database differs from what its backup recorded, in words; null when it matches. */
export function factsDiffer(expected: DatabaseFacts, actual: DatabaseFacts): string | null {
  if (expected.migrations.join() !== actual.migrations.join()) return 'schema version';
  const tables = new Set([...Object.keys(expected.rows), ...Object.keys(actual.rows)]);
  for (const table of tables) {
    if (expected.rows[table] !== actual.rows[table])
      return `${table}: ${actual.rows[table] ?? 'missing'} rows instead of ${expected.rows[table] ?? 'none'}`;
  }
  if (expected.bytes.uploads !== actual.bytes.uploads || expected.bytes.reportOutputs !== actual.bytes.reportOutputs)
    return 'stored file sizes';
  if (expected.logChain && !sameChainState(expected.logChain, actual.logChain))
    return `activity log chain: ${chainInWords(actual.logChain)} instead of ${chainInWords(expected.logChain)}`;
  return null;
}

function sameChainState(a: LogChainState, b: LogChainState | undefined): boolean {
  if (!b || a.ok !== b.ok || a.entries !== b.entries) return false;
  if (a.ok && b.ok) return a.lastId === b.lastId;
  return !a.ok && !b.ok && a.firstBadId === b.firstBadId && a.problem === b.problem && a.lastGoodId === b.lastGoodId;
}

/** A chain's state in a few words, for a refused restore's message. */
export function chainInWords(state: LogChainState | undefined): string {
  if (!state) return 'none';
  if (state.ok) return `intact with ${state.entries} entries`;
  const problem = { changed: 'changed', deleted: 'deleted', outOfOrder: 'inserted out of order' }[state.problem];
  return `broken at entry #${state.firstBadId} (${problem})`;
}
