import { API_PATHS, type CaseFile, LOG_MODULES, type LogEntry, type Paged } from '@proposal-desk/shared';
import { sql } from 'kysely';
import request from 'supertest';
import { npcCategory } from '../../test/case-seats';
import { createTestApp, PASSWORDS, type TestApp } from '../../test/harness';
import { verifyLogChain } from '../db/log-chain/verify-log-chain';

// A case's timeline and the activity log speak the reader's language (migration 018): the Chinese text is
// stored as before, the message key and parameters beside it. The log shows an entry's English text only
// while its stored message still renders the chained Chinese description.

let t: TestApp;
const tokens: Record<string, string> = {};
const bearer = (who: string) => ({ Authorization: `Bearer ${tokens[who]}` });

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await t.login('admin', PASSWORDS.admin);
  tokens.npc01 = await t.login('npc01', PASSWORDS.demo);
});
afterAll(() => t.close());

const caseFile = async (id: number, lang: 'zh' | 'en') =>
  (await request(t.app).get(API_PATHS.caseDetail).set(bearer('npc01')).set('Accept-Language', lang).query({ id })).body.data as CaseFile;

const logRows = async (lang: 'zh' | 'en', query: Record<string, unknown>) => {
  const res = await request(t.app).get(API_PATHS.logList).set(bearer('admin')).set('Accept-Language', lang).query(query);
  expect(res.status).toBe(200);
  return (res.body.data as Paged<LogEntry>).rows;
};

/** An edit behind the product's back (the append-only trigger off around it), as someone with database access would make. */
const behindTheBack = (statement: ReturnType<typeof sql>) =>
  t.ctx.db.transaction().execute(async (trx) => {
    await sql`alter table activity_logs disable trigger activity_logs_no_update`.execute(trx);
    await statement.execute(trx);
    await sql`alter table activity_logs enable trigger activity_logs_no_update`.execute(trx);
  });

describe('the case timeline', () => {
  it('shows each step in the reader’s language, the Chinese text as stored', async () => {
    const submitted = await t.ctx.db
      .selectFrom('cases')
      .select(['id', 'version'])
      .where('status', '=', 'SUBMITTED')
      .where('body', '=', 'NPC')
      .where('kind', '=', 'SUGGESTION')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const registered = await request(t.app).post(API_PATHS.caseRegister).set(bearer('npc01')).send(submitted);
    expect(registered.status).toBe(200);
    const { caseNo, version } = registered.body.data as { caseNo: string; version: number };
    const category = await npcCategory(t);
    const accepted = await request(t.app)
      .post(API_PATHS.caseAccept)
      .set(bearer('npc01'))
      .send({ id: submitted.id, version, category, property: 'CURRENT', isKey: true, opinion: '同意立案' });
    expect(accepted.status).toBe(200);
    const label = await t.ctx.db
      .selectFrom('dictionaries')
      .select(['label_zh', 'label_en'])
      .where('kind', '=', 'category')
      .where('code', '=', category)
      .where('body', '=', 'NPC')
      .executeTakeFirstOrThrow();

    const zh = (await caseFile(submitted.id, 'zh')).events.slice(-2).map((e) => e.action);
    expect(zh).toEqual([`登记，编号${caseNo}`, `审查立案，类别：${label.label_zh}，性质：当年，重点`]);
    const en = (await caseFile(submitted.id, 'en')).events.slice(-2).map((e) => e.action);
    expect(en).toEqual([`Registered as ${caseNo}`, `Accepted; category: ${label.label_en}, property: This year, key case`]);

    const stored = await t.ctx.db
      .selectFrom('case_events')
      .select(['action', 'action_key', 'action_params'])
      .where('case_id', '=', submitted.id)
      .where('step', '=', 'REGISTERED')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ action: `登记，编号${caseNo}`, action_key: 'event.registered', action_params: { caseNo } });
    // The seeded submission speaks English too.
    expect((await caseFile(submitted.id, 'en')).events.find((e) => e.step === 'SUBMITTED')?.action).toBe('Submitted the suggestion');
  });

  it('shows an entry without a message it knows as stored', async () => {
    const kase = await t.ctx.db.selectFrom('cases').select('id').where('status', '=', 'CLOSED').orderBy('id').executeTakeFirstOrThrow();
    const at = new Date('2030-01-01T00:00:00Z');
    await t.ctx.db
      .insertInto('case_events')
      .values([
        { case_id: kase.id, step: 'URGED', action: '旧版本写下的记录', at },
        { case_id: kase.id, step: 'URGED', action: '未知的消息', action_key: 'event.noSuchKey', action_params: '{}', at },
        { case_id: kase.id, step: 'URGED', action: '参数不对', action_key: 'event.urged', action_params: '[1]', at },
      ])
      .execute();
    const actions = (await caseFile(kase.id, 'en')).events.slice(-3).map((e) => e.action);
    expect(actions).toEqual(['旧版本写下的记录', '未知的消息', '参数不对']);
  });
});

describe('the activity log', () => {
  it('shows the product’s entries in English to an English reader, in Chinese as chained', async () => {
    const name = `语言测试部门${Date.now()}`;
    expect((await request(t.app).post(API_PATHS.departmentAdd).set(bearer('admin')).send({ name })).status).toBe(200);
    const query = { module: LOG_MODULES.department, keyword: name };
    expect((await logRows('zh', query)).map((e) => e.description)).toEqual([`新增部门“${name}”（上级：顶级）`]);
    expect((await logRows('en', query)).map((e) => e.description)).toEqual([`Added the department “${name}” (under: top level)`]);

    // The demo history was written with messages too; a client's own entries stay as written.
    expect((await logRows('en', { keyword: '停用用户 retired01' })).map((e) => e.description)).toEqual(['Disabled the user retired01']);
    const written = await request(t.app)
      .post(API_PATHS.logWrite)
      .set(bearer('admin'))
      .send({ Module: LOG_MODULES.member, Description: '客户端写的记录' });
    expect(written.status).toBe(200);
    expect((await logRows('en', { keyword: '客户端写的记录' })).map((e) => e.description)).toEqual(['客户端写的记录']);
  });

  it('shows the chained description when the stored message no longer renders it', async () => {
    const name = `篡改测试部门${Date.now()}`;
    expect((await request(t.app).post(API_PATHS.departmentAdd).set(bearer('admin')).send({ name })).status).toBe(200);
    const query = { module: LOG_MODULES.department, keyword: name };
    const [entry] = await logRows('en', query);
    expect(entry?.description).toBe(`Added the department “${name}” (under: top level)`);
    const chained = `新增部门“${name}”（上级：顶级）`;

    // Parameters edited behind the product's back: the English text would say something the chain never did.
    await behindTheBack(sql`update activity_logs set message_params = ${JSON.stringify({ name: '别的部门', parent: '顶级' })}::jsonb
      where id = ${entry!.id}`);
    expect((await logRows('en', query)).map((e) => e.description)).toEqual([chained]);

    // Another key whose Chinese text differs: the same.
    await behindTheBack(sql`update activity_logs set message_key = 'log.department.deleted', message_params = ${JSON.stringify({ name })}::jsonb
      where id = ${entry!.id}`);
    expect((await logRows('en', query)).map((e) => e.description)).toEqual([chained]);

    // A key that is no message, and parameters that are no parameters: the same.
    await behindTheBack(sql`update activity_logs set message_key = 'log.nothing' where id = ${entry!.id}`);
    expect((await logRows('en', query)).map((e) => e.description)).toEqual([chained]);
    await behindTheBack(sql`update activity_logs set message_key = 'log.department.added', message_params = '"x"'::jsonb
      where id = ${entry!.id}`);
    expect((await logRows('en', query)).map((e) => e.description)).toEqual([chained]);

    // Put back as written, it speaks English again; the chain never covered these columns.
    await behindTheBack(sql`update activity_logs set message_params = ${JSON.stringify({ name, parent: { zh: '顶级', en: 'top level' } })}::jsonb
      where id = ${entry!.id}`);
    expect((await logRows('en', query)).map((e) => e.description)).toEqual([`Added the department “${name}” (under: top level)`]);
    expect(await verifyLogChain(t.ctx.db)).toMatchObject({ ok: true });
  });

  it('writes the Chinese description from the catalogue, byte for byte as before', async () => {
    const row = await t.ctx.db
      .selectFrom('activity_logs')
      .select(['description', 'message_key', 'message_params'])
      .where('username', '=', 'npc01')
      .where('message_key', '=', 'log.user.signedIn')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const npc01 = await t.ctx.db.selectFrom('users').select('staff_name').where('username', '=', 'npc01').executeTakeFirstOrThrow();
    expect(row.description).toBe(`${npc01.staff_name}（npc01）用户名密码登录`);
    expect(row.message_params).toEqual({ name: npc01.staff_name, username: 'npc01', how: { zh: '用户名密码', en: 'with a password' } });
  });
});
