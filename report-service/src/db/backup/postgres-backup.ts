import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { type Kysely, sql } from 'kysely';
import { connectDatabase } from '../connect';
import { chainHashSql, GENESIS_HASH } from '../log-chain/chain-hash';
import type { MigrationName } from '../migrate';
import type { Database } from '../schema';
import { type DatabaseFacts, readDatabaseFacts } from './database-facts';
import { refusals } from './messages';

const PG_BIN = process.env.PG_BIN ?? '/usr/bin';

/** Runs a PostgreSQL client tool (stdin piped in when given); a non-zero exit rejects with its stderr. */
function runTool(tool: string, args: string[], stdin?: NodeJS.ReadableStream | string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(PG_BIN, tool), args, { stdio: [stdin === undefined ? 'ignore' : 'pipe', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (err) => reject(refusals.toolFailed(tool, err.message)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(refusals.toolFailed(tool, errors || `exit code ${code}`))));
    if (typeof stdin === 'string') child.stdin?.end(stdin);
    else if (stdin) stdin.pipe(child.stdin!);
  });
}

const withTempDir = async <T>(work: (dir: string) => Promise<T>): Promise<T> => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pd-backup-'));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/**
 * `pg_dump -Fc` of the database, and its facts read in the very snapshot pg_dump dumps (exported from
 * a repeatable-read transaction), so counts and dump agree while the server keeps running.
 */
export async function dumpPostgres(databaseUrl: string): Promise<{ data: Uint8Array; facts: DatabaseFacts }> {
  const handle = await connectDatabase({ databaseUrl, poolSize: 1 });
  try {
    return await handle.db.connection().execute(async (conn) => {
      await sql`begin isolation level repeatable read read only`.execute(conn);
      try {
        const snapshot = (await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(conn)).rows[0]!.id;
        const facts = await readDatabaseFacts(conn);
        const data = await withTempDir(async (dir) => {
          const file = path.join(dir, 'database.dump');
          await runTool('pg_dump', ['-Fc', `--snapshot=${snapshot}`, '--dbname', databaseUrl, '--file', file]);
          return new Uint8Array(readFileSync(file));
        });
        return { data, facts };
      } finally {
        await sql`commit`.execute(conn);
      }
    });
  } finally {
    await handle.close();
  }
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** SQL that fails the restore's transaction when the restored rows or schema differ from the backup's. */
function checkAgainst(expected: DatabaseFacts): string {
  const checks = Object.entries(expected.rows).map(
    ([table, rows]) =>
      `  IF (SELECT count(*) FROM public.${ident(table)}) <> ${rows} THEN RAISE EXCEPTION '%', ${literal(`restored ${table} does not have ${rows} rows`)}; END IF;`,
  );
  const migrations = literal(expected.migrations.join(','));
  checks.push(
    `  IF (SELECT coalesce(string_agg(name, ',' ORDER BY name), '') FROM public.kysely_migration) <> ${migrations} THEN RAISE EXCEPTION 'restored schema version differs'; END IF;`,
  );
  // A backup made before migration 035 has no `source` column: its entries all hash as the product's.
  const withSource = expected.migrations.includes('035-log-truncate-and-source' satisfies MigrationName);
  const chain = expected.logChain?.ok ? chainChecks(expected.logChain.lastId, withSource) : [];
  return `DO $check$\nDECLARE bad bigint;\nBEGIN\n${[...checks, ...chain].join('\n')}\nEND\n$check$;\n`;
}

/**
 * The activity log's hash chain, checked in the restore's own transaction (no JavaScript runs there, so
 * the hash is the database's: chainHashSql): every entry's hash is that of its fields and links to the
 * entry before, and the head is the last entry. For a backup whose chain was intact; one already broken
 * when it was made restores as it is.
 */
function chainChecks(lastId: number | null, withSource: boolean): string[] {
  const genesis = literal(GENESIS_HASH);
  return [
    `  SELECT x.id INTO bad FROM (SELECT l.id, l.hash, l.prev_hash, lag(l.hash) OVER (ORDER BY l.id) AS before, ${chainHashSql('l', { withSource })} AS computed FROM public.activity_logs l) x`,
    `    WHERE x.hash IS DISTINCT FROM x.computed OR x.prev_hash IS DISTINCT FROM coalesce(x.before, ${genesis}) ORDER BY x.id LIMIT 1;`,
    `  IF bad IS NOT NULL THEN RAISE EXCEPTION 'restored activity log chain is broken at entry %', bad; END IF;`,
    `  IF (SELECT hash FROM public.activity_log_chain WHERE id = 1) IS DISTINCT FROM coalesce((SELECT hash FROM public.activity_logs ORDER BY id DESC LIMIT 1), ${genesis})`,
    `    OR (SELECT max(id) FROM public.activity_logs) IS DISTINCT FROM ${lastId ?? 'NULL'} THEN RAISE EXCEPTION 'restored activity log chain does not end at its head'; END IF;`,
  ];
}

/**
 * Replaces the database with a `pg_dump -Fc` file in one transaction: every schema of the database is
 * dropped, the dump's SQL (`pg_restore --clean --if-exists`) recreates it, and a final check compares
 * the rows with the backup's; any error rolls all of it back. Refused while other sessions are open.
 */
export async function restorePostgres(databaseUrl: string, data: Uint8Array, expected: DatabaseFacts, file: string): Promise<void> {
  await withTempDir(async (dir) => {
    const dump = path.join(dir, 'database.dump');
    writeFileSync(dump, data);
    await runTool('pg_restore', ['--list', dump]).catch((err: unknown) => {
      throw refusals.corrupt(file, `pg_restore cannot read database.dump: ${err instanceof Error ? err.message : String(err)}`);
    });
    const schemas = await currentSchemas(databaseUrl);
    const prologue = [...schemas.map((s) => `DROP SCHEMA IF EXISTS ${ident(s)} CASCADE;`), 'CREATE SCHEMA IF NOT EXISTS public;', ''].join(
      '\n',
    );
    const script = spawn(
      path.join(PG_BIN, 'pg_restore'),
      ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--file', '-', dump],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let scriptErrors = '';
    script.stderr.on('data', (chunk: Buffer) => (scriptErrors += chunk.toString()));
    const input = new PassThrough();
    input.write(prologue);
    script.stdout.pipe(input, { end: false });
    // psql commits at the end of its input: a failed pg_restore ends it with an error instead.
    script.on('close', (code) =>
      input.end(code === 0 ? checkAgainst(expected) : `DO $$ BEGIN RAISE EXCEPTION 'pg_restore failed'; END $$;\n`),
    );
    const psqlArgs = ['--dbname', databaseUrl, '--no-psqlrc', '--quiet', '--single-transaction', '-v', 'ON_ERROR_STOP=1', '--file', '-'];
    await runTool('psql', psqlArgs, input).catch((err: unknown) => {
      throw scriptErrors ? refusals.toolFailed('pg_restore', scriptErrors) : err;
    });
  });
}

const otherSessions = async (db: Kysely<Database>) =>
  (
    await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(db)
  ).rows[0]?.n ?? 0;

/** The database's own schemas, after refusing when another session (a running server) is connected. */
async function currentSchemas(databaseUrl: string): Promise<string[]> {
  const handle = await connectDatabase({ databaseUrl, poolSize: 1 });
  try {
    // A server that was just stopped may still be closing its connections: give them a few seconds.
    let sessions = await otherSessions(handle.db);
    for (const deadline = Date.now() + 5000; sessions > 0 && Date.now() < deadline; sessions = await otherSessions(handle.db))
      await new Promise((resolve) => setTimeout(resolve, 200));
    if (sessions > 0) throw refusals.postgresInUse(sessions);
    const rows = await sql<{ name: string }>`
      select nspname as name from pg_namespace where nspname !~ '^pg_' and nspname <> 'information_schema'`.execute(handle.db);
    return rows.rows.map((r) => r.name);
  } finally {
    await handle.close();
  }
}
