import { API_PATHS, LOG_MODULES, ROLE_CODES, type NoticeItem } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../test/harness';
import { TEST_TARGET } from '../../test/targets';
import { connectDatabase, type DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import { OPEN_ASSIGNMENT_STATUSES } from '../cases/office-actions';
import { startBoss } from './boss';
import { REMINDER_QUEUE } from './queues';
import { REMINDER_CRON, REMINDER_TIME_ZONE, reminderTimePassed, runCaseReminders, startCaseReminders } from './case-reminders';

// The clock is moved, never waited for: a Monday morning in Beijing, with a holiday added on Friday
// 2026-11-06, so the 7 working days ahead end on Thursday 2026-11-12 (on Friday 11-13 from Tuesday).
const beijing = (day: string, time = '09:00') => new Date(`${day}T${time}:00+08:00`);
const endOf = (day: string) => beijing(day, '23:59');
const MONDAY = beijing('2026-11-02');
const TUESDAY = beijing('2026-11-03');
const WEDNESDAY = beijing('2026-11-04');

let t: TestApp;
const ids: Record<string, number> = {};
const cases: Record<string, { no: string; title: string }> = {};

async function userId(username: string): Promise<number> {
  return (await t.ctx.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

async function addUser(username: string, state: number, unitId: number | null, roleCode?: string): Promise<void> {
  const { id } = await t.ctx.db
    .insertInto('users')
    .values({ username, password_hash: 'x', staff_name: username, unit_id: unitId, state })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (roleCode) {
    const role = await t.ctx.db.selectFrom('roles').select('id').where('code', '=', roleCode).executeTakeFirstOrThrow();
    await t.ctx.db.insertInto('user_roles').values({ user_id: id, role_id: role.id }).execute();
  }
}

/** Adds an assignment to a case of its own; remembers the case's number and title under the same name. */
async function addAssignment(
  name: string,
  caseId: number,
  fields: { unit_id: number; role: 'SOLE' | 'LEAD' | 'CO' | 'SEPARATE'; status: string; due_at: Date; rehandle_due_at?: Date },
): Promise<void> {
  const row = await t.ctx.db
    .insertInto('assignments')
    .values({ case_id: caseId, assigned_at: beijing('2026-08-01'), ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[name] = row.id;
  const kase = await t.ctx.db.selectFrom('cases').select(['case_no', 'title']).where('id', '=', caseId).executeTakeFirstOrThrow();
  cases[name] = { no: kase.case_no ?? '', title: kase.title };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  // Only this file's assignments are open, so every count below is theirs.
  await db
    .updateTable('assignments')
    .set({ status: 'VOID' })
    .where('status', 'in', [...OPEN_ASSIGNMENT_STATUSES])
    .execute();
  await db.insertInto('holidays').values({ date: '2026-11-06', name: '测试假日', workday: false }).execute();
  const unitOf = async (username: string) =>
    (await db.selectFrom('users').select('unit_id').where('username', '=', username).executeTakeFirstOrThrow()).unit_id!;
  const [unitA, unitB] = [await unitOf('unit01'), await unitOf('unit02')];
  await addUser('unit01b', 1, unitA);
  await addUser('unit01off', 0, unitA);
  await addUser('npcoff', 0, null, ROLE_CODES.npcStaff);
  const caseIds = async (body: 'NPC' | 'CPPCC') =>
    (
      await db.selectFrom('cases').select('id').where('body', '=', body).where('case_no', 'is not', null).orderBy('id').limit(4).execute()
    ).map((c) => c.id);
  const [npc, cppcc] = [await caseIds('NPC'), await caseIds('CPPCC')];
  await addAssignment('overdue', npc[0]!, { unit_id: unitA, role: 'LEAD', status: 'SIGNED', due_at: endOf('2026-10-30') });
  await addAssignment('unsigned', npc[1]!, { unit_id: unitA, role: 'CO', status: 'PENDING', due_at: endOf('2026-11-12') });
  await addAssignment('replied', npc[2]!, { unit_id: unitB, role: 'SOLE', status: 'REPLIED', due_at: endOf('2026-10-01') });
  await addAssignment('later', npc[3]!, { unit_id: unitB, role: 'SOLE', status: 'PENDING', due_at: endOf('2027-02-01') });
  await addAssignment('friday', cppcc[0]!, { unit_id: unitB, role: 'SOLE', status: 'SIGNED', due_at: beijing('2026-11-13') });
  await addAssignment('rehandle', cppcc[1]!, {
    unit_id: unitB,
    role: 'SOLE',
    status: 'REHANDLE',
    due_at: endOf('2026-09-01'),
    rehandle_due_at: endOf('2026-11-05'),
  });
  await addAssignment('returning', cppcc[2]!, {
    unit_id: unitA,
    role: 'SEPARATE',
    status: 'RETURN_REQUESTED',
    due_at: endOf('2027-01-04'),
  });
}, 60000);
afterAll(() => t.close());

async function noticesOf(username: string, like = '%') {
  return t.ctx.db
    .selectFrom('notices')
    .select(['title', 'content', 'link', 'dedupe_key'])
    .where('user_id', '=', await userId(username))
    .where('dedupe_key', 'like', like)
    .orderBy('dedupe_key')
    .execute();
}

const keysOf = async (username: string, like = '%') => (await noticesOf(username, like)).map((n) => n.dedupe_key);
const reminderKey = (kind: 'overdue' | 'dueSoon', name: string, day: string) => `reminder:${kind}:${ids[name]}:${day}`;
const named = (name: string) => `${cases[name]!.no} ${cases[name]!.title}`;

async function reminderLogEntries(): Promise<string[]> {
  const rows = await t.ctx.db
    .selectFrom('activity_logs')
    .select(['description', 'user_id', 'username'])
    .where('module', '=', LOG_MODULES.notice)
    .where('description', 'like', '发送办理提醒%')
    .orderBy('id')
    .execute();
  for (const row of rows) expect(row).toMatchObject({ user_id: null, username: '系统' });
  return rows.map((r) => r.description);
}

describe('daily deadline reminders', () => {
  it('writes one notice per open assignment and kind to every enabled user of its unit, linking to the list', async () => {
    expect(await runCaseReminders(t.ctx.db, MONDAY)).toEqual({ day: '2026-11-02', written: 8 });

    const unit01 = await noticesOf('unit01', 'reminder:%');
    expect(unit01).toEqual([
      {
        title: `即将到期：${named('unsigned')}`,
        content: expect.stringMatching(/（协办）办理期限 2026-11-12，即将到期/),
        link: '/handling/assignments?stage=pending',
        dedupe_key: reminderKey('dueSoon', 'unsigned', '2026-11-02'),
      },
      {
        title: `已超期：${named('overdue')}`,
        content: expect.stringMatching(/（主办）办理期限 2026-10-30，已超期/),
        link: '/handling/assignments?stage=overdue',
        dedupe_key: reminderKey('overdue', 'overdue', '2026-11-02'),
      },
    ]);
    expect(await noticesOf('unit01b', 'reminder:%')).toEqual(unit01);
    expect(await noticesOf('unit01off')).toEqual([]);
    // Due after the window (Friday), replied, or due next year: nothing; the re-handling due time is the one in force.
    expect(await noticesOf('unit02', 'reminder:%')).toEqual([
      {
        title: `即将到期：${named('rehandle')}`,
        content: expect.stringMatching(/（单办）办理期限 2026-11-05，即将到期/),
        link: '/handling/assignments?stage=handling',
        dedupe_key: reminderKey('dueSoon', 'rehandle', '2026-11-02'),
      },
    ]);
    expect(await reminderLogEntries()).toEqual(['发送办理提醒 8 条']);
  });

  it("answers the notices' links in the unit's notice list", async () => {
    const token = await t.login('unit01', PASSWORDS.demo);
    const res = await request(t.app).get(API_PATHS.noticeList).set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    const overdue = (res.body.data as NoticeItem[]).find((n) => n.title === `已超期：${named('overdue')}`);
    expect(overdue?.link).toBe('/handling/assignments?stage=overdue');
  });

  it("sends each office's enabled staff one digest of their body's counts", async () => {
    expect(await noticesOf('npc01', 'digest:%')).toEqual([
      {
        title: '办理提醒日报 2026-11-02',
        content: '人大建议：超期 1 件次，7 个工作日内到期 1 件次，待签收 2 件次，申请退回待处理 0 件次。',
        link: '/npc/suggestions?overdue=true',
        dedupe_key: 'digest:NPC:2026-11-02',
      },
    ]);
    expect(await noticesOf('cppcc01', 'digest:%')).toEqual([
      {
        title: '办理提醒日报 2026-11-02',
        content: '政协提案：超期 0 件次，7 个工作日内到期 1 件次，待签收 0 件次，申请退回待处理 1 件次。',
        link: '/cppcc/proposals?overdue=true',
        dedupe_key: 'digest:CPPCC:2026-11-02',
      },
    ]);
    expect(await noticesOf('npcoff')).toEqual([]);
    expect(await noticesOf('admin', 'digest:%')).toEqual([]);
    expect(await noticesOf('unit01', 'digest:%')).toEqual([]);
  });

  it('writes nothing more when run again the same day', async () => {
    expect(await runCaseReminders(t.ctx.db, beijing('2026-11-02', '17:30'))).toEqual({ day: '2026-11-02', written: 0 });
    expect(await keysOf('unit01')).toHaveLength(2);
    expect(await keysOf('npc01', 'digest:%')).toHaveLength(1);
    expect(await reminderLogEntries()).toEqual(['发送办理提醒 8 条']);
  });

  it('the next day writes once more, however many instances run at once', async () => {
    const before = await reminderLogEntries();
    let second: DatabaseHandle | undefined;
    // On PostgreSQL a second instance has its own connections; PGlite is one process's database.
    if (TEST_TARGET === 'postgres') second = await connectDatabase({ databaseUrl: t.databaseUrl, poolSize: 3 });
    const instances: Array<Kysely<Database>> = [t.ctx.db, second?.db ?? t.ctx.db, t.ctx.db, second?.db ?? t.ctx.db];
    try {
      const runs = await Promise.all(instances.map((db) => runCaseReminders(db, TUESDAY)));
      expect(runs.reduce((sum, run) => sum + run.written, 0)).toBe(9);
      const writers = runs.filter((run) => run.written > 0);
      expect((await reminderLogEntries()).slice(before.length)).toEqual(writers.map((run) => `发送办理提醒 ${run.written} 条`));
    } finally {
      await second?.close();
    }
    expect(await keysOf('unit01', 'reminder:%:2026-11-03')).toEqual([
      reminderKey('dueSoon', 'unsigned', '2026-11-03'),
      reminderKey('overdue', 'overdue', '2026-11-03'),
    ]);
    expect(await keysOf('unit01b', 'reminder:%')).toHaveLength(4);
    // Friday's assignment is now inside the 7 working days.
    expect(await keysOf('unit02', 'reminder:%:2026-11-03')).toEqual(
      [reminderKey('dueSoon', 'friday', '2026-11-03'), reminderKey('dueSoon', 'rehandle', '2026-11-03')].sort(),
    );
    expect(await keysOf('npc01', 'digest:%')).toEqual(['digest:NPC:2026-11-02', 'digest:NPC:2026-11-03']);
    expect(await keysOf('cppcc01', 'digest:%')).toEqual(['digest:CPPCC:2026-11-02', 'digest:CPPCC:2026-11-03']);
    expect(await noticesOf('unit01off')).toEqual([]);
  });

  it('skips a digest with nothing to count, and an assignment once replied', async () => {
    await t.ctx.db
      .updateTable('assignments')
      .set({ status: 'REPLIED' })
      .where('id', 'in', [ids.friday!, ids.rehandle!, ids.returning!])
      .execute();
    await runCaseReminders(t.ctx.db, WEDNESDAY);
    expect(await keysOf('cppcc01', 'digest:%:2026-11-04')).toEqual([]);
    expect(await keysOf('unit02', 'reminder:%:2026-11-04')).toEqual([]);
    expect(await keysOf('npc01', 'digest:%:2026-11-04')).toEqual(['digest:NPC:2026-11-04']);
    expect(await keysOf('unit01', 'reminder:%:2026-11-04')).toHaveLength(2);
  });
});

describe('the reminder job', () => {
  let boss: PgBoss | undefined;
  afterAll(async () => {
    await boss?.stop({ graceful: false, timeout: 2000 });
  });

  it('catches up at start-up only once the day’s 08:00 has passed', () => {
    expect(reminderTimePassed(beijing('2026-11-05', '07:59'))).toBe(false);
    expect(reminderTimePassed(beijing('2026-11-05', '08:00'))).toBe(true);
  });

  it('is scheduled daily at 08:00 Beijing time, and a start-up after 08:00 sends the day’s reminders', async () => {
    boss = await startBoss(t.database, t.databaseUrl, t.ctx.logger);
    const thursday = beijing('2026-11-05', '10:15');
    const catchUp = await startCaseReminders({ boss, db: t.ctx.db, logger: t.ctx.logger, clock: () => thursday });
    expect(await boss.getSchedule(REMINDER_QUEUE)).toMatchObject({ cron: REMINDER_CRON, timezone: REMINDER_TIME_ZONE });
    expect(REMINDER_CRON).toBe('0 8 * * *');
    expect(REMINDER_TIME_ZONE).toBe('Asia/Shanghai');
    expect(catchUp).not.toBeNull();
    let state: string | undefined;
    for (let i = 0; i < 120 && state !== 'completed' && state !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      state = (await boss.getJobById(REMINDER_QUEUE, catchUp!))?.state;
    }
    expect(state).toBe('completed');
    expect(await keysOf('unit01', 'reminder:%:2026-11-05')).toEqual([
      reminderKey('dueSoon', 'unsigned', '2026-11-05'),
      reminderKey('overdue', 'overdue', '2026-11-05'),
    ]);
  }, 60000);
});
