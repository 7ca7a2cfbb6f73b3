import { API_PATHS, LOG_MODULES, type CaseActionAnswer, type CaseNumberPreview, type CaseSettings } from '@proposal-desk/shared';
import request from 'supertest';
import { signInSeats, type CaseSeats } from '../../../test/case-seats';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';
import { beijingDayOf } from '../../lib/beijing-time';

let t: TestApp;
let seats: CaseSeats;
let admin: string;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const read = (token = admin) => request(t.app).get(API_PATHS.caseSettings).set(bearer(token));
const preview = (body: Record<string, unknown>, lang = 'zh', token = admin) =>
  request(t.app).post(API_PATHS.caseNumberPreview).set(bearer(token)).set('Accept-Language', lang).send(body);
const save = (body: Record<string, unknown>, lang = 'zh', token = admin) =>
  request(t.app).put(API_PATHS.caseSettingsSave).set(bearer(token)).set('Accept-Language', lang).send(body);
const settingLogs = () =>
  t.ctx.db
    .selectFrom('activity_logs')
    .select(['description', 'username'])
    .where('module', '=', LOG_MODULES.caseSettings)
    .orderBy('id')
    .execute();

/** Every field of the form as it stands, ready to change one. */
async function current(): Promise<Omit<CaseSettings, 'units'>> {
  const { units: _units, ...values } = (await read()).body.data as CaseSettings;
  return values;
}

/** The current session of the NPC, with a submitted case in it to register. */
async function submittedNpcCase() {
  return t.ctx.db
    .selectFrom('cases')
    .innerJoin('meetings', 'meetings.id', 'cases.session_id')
    .select(['cases.id', 'cases.version', 'meetings.jie', 'meetings.ci', 'meetings.name'])
    .where('cases.body', '=', 'NPC')
    .where('cases.status', '=', 'SUBMITTED')
    .orderBy('meetings.is_current', 'desc')
    .orderBy('meetings.jie', 'desc')
    .orderBy('meetings.ci', 'desc')
    .orderBy('cases.id')
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', PASSWORDS.admin);
  seats = await signInSeats(t, ['unit01']);
});
afterAll(() => t.close());

describe('the handling settings', () => {
  it('shows the administrator the 案号 pattern and each deadline with its unit, as stored', async () => {
    const res = await read();
    expect(res.status).toBe(200);
    const settings = res.body.data as CaseSettings;
    const stored = await t.ctx.db.selectFrom('app_settings').select(['key', 'value']).execute();
    const pattern = stored.find((row) => row.key === 'caseNumberPattern')?.value as Record<string, unknown>;
    const deadlines = stored.find((row) => row.key === 'caseDeadlines')?.value as Record<string, unknown>;
    expect(settings).toMatchObject({ npcPattern: pattern.NPC, cppccPattern: pattern.CPPCC, digits: pattern.digits });
    expect(settings).toMatchObject({ replyMonths: deadlines.replyMonths, returnDays: deadlines.returnDays });
    expect(settings.npcPattern).toBe('R{jie}-{ci}-{seq}');
    expect(settings.units).toEqual({
      replyMonths: 'months',
      coOpinionMonths: 'months',
      rehandleMonths: 'months',
      returnDays: 'workingDays',
      cosignDays: 'workingDays',
      reminderDays: 'workingDays',
      extensionMonths: 'months',
      extensionsMax: 'times',
    });
    // Not stored yet: the defaults of domain.md's extension rule.
    expect(settings).toMatchObject({ extensionMonths: 1, extensionsMax: 2 });
  });

  it('previews the next number of each body under a pattern without drawing it', async () => {
    const kase = await submittedNpcCase();
    const body = { npcPattern: 'NPC{jie}届{ci}次-{seq}', cppccPattern: 'CPPCC{jie}-{ci}-{seq}', digits: 5 };
    const first = await preview(body);
    expect(first.status).toBe(200);
    const numbers = (first.body.data as CaseNumberPreview).numbers;
    expect(numbers.map((n) => n.body)).toEqual(['NPC', 'CPPCC']);
    const npc = numbers.find((n) => n.body === 'NPC');
    expect(npc?.session).toBe(kase.name);
    expect(npc?.caseNo).toMatch(new RegExp(`^NPC${kase.jie}届${kase.ci}次-\\d{5}$`));
    expect(numbers.find((n) => n.body === 'CPPCC')?.caseNo).toMatch(/^CPPCC\d+-\d+-\d{5}$/);
    // A preview draws nothing: asked again, it answers the same numbers.
    expect((await preview(body)).body.data).toEqual(first.body.data);
    // The settings themselves are unchanged.
    expect((await read()).body.data.npcPattern).toBe('R{jie}-{ci}-{seq}');
  });

  it('saves the settings with one log entry of old and new values; the next registration and assignment use them', async () => {
    const before = await current();
    const kase = await submittedNpcCase();
    const changed = { ...before, npcPattern: 'NPC-{jie}-{ci}-{seq}', digits: 5, replyMonths: 5, returnDays: 12 };
    const expected = ((await preview(changed)).body.data as CaseNumberPreview).numbers.find((n) => n.body === 'NPC')?.caseNo;
    const logsBefore = (await settingLogs()).length;

    const res = await save(changed);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('保存成功');
    expect(res.body.data).toMatchObject({ npcPattern: 'NPC-{jie}-{ci}-{seq}', digits: 5, replyMonths: 5, returnDays: 12 });
    expect((await read()).body.data).toMatchObject(changed);

    const logs = await settingLogs();
    expect(logs).toHaveLength(logsBefore + 1);
    expect(logs.at(-1)?.username).toBe('admin');
    expect(logs.at(-1)?.description).toBe(
      `修改办理设置：人大案号格式“${before.npcPattern}”→“NPC-{jie}-{ci}-{seq}”；序号位数${before.digits}位→5位；` +
        `答复期限${before.replyMonths}个月→5个月；申请退回期限${before.returnDays}个工作日→12个工作日`,
    );

    const registered = await seats.act('npc01', API_PATHS.caseRegister, { id: kase.id, version: kase.version });
    expect(registered.status).toBe(200);
    const caseNo = (registered.body.data as CaseActionAnswer).caseNo;
    expect(caseNo).toMatch(new RegExp(`^NPC-${kase.jie}-${kase.ci}-\\d{5}$`));
    expect(caseNo).toBe(expected);

    const assigned = await seats.assignedCase([{ unit: 'unit01', role: 'SOLE' }]);
    const assignment = assigned.assignments[0];
    expect(assignment).toBeDefined();
    const assignedDay = beijingDayOf(new Date(assignment!.assignedAt));
    const dueDay = beijingDayOf(new Date(assignment!.dueAt));
    const [year, month, day] = assignedDay.split('-').map(Number) as [number, number, number];
    const fiveMonthsOn = new Date(Date.UTC(year, month - 1 + 5, day)).toISOString().slice(0, 10);
    // Five months on, moved to the next working day at most a couple of weeks later (a long holiday).
    expect(dueDay >= fiveMonthsOn).toBe(true);
    expect(new Date(dueDay).getTime() - new Date(fiveMonthsOn).getTime()).toBeLessThan(15 * 86_400_000);
  });

  it('refuses a pattern that could repeat numbers and deadlines out of range with a 400 naming the field, in both languages', async () => {
    const before = await current();
    const logsBefore = (await settingLogs()).length;
    const cases: Array<[Record<string, unknown>, string, string, string]> = [
      [
        { npcPattern: 'R{jie}-{ci}' },
        'npcPattern',
        '案号格式须以 {seq}（序号）结尾，且只能出现一次',
        'The pattern must end with {seq} (the sequence), once',
      ],
      [
        { npcPattern: 'R{jie}-{seq}' },
        'npcPattern',
        '案号格式须包含 {jie}（届）和 {ci}（次）各一次',
        'must hold {jie} (term) and {ci} (session)',
      ],
      [
        { cppccPattern: 'Z{jie}{ci}-{seq}' },
        'cppccPattern',
        '否则不同届次的案号可能相同',
        'numbers of different sessions could read the same',
      ],
      [{ npcPattern: 'R{jie}-{ci}-0{seq}' }, 'npcPattern', '占位符之间及 {seq} 之前须有非数字的分隔符', 'non-digit separator'],
      [
        { npcPattern: 'R{year}-{jie}-{ci}-{seq}' },
        'npcPattern',
        '只能使用 {jie}（届）、{ci}（次）、{seq}（序号）',
        'may only use the placeholders',
      ],
      [
        { npcPattern: 'Z{jie}-{ci}-{seq}' },
        'cppccPattern',
        '政协案号格式须以与人大不同的文字开头',
        'must begin with other text than the NPC one',
      ],
      [{ digits: 9 }, 'digits', '序号位数须为1–8之间的整数', 'The sequence digits must be a whole number from 1 to 8'],
      [
        { replyMonths: 0 },
        'replyMonths',
        '答复期限须为1–24之间的整数（月）',
        'The reply deadline must be a whole number of months from 1 to 24',
      ],
      [{ coOpinionMonths: 25 }, 'coOpinionMonths', '协办意见期限须为1–24之间的整数（月）', 'months from 1 to 24'],
      [
        { returnDays: 366 },
        'returnDays',
        '申请退回期限须为1–365之间的整数（工作日）',
        'The return window must be a whole number of working days from 1 to 365',
      ],
      [{ reminderDays: 2.5 }, 'reminderDays', '到期提醒提前天数须为1–365之间的整数（工作日）', 'working days from 1 to 365'],
      [{ cosignDays: 'abc' }, 'cosignDays', '联名响应期限须为1–365之间的整数（工作日）', 'The co-signing window must be'],
    ];
    for (const [change, field, zh, en] of cases) {
      const chinese = await save({ ...before, ...change });
      expect({ change, status: chinese.status }).toEqual({ change, status: 400 });
      expect(chinese.body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
      expect(chinese.body.msg).toContain(zh);
      const english = await save({ ...before, ...change }, 'en');
      expect(english.body.msg).toContain(en);
    }
    // A save that leaves a setting out is refused too, and the preview refuses what the save refuses.
    const { returnDays: _left, ...partial } = before;
    const missing = await save(partial);
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe('returnDays');
    const badPreview = await preview({ npcPattern: 'R{jie}-{ci}', cppccPattern: before.cppccPattern, digits: 4 }, 'en');
    expect(badPreview.status).toBe(400);
    expect(badPreview.body.errors[0]).toMatchObject({
      field: 'npcPattern',
      message: 'The pattern must end with {seq} (the sequence), once',
    });

    expect(await current()).toEqual(before);
    expect(await settingLogs()).toHaveLength(logsBefore);
  });

  it('is for administrators only', async () => {
    const staff = await t.login('npc01', PASSWORDS.demo);
    const before = await current();
    expect((await read(staff)).status).toBe(403);
    expect((await preview(before, 'zh', staff)).status).toBe(403);
    const refused = await save({ ...before, replyMonths: 7 }, 'en', staff);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('You are not allowed to do this');
    expect((await request(t.app).get(API_PATHS.caseSettings)).status).toBe(401);
    expect(await current()).toEqual(before);
  });
});
