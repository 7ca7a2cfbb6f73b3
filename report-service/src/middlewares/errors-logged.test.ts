import express from 'express';
import { sql } from 'kysely';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import request from 'supertest';
import { API_PATHS } from '@proposal-desk/shared';
import { createTestApp, PASSWORDS, type TestApp } from '../../test/harness';
import { badRequest, refusedBecause } from '../errors';
import { caseRouter } from '../routes/cases/cases';
import { requireAuth } from './auth';
import { detectLanguage, errorHandler } from './errors';

/** A failure turned into a 400 still reaches the log, with the request it answered (on both databases). */

interface LogLine {
  level: number;
  msg: string;
  req?: { id: number };
  code?: string;
  constraint?: string;
  table?: string;
  err?: { message: string };
}

let t: TestApp;
const lines: LogLine[] = [];
let app: express.Express;

beforeAll(async () => {
  t = await createTestApp();
  await sql`create table refusal_probe (id integer primary key)`.execute(t.ctx.db);
  await sql`create table refusal_probe_child (parent integer references refusal_probe (id))`.execute(t.ctx.db);
  await sql`insert into refusal_probe (id) values (1)`.execute(t.ctx.db);
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  app = express();
  app.use(pinoHttp({ logger }));
  app.use(detectLanguage);
  app.use('/api', requireAuth(t.ctx));
  app.use(caseRouter(t.ctx));
  app.get('/twice', async () => {
    await sql`insert into refusal_probe (id) values (1)`.execute(t.ctx.db);
  });
  app.get('/dangling', async () => {
    await sql`insert into refusal_probe_child (parent) values (999)`.execute(t.ctx.db);
  });
  app.get('/unreadable', () => {
    throw refusedBecause(badRequest('member.importUnreadable'), new Error('end of central directory record signature not found'));
  });
  app.use(errorHandler);
});
afterAll(() => t.close());

/** The log lines of the one request the answer closed (pino-http names each with the request's id). */
async function loggedFor(path: string) {
  lines.length = 0;
  const res = await request(app).get(path);
  const completed = lines.find((line) => line.msg === 'request completed');
  return { res, lines: lines.filter((line) => line.req?.id === completed?.req?.id && line !== completed) };
}

it('answers a unique violation 400 and logs it as a warning with its constraint and the request', async () => {
  const { res, lines: logged } = await loggedFor('/twice');
  expect(res.status).toBe(400);
  expect(res.body.msg).toBe('数据已存在，不能重复');
  expect(logged).toEqual([
    expect.objectContaining({
      level: 40,
      code: '23505',
      constraint: 'refusal_probe_pkey',
      table: 'refusal_probe',
      msg: 'the database refused a write',
    }),
  ]);
});

it('answers a foreign-key violation 400 and logs it as a warning with its constraint and the request', async () => {
  const { res, lines: logged } = await loggedFor('/dangling');
  expect(res.status).toBe(400);
  expect(res.body.msg).toBe('关联的数据不存在或仍被引用');
  expect(logged).toEqual([
    expect.objectContaining({
      level: 40,
      code: '23503',
      constraint: 'refusal_probe_child_parent_fkey',
      table: 'refusal_probe_child',
    }),
  ]);
});

it('logs the failure a refusal answers with the request', async () => {
  const { res, lines: logged } = await loggedFor('/unreadable');
  expect(res.status).toBe(400);
  expect(res.body.msg).toBe('无法读取该 Excel 文件');
  expect(logged).toEqual([
    expect.objectContaining({
      level: 30,
      err: expect.objectContaining({ message: 'end of central directory record signature not found' }),
    }),
  ]);
});

it('shows a reply whose attachments are not JSON with none, and logs it with the reply', async () => {
  const reply = await t.ctx.db
    .selectFrom('replies')
    .innerJoin('assignments', 'assignments.id', 'replies.assignment_id')
    .select(['replies.id', 'assignments.case_id'])
    .orderBy('replies.id')
    .executeTakeFirstOrThrow();
  await t.ctx.db.updateTable('replies').set({ attachment: '旧系统附件.pdf' }).where('id', '=', reply.id).execute();
  const token = await t.login('admin', PASSWORDS.admin);
  lines.length = 0;
  const res = await request(app).get(API_PATHS.caseDetail).query({ id: reply.case_id }).set('Authorization', `Bearer ${token}`);
  expect(res.status).toBe(200);
  const shown = (res.body.data.replies as Array<{ id: number; attachments: unknown[] }>).find((r) => r.id === reply.id);
  expect(shown?.attachments).toEqual([]);
  expect(lines).toContainEqual(
    expect.objectContaining({
      level: 40,
      replyId: reply.id,
      msg: 'a reply’s attachments are not the JSON the upload call answered: shown as none',
    }),
  );
});
