import { type Kysely, sql } from 'kysely';
import { ROLE_CODES } from '@proposal-desk/shared/src/domain/roles';
import type { Database } from '../schema';
import { rebuildCaseTextIndex } from '../../cases/case-text-commands';
import { buildDemoData } from './demo-data';
import type { DemoFacts } from './facts';
import { appendLogEntries } from '../log-chain/append';
import {
  type InsertedRows,
  type InsertedTable,
  insertInBatches,
  SEEDED_TABLES,
  type SeededTable,
  type SeedRows,
  syncIdentity,
} from './insert';
import { type RoleIds, ROLE_ORDER } from './organisation';
import { seedCommitments } from './commitments';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './accounts';
export { DATA_AS_OF } from './dates';
export type { DemoFacts, MemberFacts, UnitFacts } from './facts';
export { resetDatabase } from './reset';

/** The seed used when none is given: the demo office everyone sees. */
export const DEFAULT_SEED = 20260112;

export interface SeedOptions {
  seed?: number;
}

export interface SeedSummary {
  seed: number;
  /** Rows written per table. */
  counts: Record<SeededTable, number>;
  facts: DemoFacts;
}

/** Thrown when the database already holds data; the message says how to start over. */
export class DatabaseNotEmptyError extends Error {
  constructor() {
    super('The database already has users: demo data is only seeded into an empty database (reset it first: npm run seed -- --reset)');
    this.name = 'DatabaseNotEmptyError';
  }
}

/** The ids of the fixed roles the migrations wrote, found by code (an administrator may rename a role). */
async function findRoleIds(db: Kysely<Database>): Promise<RoleIds> {
  const rows = await db.selectFrom('roles').select(['id', 'code']).execute();
  const idOfCode = new Map(rows.map((row) => [row.code, row.id]));
  const entries = ROLE_ORDER.map((name) => {
    const id = idOfCode.get(ROLE_CODES[name]);
    if (id === undefined) throw new Error(`The role ${name} (code ${ROLE_CODES[name]}) is missing: migrate the database before seeding`);
    return [name, id];
  });
  return Object.fromEntries(entries) as RoleIds;
}

/**
 * Fills an empty, migrated database with the demo office in one transaction. Deterministic: the
 * same seed gives the same rows (only password hashes, which are salted, differ). The roles and the
 * menus are the migrations' (configuration, not demo data): the seed only links accounts to roles.
 */
export async function seedDemoData(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedSummary> {
  const seed = options.seed ?? DEFAULT_SEED;
  const data = await buildDemoData(seed, await findRoleIds(db));
  await db.transaction().execute(async (trx) => {
    const anyUser = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (anyUser) throw new DatabaseNotEmptyError();
    for (const table of SEEDED_TABLES) await insertTable(trx, data.rows, table);
    if (data.merges.length > 0) {
      const pairs = sql.join(data.merges.map((m) => sql`(${m.id}::int, ${m.mergedIntoId}::int)`));
      await sql`update cases set merged_into_id = m.target from (values ${pairs}) as m(id, target) where cases.id = m.id`.execute(trx);
    }
    for (const table of SEEDED_TABLES) {
      const first = data.rows[table][0];
      if (first && 'id' in first) await syncIdentity(trx, table);
    }
  });
  await rebuildCaseTextIndex(db);
  await seedCommitments(db);
  // Fresh tables have no planner statistics; without them report queries pick nested loops.
  await sql`analyze`.execute(db);
  const counts = Object.fromEntries(SEEDED_TABLES.map((t) => [t, data.rows[t].length])) as Record<SeededTable, number>;
  return { seed, counts, facts: data.facts };
}

function insertTable(db: Kysely<Database>, rows: SeedRows, table: SeededTable): Promise<void> {
  // The log's entries are chained as they are appended, like the product's own.
  if (table === 'activity_logs') return appendLogEntries(db, rows.activity_logs);
  return insertRows(db, rows, table);
}

function insertRows<T extends InsertedTable>(db: Kysely<Database>, rows: InsertedRows, table: T): Promise<void> {
  return insertInBatches(db, table, rows[table]);
}
