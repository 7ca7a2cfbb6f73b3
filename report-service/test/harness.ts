import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import forge from 'node-forge';
import pg from 'pg';
import request from 'supertest';
import { createLogger } from '../src/logger';
import type { AppContext } from '../src/app-context';
import { createApp } from '../src/app';
import { CallerCache } from '../src/auth/caller-cache';
import { watchCallerChanges } from '../src/auth/caller-changes';
import { loadRsaKeys } from '../src/auth/rsa';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import { readEnv } from '../src/env';
import { databaseUrlFor, pgTemplateDb, TEST_TARGET } from './targets';

export interface TestApp {
  app: Express;
  ctx: AppContext;
  /** The open database, and its URL on PostgreSQL (the job queue connects on its own). */
  database: DatabaseHandle;
  databaseUrl: string | undefined;
  /** Encrypts as jsencrypt does: PKCS#1 v1.5, 117-byte chunks, 128-byte blocks, base64. */
  encrypt(plain: string): string;
  /** Signs in and returns the token (fails the test when the sign-in fails). */
  login(username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

async function openDatabase(): Promise<{ handle: DatabaseHandle; url?: string; drop: () => Promise<void> }> {
  if (TEST_TARGET === 'postgres') {
    const name = `proposal_desk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrlFor('postgres') });
    await admin.connect();
    await admin.query(`create database ${name} template ${pgTemplateDb()}`);
    await admin.end();
    const handle = await connectDatabase({ databaseUrl: databaseUrlFor(name), poolSize: 5 });
    const drop = async () => {
      const client = new pg.Client({ connectionString: databaseUrlFor('postgres') });
      await client.connect();
      // Let the closed pool's connections go first: forcing them off would fail a connection still saying goodbye.
      for (let i = 0; i < 50; i++) {
        const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
    return { handle, url: databaseUrlFor(name), drop };
  }
  const file = process.env.PGLITE_TEMPLATE_FILE;
  if (!file) throw new Error('global setup did not prepare the PGlite template');
  const handle = await connectDatabase({ loadDataDir: new Blob([readFileSync(file)]) });
  return { handle, drop: async () => {} };
}

/** The real app on a fresh copy of the seeded demo database. */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const { handle, url, drop } = await openDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'proposal-desk-test-'));
  const env = readEnv({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-'.padEnd(48, 'x'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...overrides,
  });
  const ctx: AppContext = {
    env,
    db: handle.db,
    dbKind: handle.kind,
    rsa: loadRsaKeys(dataDir),
    logger: createLogger('silent'),
    callers: new CallerCache(),
    ready: { migrated: true },
  };
  await watchCallerChanges(handle, ctx.callers, ctx.logger);
  const app = createApp(ctx);
  const publicKey = forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(forge.util.decode64(ctx.rsa.publicKeyBase64)));
  const encrypt = (plain: string) => {
    const bytes = forge.util.encodeUtf8(plain);
    let cipher = '';
    for (let i = 0; i < bytes.length || i === 0; i += 117) cipher += publicKey.encrypt(bytes.slice(i, i + 117), 'RSAES-PKCS1-V1_5');
    return forge.util.encode64(cipher);
  };
  const login = async (username: string, password: string) => {
    const res = await request(app)
      .get('/api/Login/GetJwtToken3')
      .query({ username, password: encrypt(password) });
    if (res.status !== 200 || !res.body?.data?.token)
      throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.token as string;
  };
  return {
    app,
    ctx,
    database: handle,
    databaseUrl: url,
    encrypt,
    login,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

/**
 * A second instance of the app on the same database, with connections and a caller cache of its own (on
 * PGlite the same database, which is one process's); closed before `t`.
 */
export async function createPeerApp(t: TestApp): Promise<{ app: Express; ctx: AppContext; close(): Promise<void> }> {
  const handle = t.databaseUrl ? await connectDatabase({ databaseUrl: t.databaseUrl, poolSize: 3 }) : t.database;
  const ctx: AppContext = { ...t.ctx, db: handle.db, callers: new CallerCache() };
  await watchCallerChanges(handle, ctx.callers, ctx.logger);
  return { app: createApp(ctx), ctx, close: () => (handle === t.database ? Promise.resolve() : handle.close()) };
}

/** The demo accounts' passwords (the seed's fixed accounts). */
export const PASSWORDS = { admin: 'Admin@2026', demo: 'Demo@2026' } as const;

/** A demo account's link: its handling unit (`unit_id`) or its deputy's or member's term (`hr_id`). */
export async function accountLink(t: TestApp, username: string, column: 'unit_id' | 'hr_id'): Promise<number> {
  const row = await t.ctx.db.selectFrom('users').select(column).where('username', '=', username).executeTakeFirstOrThrow();
  return Number(row[column]);
}

/**
 * What a letter report needs to be written in a test: its one recipient — unit01's unit, or a deputy (dlg001) or
 * member (the lead of the first CPPCC case) of the body — and nothing for other reports.
 */
export async function letterRecipient(t: TestApp, reportId: string, body: 'NPC' | 'CPPCC' = 'NPC'): Promise<Record<string, number>> {
  if (reportId === 'assignmentLetterPrint') return { unitId: await accountLink(t, 'unit01', 'unit_id') };
  if (reportId !== 'memberLetterPrint') return {};
  if (body === 'NPC') return { memberId: await accountLink(t, 'dlg001', 'hr_id') };
  const lead = await t.ctx.db
    .selectFrom('cases')
    .select('lead_member_id')
    .where('body', '=', 'CPPCC')
    .where('lead_member_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { memberId: Number(lead.lead_member_id) };
}
