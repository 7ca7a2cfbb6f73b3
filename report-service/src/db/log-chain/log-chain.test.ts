import { randomBytes } from 'node:crypto';
import { API_PATHS, type ClientLogModule, LOG_MODULES, type LogChainState } from '@proposal-desk/shared';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';
import { databaseUrlFor, TEST_TARGET } from '../../../test/targets';
import { jobActor, recordActivity, recordClientEntry } from '../../lib/activity-log';
import { connectDatabase, type DatabaseHandle } from '../connect';
import { migrateTo, migrateToLatest } from '../migrate';
import type { Database } from '../schema';
import { appendLogEntries, type NewLogEntry } from './append';
import { chainHashSql, entryHash, GENESIS_HASH, storedEntryHash } from './chain-hash';
import { verifyLogChain } from './verify-log-chain';

let t: TestApp;
let adminToken: string;
let npcToken: string;
const actor = jobActor(null, 'log-chain-test');

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin', PASSWORDS.admin);
  npcToken = await t.login('npc01', PASSWORDS.demo);
}, 120_000);
afterAll(() => t.close());

const db = () => t.ctx.db;
const verify = () => verifyLogChain(db());

/** The chain's state as the administrator's log screen reads it. */
async function apiState(token = adminToken): Promise<LogChainState> {
  const res = await request(t.app).get(API_PATHS.logChain).set('Authorization', `Bearer ${token}`);
  expect(res.status).toBe(200);
  return res.body.data as LogChainState;
}

/** The verifier and the API both name the entry, and what was done to it. */
async function expectBroken(firstBadId: number, problem: 'changed' | 'deleted' | 'outOfOrder'): Promise<void> {
  const state = await verify();
  expect(state).toMatchObject({ ok: false, firstBadId, problem });
  expect(await apiState()).toEqual(state);
}

async function expectIntact(): Promise<LogChainState> {
  const state = await verify();
  const { rows } = await sql<{ n: number; last: number }>`select count(*)::int as n, max(id)::int as last from activity_logs`.execute(db());
  expect(state).toEqual({ ok: true, entries: rows[0]!.n, lastId: rows[0]!.last });
  return state;
}

/**
 * A statement run behind the product's back, as someone with database access would: the append-only
 * trigger is switched off around it.
 */
async function behindTheBack(statement: ReturnType<typeof sql>): Promise<void> {
  await db()
    .transaction()
    .execute(async (trx) => {
      await sql`alter table activity_logs disable trigger activity_logs_no_update`.execute(trx);
      await statement.execute(trx);
      await sql`alter table activity_logs enable trigger activity_logs_no_update`.execute(trx);
    });
}

type StoredRow = Record<string, unknown> & { id: number; hash: string; prev_hash: string; at_text: string };

/** A row as stored, its time as text to the microsecond (a Date keeps milliseconds). */
const rowOf = async (id: number): Promise<StoredRow> =>
  (await sql<StoredRow>`select *, created_at::text as at_text from activity_logs where id = ${id}`.execute(db())).rows[0]!;

/** Puts a deleted row back exactly as it was (id, time and hashes). */
const putBack = (row: StoredRow) =>
  behindTheBack(sql`insert into activity_logs (id, user_id, username, module, description, ip, user_agent, created_at, prev_hash, hash)
    values (${row.id}, ${row.user_id}, ${row.username}, ${row.module}, ${row.description}, ${row.ip}, ${row.user_agent},
            ${row.at_text}::timestamptz, ${row.prev_hash}, ${row.hash})`);

/** Appends `n` entries through the product's own function and answers their ids. */
async function appendSome(n: number, label: string): Promise<number[]> {
  for (let i = 0; i < n; i++) await recordActivity(db(), actor, LOG_MODULES.menu, `${label} ${i}`);
  const { rows } = await sql<{ id: number }>`select id from activity_logs where description like ${`${label} %`} order by id`.execute(db());
  return rows.map((r) => Number(r.id));
}

describe(`the activity log's hash chain (${TEST_TARGET})`, () => {
  it('is intact in the seeded demo office, and the administrator reads the same state', async () => {
    const state = await expectIntact();
    expect(state.ok && state.entries).toBeGreaterThan(10);
    expect(await apiState()).toEqual(state);
    const head = await db().selectFrom('activity_log_chain').selectAll().executeTakeFirstOrThrow();
    expect(Number(head.last_id)).toBe(state.ok ? state.lastId : -1);
  });

  it('is for administrators only', async () => {
    const res = await request(t.app).get(API_PATHS.logChain).set('Authorization', `Bearer ${npcToken}`);
    expect(res.status).toBe(403);
    expect((await request(t.app).get(API_PATHS.logChain)).status).toBe(401);
  });

  it('stays intact through the product’s writes, concurrent ones included', async () => {
    const before = await expectIntact();
    // Entries written through the API (a client's own entry, a sign-in) and many appends at once.
    const written = await request(t.app)
      .post(API_PATHS.logWrite)
      .set('Authorization', `Bearer ${npcToken}`)
      .send({ Module: '个人中心', Description: '确认个人信息' });
    expect(written.status).toBe(200);
    await t.login('cppcc01', PASSWORDS.demo);
    await Promise.all(Array.from({ length: 24 }, (_, i) => recordActivity(db(), actor, LOG_MODULES.menu, `同时写入 ${i}`)));
    const after = await expectIntact();
    expect(after.entries).toBe(before.entries + 26);
  });

  it('names an entry whose description, time, hash or link was edited', async () => {
    const [id] = await appendSome(3, '将被修改');
    const original = await rowOf(id!);
    for (const edit of [
      sql`update activity_logs set description = '改过的内容' where id = ${id}`,
      sql`update activity_logs set created_at = created_at - interval '1 day' where id = ${id}`,
      sql`update activity_logs set user_id = null, username = 'nobody' where id = ${id}`,
      sql`update activity_logs set hash = ${'f'.repeat(64)} where id = ${id}`,
      sql`update activity_logs set prev_hash = ${GENESIS_HASH} where id = ${id}`,
    ]) {
      await behindTheBack(edit);
      await expectBroken(id!, 'changed');
      await behindTheBack(sql`delete from activity_logs where id = ${id}`);
      await putBack(original);
      await expectIntact();
    }
  });

  it('names the entry deleted from the middle, from the start and from the end, and keeps naming it after later writes', async () => {
    const [a, b] = await appendSome(3, '将被删除');
    const middle = await rowOf(b!);
    await behindTheBack(sql`delete from activity_logs where id = ${b}`);
    await expectBroken(b!, 'deleted');
    expect(await verify()).toMatchObject({ lastGoodId: a });
    await putBack(middle);
    await expectIntact();

    const first = await rowOf(Number((await sql<{ id: number }>`select min(id) as id from activity_logs`.execute(db())).rows[0]!.id));
    await behindTheBack(sql`delete from activity_logs where id = ${first.id}`);
    await expectBroken(first.id, 'deleted');
    await putBack(first);
    await expectIntact();

    // The last entry: the head still names it, and the next entry the product writes links to it.
    const [last] = (await appendSome(1, '最后一条')).slice(-1);
    const lastRow = await rowOf(last!);
    await behindTheBack(sql`delete from activity_logs where id = ${last}`);
    await expectBroken(last!, 'deleted');
    await recordActivity(db(), actor, LOG_MODULES.menu, '删除之后写入');
    await expectBroken(last!, 'deleted');
    await putBack(lastRow);
    await expectIntact();
  });

  it('names a row inserted between two entries, after the last one, or backdated', async () => {
    // A rolled-back write leaves an id unused between two entries; a row slipped in there is named.
    const [before] = await appendSome(1, '空号之前');
    await sql`select nextval(pg_get_serial_sequence('activity_logs', 'id'))`.execute(db());
    await appendSome(1, '空号之后');
    const gap = before! + 1;
    const beforeRow = await rowOf(before!);
    const forged = (id: number, prevHash: string, at = 'now()') =>
      sql`insert into activity_logs (id, user_id, username, module, description, created_at, prev_hash, hash)
          values (${id}, null, 'intruder', ${LOG_MODULES.menu}, '补写的记录', ${sql.raw(at)}, ${prevHash}, ${randomBytes(32).toString('hex')})`;
    await behindTheBack(forged(gap, beforeRow.hash));
    await expectBroken(gap, 'outOfOrder');
    await behindTheBack(sql`delete from activity_logs where id = ${gap}`);
    await expectIntact();

    // After the last entry, taking the next id as an insert would, backdated a year.
    const next = Number(
      (await sql<{ id: number }>`select nextval(pg_get_serial_sequence('activity_logs', 'id')) as id`.execute(db())).rows[0]!.id,
    );
    const head = await db().selectFrom('activity_log_chain').select('hash').executeTakeFirstOrThrow();
    await behindTheBack(forged(next, head.hash, "now() - interval '1 year'"));
    await expectBroken(next, 'outOfOrder');
    // Even with a hash computed as the product would: the head the product wrote is before it.
    const [row] = (
      await sql<{ at: string; prev_hash: string }>`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, prev_hash from activity_logs where id = ${next}`.execute(
        db(),
      )
    ).rows;
    const hash = entryHash(
      {
        id: next,
        at: row!.at,
        userId: null,
        username: 'intruder',
        module: LOG_MODULES.menu,
        description: '补写的记录',
        ip: '',
        userAgent: '',
        source: 'product',
      },
      row!.prev_hash,
    );
    await behindTheBack(sql`update activity_logs set hash = ${hash} where id = ${next}`);
    await expectBroken(next, 'outOfOrder');
    // A product write after it chains onto the head, passing over the row.
    await recordActivity(db(), actor, LOG_MODULES.menu, '插入之后写入');
    await expectBroken(next, 'outOfOrder');
    await behindTheBack(sql`delete from activity_logs where id = ${next}`);
    await expectIntact();
  });

  it('hashes in the database exactly as in the server (the PostgreSQL restore checks with it)', async () => {
    const awkward: NewLogEntry[] = [
      '引号 " 反斜杠 \\ 斜杠 / 单引号 \'',
      '换行\n回车\r制表\t退格\b换页\f控制\u0001\u001f删除\u007f',
      '表情 😀 组合 é 行分隔 \u2028 段分隔 \u2029',
      `${'长'.repeat(1999)}😀`,
      '孤立代理 \ud800 结尾',
    ].map((description, i) => ({
      userId: i === 0 ? null : 1,
      username: `用户${i}`,
      module: '模块',
      description,
      ip: '::1',
      userAgent: 'UA "x"',
      // Every other one a client's entry, whose source the hash covers.
      ...(i % 2 === 1 ? { source: 'client' as const } : {}),
    }));
    await appendLogEntries(db(), awkward);
    const { rows } = await sql<{ id: number; hash: string; computed: string }>`
      select l.id, l.hash, ${sql.raw(chainHashSql('l'))} as computed from activity_logs l order by l.id desc limit ${awkward.length + 5}`.execute(
      db(),
    );
    expect(rows.length).toBe(awkward.length + 5);
    for (const row of rows) expect([row.id, row.computed]).toEqual([row.id, row.hash]);
    await expectIntact();
  });
});

describe(`a client's entry (${TEST_TARGET})`, () => {
  it('is stored as the client’s, and turning it into the product’s (or the product’s into a client’s) is named as a change', async () => {
    await recordClientEntry(db(), actor, '客户端模块' as ClientLogModule, '客户端写入的记录');
    await recordActivity(db(), actor, LOG_MODULES.menu, '产品写入的记录');
    const { rows } = await sql<{ id: number; source: string }>`
      select id, source from activity_logs where description in ('客户端写入的记录', '产品写入的记录') order by id`.execute(db());
    expect(rows.map((r) => r.source)).toEqual(['client', 'product']);
    await expectIntact();
    for (const [{ id, source }, flipped] of [
      [rows[0]!, 'product'],
      [rows[1]!, 'client'],
    ] as const) {
      await behindTheBack(sql`update activity_logs set source = ${flipped} where id = ${id}`);
      await expectBroken(Number(id), 'changed');
      await behindTheBack(sql`update activity_logs set source = ${source} where id = ${id}`);
      await expectIntact();
    }
  });
});

/** A fresh, empty database of the suite's kind, and how to remove it. */
async function freshDatabase(): Promise<{ handle: DatabaseHandle; remove(): Promise<void> }> {
  if (TEST_TARGET === 'pglite') {
    const handle = await connectDatabase({});
    return { handle, remove: () => handle.close() };
  }
  const name = `proposal_desk_chain_${process.pid}_${randomBytes(4).toString('hex')}`;
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: databaseUrlFor('postgres') });
    await admin.connect();
    await admin.query(statement).finally(() => admin.end());
  };
  await onServer(`create database ${name}`);
  const handle = await connectDatabase({ databaseUrl: databaseUrlFor(name), poolSize: 2 });
  return {
    handle,
    remove: async () => {
      await handle.close();
      await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}

describe(`migration 013 (${TEST_TARGET})`, () => {
  it('chains the entries written before it, in id order, and the product appends after them', async () => {
    const { handle, remove } = await freshDatabase();
    try {
      const old = handle.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      await migrateTo(handle.db, '012-report-indexes');
      // Entries of an older version, one written out of time order and one with a gap before it.
      await sql`insert into activity_logs (module, description, created_at) values
        ('系统登录', '第一条', '2026-01-02T03:04:05.123456+08:00'),
        ('系统登录', '第二条', '2026-01-01T00:00:00Z'),
        ('用户管理', '第三条', now())`.execute(old);
      await sql`select nextval(pg_get_serial_sequence('activity_logs', 'id'))`.execute(old);
      await sql`insert into activity_logs (module, description) values ('用户管理', '空号之后')`.execute(old);
      await migrateToLatest(handle.db);
      expect(await verifyLogChain(handle.db as Kysely<Database>)).toEqual({ ok: true, entries: 4, lastId: 5 });
      await recordActivity(handle.db, actor, LOG_MODULES.menu, '迁移之后');
      expect(await verifyLogChain(handle.db)).toEqual({ ok: true, entries: 5, lastId: 6 });
      const first = await handle.db.selectFrom('activity_logs').select('prev_hash').where('id', '=', 1).executeTakeFirstOrThrow();
      expect(first.prev_hash).toBe(GENESIS_HASH);
      // The append-only trigger is on again.
      await expect(sql`update activity_logs set description = 'x'`.execute(handle.db)).rejects.toThrow(/append-only/);
    } finally {
      await remove();
    }
  });

  it('leaves an empty log with an intact chain', async () => {
    const { handle, remove } = await freshDatabase();
    try {
      await migrateToLatest(handle.db);
      expect(await verifyLogChain(handle.db)).toEqual({ ok: true, entries: 0, lastId: null });
    } finally {
      await remove();
    }
  });
});

describe(`migration 035 (${TEST_TARGET})`, () => {
  it('keeps the chain written before it intact, every entry the product’s, and refuses TRUNCATE from then on', async () => {
    const { handle, remove } = await freshDatabase();
    try {
      await migrateTo(handle.db, '032-submissions-by-session');
      // Entries chained as the product did before: no source column yet.
      const old = handle.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      let prev = GENESIS_HASH;
      for (const [id, description] of [
        [1, '第一条'],
        [2, '第二条'],
      ] as const) {
        const at = `2026-01-0${id}T00:00:00.000000Z`;
        const fields = { id, at, user_id: null, username: '', module: '个人中心', description, ip: '', user_agent: '' };
        const hash = storedEntryHash(fields, prev);
        await sql`insert into activity_logs (id, module, description, created_at, prev_hash, hash)
          values (${id}, '个人中心', ${description}, ${at}, ${prev}, ${hash})`.execute(old);
        prev = hash;
      }
      await sql`update activity_log_chain set last_id = 2, hash = ${prev}`.execute(old);
      await sql`select setval(pg_get_serial_sequence('activity_logs', 'id'), 2)`.execute(old);
      expect(await verifyLogChain(handle.db)).toEqual({ ok: true, entries: 2, lastId: 2 });

      await migrateToLatest(handle.db);
      expect(await verifyLogChain(handle.db)).toEqual({ ok: true, entries: 2, lastId: 2 });
      const sources = await handle.db.selectFrom('activity_logs').select('source').distinct().execute();
      expect(sources).toEqual([{ source: 'product' }]);
      await recordClientEntry(handle.db, actor, '个人中心' as ClientLogModule, '迁移之后');
      expect(await verifyLogChain(handle.db)).toEqual({ ok: true, entries: 3, lastId: 3 });
      await expect(sql`truncate activity_logs`.execute(handle.db)).rejects.toThrow(/append-only/);
      await expect(sql`delete from activity_log_chain`.execute(handle.db)).rejects.toThrow(/cannot be removed/);
    } finally {
      await remove();
    }
  });
});
