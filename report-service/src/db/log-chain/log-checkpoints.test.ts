import { generateKeyPairSync, sign } from 'node:crypto';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_PATHS, LOG_MODULES, type LogCheckpointState } from '@proposal-desk/shared';
import { sql } from 'kysely';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';
import { TEST_TARGET } from '../../../test/targets';
import { jobActor, recordActivity } from '../../lib/activity-log';
import { resetDatabase } from '../seed';
import { GENESIS_HASH, storedEntryHash, type StoredLogEntry } from './chain-hash';
import { checkLogCheckpoints } from './check-checkpoints';
import { loadCheckpointKey } from './checkpoint-key';
import { checkpointFolder, markLogReplaced, readChainHead, signedText, writeDailyCheckpoint } from './checkpoints';
import { logVerifyReport } from './log-verify-report';
import { verifyLogChain } from './verify-log-chain';

let t: TestApp;
let adminToken: string;
const actor = jobActor(null, 'log-checkpoint-test');

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin', PASSWORDS.admin);
}, 120_000);
afterAll(() => t.close());

const db = () => t.ctx.db;
const dataDir = () => t.ctx.env.DATA_DIR;
const key = () => loadCheckpointKey(dataDir());
/** The upkeep's checkpoint of a (future) Beijing day, at 03:30 that night. */
const checkpointOn = (day: string) => writeDailyCheckpoint(db(), dataDir(), key(), new Date(`${day}T03:30:00+08:00`));
const checked = () => checkLogCheckpoints(db(), dataDir());
const fileOf = (month: string) => path.join(checkpointFolder(dataDir()), `${month}.jsonl`);

/** The state as the administrator's log screen reads it; equal to what the checker answers. */
async function apiState(token = adminToken): Promise<LogCheckpointState> {
  const res = await request(t.app).get(API_PATHS.logCheckpoint).set('Authorization', `Bearer ${token}`);
  expect(res.status).toBe(200);
  return res.body.data as LogCheckpointState;
}

async function expectHolds(): Promise<LogCheckpointState> {
  const state = await checked();
  expect(state).toMatchObject({ firstMismatch: null, badLines: 0, keyMissing: false });
  expect(await apiState()).toEqual(state);
  const report = await logVerifyReport(db(), dataDir());
  expect(report.ok).toBe(true);
  return state;
}

/**
 * Statements run as the tables' owner (a superuser) can, behind the product's back: every trigger of the log and
 * of its head switched off around them.
 */
async function asOwner(...statements: ReturnType<typeof sql>[]): Promise<void> {
  await db()
    .transaction()
    .execute(async (trx) => {
      await sql`alter table activity_logs disable trigger user`.execute(trx);
      await sql`alter table activity_log_chain disable trigger user`.execute(trx);
      for (const statement of statements) await statement.execute(trx);
      await sql`alter table activity_logs enable trigger user`.execute(trx);
      await sql`alter table activity_log_chain enable trigger user`.execute(trx);
    });
}

/** Keeps the log and its head aside, so an attack can be undone exactly (ids, times and hashes). */
async function saveLog(): Promise<() => Promise<void>> {
  await sql`create table saved_logs as select * from activity_logs`.execute(db());
  await sql`create table saved_head as select * from activity_log_chain`.execute(db());
  return async () => {
    await asOwner(
      sql`truncate activity_logs`,
      sql`insert into activity_logs select * from saved_logs`,
      sql`update activity_log_chain set last_id = s.last_id, hash = s.hash from saved_head s`,
      sql`drop table saved_logs`,
      sql`drop table saved_head`,
    );
    expect(await verifyLogChain(db())).toMatchObject({ ok: true });
  };
}

async function appendSome(n: number, label: string): Promise<number[]> {
  for (let i = 0; i < n; i++) await recordActivity(db(), actor, LOG_MODULES.menu, `${label} ${i}`);
  const { rows } = await sql<{ id: number }>`select id from activity_logs where description like ${`${label} %`} order by id`.execute(db());
  return rows.map((r) => Number(r.id));
}

const hashOf = async (id: number) =>
  (await db().selectFrom('activity_logs').select('hash').where('id', '=', id).executeTakeFirstOrThrow()).hash;

describe(`the log's checkpoints outside the database (${TEST_TARGET})`, () => {
  it('has none before the first night, and says so', async () => {
    const state = await expectHolds();
    expect(state).toMatchObject({ checkpoints: 0, latest: null, restart: null });
    const report = await logVerifyReport(db(), dataDir());
    expect(report.lines).toContain(
      "No checkpoint of the log's head yet (the nightly upkeep writes one a day into DATA_DIR/log-checkpoints).",
    );
    expect(report.lines).toContain('尚无日志链检查点（每晚的数据库维护每天向 DATA_DIR/log-checkpoints 写入一个）。');
  });

  it('are written one signed line a day into the month’s file, never twice a day, and the administrator reads the latest', async () => {
    const head = await readChainHead(db());
    const first = await checkpointOn('2031-03-30');
    expect(first).toMatchObject({ written: true, line: { kind: 'checkpoint', day: '2031-03-30', ...head } });
    expect(head.entries).toBeGreaterThan(10);
    expect(head.hash).toBe(await hashOf(head.lastId!));
    expect(await checkpointOn('2031-03-30')).toEqual({ written: false, line: first.line });
    const lines = readFileSync(fileOf('2031-03'), 'utf8').trim().split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual([first.line]);
    expect(key().verify(signedText(first.line), first.line.sig)).toBe(true);

    const state = await expectHolds();
    expect(state).toMatchObject({
      checkpoints: 1,
      latest: { day: '2031-03-30', entries: head.entries, lastId: head.lastId, matches: true },
    });
    const report = await logVerifyReport(db(), dataDir());
    expect(report.lines).toContain(
      `Checked against 1 daily checkpoint: the latest, the checkpoint of 2031-03-30 (${head.entries.toLocaleString('en-US')} entries, #${head.lastId}), still matches.`,
    );
  });

  it('is for administrators only', async () => {
    const npc = await t.login('npc01', PASSWORDS.demo);
    expect((await request(t.app).get(API_PATHS.logCheckpoint).set('Authorization', `Bearer ${npc}`)).status).toBe(403);
    expect((await request(t.app).get(API_PATHS.logCheckpoint)).status).toBe(401);
  });

  it('names the day whose head is gone when the tail is cut and the head moved back, which the chain alone calls intact', async () => {
    const ids = await appendSome(6, '将被截掉');
    const { entries } = await readChainHead(db());
    await checkpointOn('2031-03-31');
    const undo = await saveLog();
    const kept = ids[2]!;
    await asOwner(
      sql`delete from activity_logs where id > ${kept}`,
      sql`update activity_log_chain set last_id = ${kept}, hash = ${await hashOf(kept)}`,
    );
    expect(await verifyLogChain(db())).toEqual({ ok: true, entries: entries - 3, lastId: kept });
    // The product writes on after it: the entry the checkpoint names stays gone.
    await recordActivity(db(), actor, LOG_MODULES.menu, '截断之后写入');

    const state = await checked();
    expect(state).toMatchObject({
      checkpoints: 2,
      latest: { day: '2031-03-31', matches: false },
      firstMismatch: { day: '2031-03-31', entries, lastId: ids[5], reason: 'gone', later: 0 },
    });
    expect(await apiState()).toEqual(state);
    const report = await logVerifyReport(db(), dataDir());
    expect(report.ok).toBe(false);
    expect(report.lines).toContain(
      `The checkpoint of 2031-03-31 (${entries.toLocaleString('en-US')} entries, #${ids[5]}) no longer matches: entry #${ids[5]} is gone. The log was cut or rewritten at or before it.`,
    );
    expect(report.lines).toContain(
      `2031-03-31 的检查点（${entries.toLocaleString('en-US')} 条，最后一条为第 ${ids[5]} 条）已不一致：第 ${ids[5]} 条已不存在。日志在此之前被截短或改写。`,
    );
    await undo();
    await expectHolds();
  });

  it('names the day whose head holds another hash when entries were rewritten with every hash after them recomputed', async () => {
    const [edited] = await appendSome(3, '将被改写');
    const { lastId } = await readChainHead(db());
    await checkpointOn('2031-04-01');
    const undo = await saveLog();
    // Rewritten as the product would have written it: the chain is intact, and only the checkpoint tells.
    const { rows } = await sql<StoredLogEntry & { prev_hash: string }>`
      select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, user_id, username, module,
             description, ip, user_agent, source, prev_hash
      from activity_logs where id >= ${edited} order by id`.execute(db());
    let prev = rows[0]!.prev_hash;
    const rewrites = rows.map((row) => {
      const description = Number(row.id) === edited ? '改写后的内容' : row.description;
      const hash = storedEntryHash({ ...row, description }, prev);
      const statement = sql`update activity_logs set description = ${description}, prev_hash = ${prev}, hash = ${hash} where id = ${row.id}`;
      prev = hash;
      return statement;
    });
    await asOwner(...rewrites, sql`update activity_log_chain set hash = ${prev}`);
    expect(await verifyLogChain(db())).toMatchObject({ ok: true });

    expect(await checked()).toMatchObject({
      latest: { day: '2031-04-01', matches: false },
      firstMismatch: { day: '2031-04-01', lastId, reason: 'otherHash', later: 0 },
    });
    const report = await logVerifyReport(db(), dataDir());
    expect(report.lines.find((line) => line.startsWith('The checkpoint of 2031-04-01'))).toMatch(
      new RegExp(`no longer matches: entry #${lastId} has another hash\\.`),
    );
    await undo();
    await expectHolds();
  });

  it('reports the log emptied by a superuser who switched the triggers off, truncated it and set the head back to genesis', async () => {
    const undo = await saveLog();
    await asOwner(sql`truncate activity_logs`, sql`update activity_log_chain set last_id = null, hash = ${GENESIS_HASH}`);
    // What the chain alone says of it.
    expect(await verifyLogChain(db())).toEqual({ ok: true, entries: 0, lastId: null });

    const state = await checked();
    expect(state).toMatchObject({ checkpoints: 3, firstMismatch: { day: '2031-03-30', reason: 'gone', later: 2 } });
    expect(await apiState()).toEqual(state);
    const report = await logVerifyReport(db(), dataDir());
    expect(report.ok).toBe(false);
    expect(report.lines[0]).toMatch(/^The activity log is empty; its chain is intact\./);
    expect(report.lines[1]).toMatch(
      /^The checkpoint of 2031-03-30 \(.+\) no longer matches: entry #\d+ is gone; 2 later checkpoints no longer match either\./,
    );
    expect(report.lines).toContainEqual(
      expect.stringMatching(/^2031-03-30 的检查点（.+）已不一致：第 \d+ 条已不存在；其后还有 2 个检查点也不一致。/),
    );
    await undo();
    await expectHolds();
  });

  it('reports a line whose signature does not verify: edited, signed with another key, or no checkpoint at all', async () => {
    const file = fileOf('2031-04');
    const original = readFileSync(file, 'utf8');
    const line = JSON.parse(original.trim().split('\n').at(-1)!);
    appendFileSync(file, `${JSON.stringify({ ...line, entries: line.entries - 2 })}\n`);
    let state = await checked();
    expect(state).toMatchObject({ badLines: 1, firstBadLine: { file: '2031-04.jsonl', line: 2, day: '2031-04-01' }, firstMismatch: null });
    expect(await apiState()).toEqual(state);
    const report = await logVerifyReport(db(), dataDir());
    expect(report.ok).toBe(false);
    expect(report.lines).toContain(
      "Line 2 of log-checkpoints/2031-04.jsonl (2031-04-01) has a signature that does not verify with this server's key: it was not written by this server, or was changed since.",
    );
    expect(report.lines).toContain(
      'log-checkpoints/2031-04.jsonl 第 2 行（2031-04-01）的签名无法用本服务的密钥核验：它不是本服务写入的，或写入后被改动。',
    );

    const other = generateKeyPairSync('ed25519').privateKey;
    const forged = { ...line, day: '2031-04-02', key: key().id };
    forged.sig = sign(null, Buffer.from(signedText(forged)), other).toString('base64');
    appendFileSync(file, `${JSON.stringify(forged)}\nnot a checkpoint\n`);
    state = await checked();
    expect(state).toMatchObject({ badLines: 3, firstBadLine: { line: 2 } });
    expect((await logVerifyReport(db(), dataDir())).lines).toContainEqual(expect.stringMatching(/; 2 more lines likewise\.$/));

    writeFileSync(file, original);
    await expectHolds();
  });

  it('checks, after a restore, the checkpoints up to the backup’s last entry and sets aside those past it', async () => {
    const { lastId: backedUp } = await readChainHead(db());
    await appendSome(2, '恢复前写入');
    await checkpointOn('2031-04-02');
    // A backup of the log as it was at `backedUp` put back: the entries after it are gone, the head at it.
    await asOwner(
      sql`delete from activity_logs where id > ${backedUp}`,
      sql`update activity_log_chain set last_id = ${backedUp}, hash = ${await hashOf(backedUp!)}`,
    );
    expect(await checked()).toMatchObject({ firstMismatch: { day: '2031-04-02', reason: 'gone' } });
    await markLogReplaced(
      dataDir(),
      key(),
      { kind: 'restore', entries: 0, lastId: backedUp, hash: null },
      new Date('2031-04-02T10:00:00+08:00'),
    );
    const state = await expectHolds();
    expect(state).toMatchObject({
      checkpoints: 3,
      latest: { day: '2031-04-01', matches: true },
      restart: { kind: 'restore', day: '2031-04-02', lastId: backedUp },
    });
    expect((await logVerifyReport(db(), dataDir())).lines).toContain(
      `A backup was restored on 2031-04-02 (its last entry #${backedUp}): the checkpoints past that entry are of the log it replaced and are not checked.`,
    );
  });

  it('sets aside every checkpoint of the log the seed’s reset emptied, and checks the new log’s from the next night', async () => {
    const emptied = await readChainHead(db());
    await resetDatabase(db());
    expect(await verifyLogChain(db())).toEqual({ ok: true, entries: 0, lastId: null });
    expect(await checked()).toMatchObject({ firstMismatch: { reason: 'gone' } });
    await markLogReplaced(dataDir(), key(), { kind: 'reset', ...emptied }, new Date('2031-04-03T09:00:00+08:00'));
    let state = await checked();
    expect(state).toMatchObject({
      checkpoints: 0,
      latest: null,
      firstMismatch: null,
      badLines: 0,
      restart: { kind: 'reset', day: '2031-04-03' },
    });
    const report = await logVerifyReport(db(), dataDir());
    expect(report.ok).toBe(true);
    expect(report.lines).toContain(
      "The log was emptied by the seed's reset on 2031-04-03: the checkpoints before it are of the emptied log and are not checked.",
    );

    await appendSome(2, '重置之后');
    await checkpointOn('2031-04-04');
    state = await checked();
    expect(state).toMatchObject({ checkpoints: 1, latest: { day: '2031-04-04', entries: 2, matches: true }, firstMismatch: null });
  });

  it('does not let a reset hide a log cut before it: the reset emptied less than the checkpoint before it named', async () => {
    await asOwner(sql`truncate activity_logs`, sql`update activity_log_chain set last_id = null, hash = ${GENESIS_HASH}`);
    const emptied = await readChainHead(db());
    expect(emptied).toEqual({ entries: 0, lastId: null, hash: GENESIS_HASH });
    await resetDatabase(db());
    await markLogReplaced(dataDir(), key(), { kind: 'reset', ...emptied }, new Date('2031-04-05T09:00:00+08:00'));
    const state = await checked();
    expect(state).toMatchObject({
      checkpoints: 0,
      firstMismatch: null,
      cutBeforeReset: { day: '2031-04-05', emptied: { entries: 0, lastId: null }, checkpoint: { day: '2031-04-04', entries: 2 } },
    });
    const report = await logVerifyReport(db(), dataDir());
    expect(report.ok).toBe(false);
    expect(report.lines).toContainEqual(
      expect.stringMatching(
        /^The seed's reset of 2031-04-05 emptied a log already cut or rewritten: it held 0 entries, short of the checkpoint of 2031-04-04 \(2 entries, #\d+\) before it\.$/,
      ),
    );
  });
});
