import { API_PATHS, withParams, type ReportData, type TableBlock } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

/**
 * A small hand-made session (not the current one) whose figures are worked out by hand below, so the
 * unit × measures family is checked against numbers not taken from the code:
 *
 *   case  status       assignment                      reply (round 1)        evaluation
 *   F1    CLOSED       G SOLE  signed                  A · 座谈会 · 采纳       满意 / 满意
 *   F2    IN_PROGRESS  G LEAD  signed, due passed      —                      —
 *                      P CO    signed                  B · 电话 · 部分采纳      —
 *   F3    ASSIGNED     P SOLE  pending, due ahead      —                      —
 *                      G LEAD  VOID (returned)         —                      —
 *   F4    REHANDLING   P SOLE  REHANDLE, due passed    D · 未联系 · 未采纳      不满意 / 不满意
 *
 * F4 is in its second round, unanswered, and the due day in force (the first one: no re-handling due was
 * set) passed on 04-10: overdue, as the units' workspace and the register count it.
 * G is a government-system unit, P a unit of another system.
 */
describe('Report figures on a hand-made session', () => {
  let t: TestApp;
  let token = '';
  const SESSION = 900;
  const units = { G: '', P: '' };

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('admin', PASSWORDS.admin);
    const { db } = t.ctx;
    const gov = await db
      .selectFrom('handling_units')
      .select(['id', 'name'])
      .where('system', '=', 'GOVERNMENT')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const other = await db
      .selectFrom('handling_units')
      .select(['id', 'name'])
      .where('system', '!=', 'GOVERNMENT')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    units.G = gov.name;
    units.P = other.name;
    const day = (d: string) => new Date(`${d}T10:00:00+08:00`);
    await db
      .insertInto('meetings')
      .values({ id: SESSION, body: 'NPC', jie: 99, ci: 1, name: '测试第九十九届第一次会议', is_current: false })
      .execute();
    const kase = (id: number, no: string, status: string) => ({
      id,
      body: 'NPC' as const,
      kind: 'SUGGESTION' as const,
      session_id: SESSION,
      case_no: no,
      title: `测试建议${no}`,
      period: 'DURING' as const,
      submitter_type: 'MEMBER' as const,
      status,
      category: 'EDUCATION',
      property: 'CURRENT',
      assigned_at: day('2026-01-10'),
    });
    await db
      .insertInto('cases')
      .values([
        kase(900001, 'T99-1-0001', 'CLOSED'),
        kase(900002, 'T99-1-0002', 'IN_PROGRESS'),
        kase(900003, 'T99-1-0003', 'ASSIGNED'),
        kase(900004, 'T99-1-0004', 'REHANDLING'),
      ])
      .execute();
    const assignment = (
      id: number,
      caseId: number,
      unitId: number,
      role: 'SOLE' | 'LEAD' | 'CO',
      status: string,
      due: string,
      signed: boolean,
    ) => ({
      id,
      case_id: caseId,
      unit_id: unitId,
      role,
      status,
      assigned_at: day('2026-01-10'),
      due_at: day(due),
      signed_at: signed ? day('2026-01-12') : null,
    });
    await db
      .insertInto('assignments')
      .values([
        assignment(900001, 900001, gov.id, 'SOLE', 'REPLIED', '2026-04-10', true),
        assignment(900002, 900002, gov.id, 'LEAD', 'SIGNED', '2026-04-10', true),
        assignment(900003, 900002, other.id, 'CO', 'REPLIED', '2026-02-10', true),
        assignment(900004, 900003, other.id, 'SOLE', 'PENDING', '2099-04-10', false),
        assignment(900005, 900003, gov.id, 'LEAD', 'VOID', '2026-04-10', false),
        assignment(900006, 900004, other.id, 'SOLE', 'REHANDLE', '2026-04-10', true),
      ])
      .execute();
    const reply = (id: number, assignmentId: number, result: 'A' | 'B' | 'D', consult: string, adoption: string) => ({
      id,
      assignment_id: assignmentId,
      round: 1,
      replied_at: day('2026-03-01'),
      result_category: result,
      consult_method: consult,
      adoption,
    });
    await db
      .insertInto('replies')
      .values([
        reply(900001, 900001, 'A', 'MEETING', 'ADOPTED'),
        reply(900002, 900003, 'B', 'PHONE', 'PARTIAL'),
        reply(900003, 900006, 'D', 'NONE', 'NOT_ADOPTED'),
      ])
      .execute();
    await db
      .insertInto('evaluations')
      .values([
        {
          id: 900001,
          case_id: 900001,
          assignment_id: 900001,
          round: 1,
          work_satisfaction: 'SATISFIED',
          result_satisfaction: 'SATISFIED',
          evaluated_at: day('2026-03-10'),
        },
        {
          id: 900002,
          case_id: 900004,
          assignment_id: 900006,
          round: 1,
          work_satisfaction: 'UNSATISFIED',
          result_satisfaction: 'UNSATISFIED',
          evaluated_at: day('2026-03-10'),
        },
      ])
      .execute();
  }, 120_000);
  afterAll(() => t.close());

  async function tableOf(id: string, query: Record<string, string | number> = {}): Promise<TableBlock> {
    const res = await request(t.app)
      .get(withParams(API_PATHS.reportData, { id }))
      .query({ sessionId: SESSION, ...query })
      .set({ Authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    const data = res.body.data as ReportData;
    expect(data.subtitle).toContain('测试第九十九届第一次会议');
    return data.blocks.find((b): b is TableBlock => b.type === 'table') as TableBlock;
  }

  const rowsOf = (table: TableBlock) =>
    Object.fromEntries(table.rows.map((r) => [r.kind === 'total' ? '合计' : String(r.cells.unit), r.cells]));

  it('counts status per unit', async () => {
    const rows = rowsOf(await tableOf('caseStatusReportPrint'));
    expect(rows[units.G]).toMatchObject({
      assigned: 2,
      pending: 0,
      handling: 1,
      replied: 1,
      evaluated: 1,
      rehandling: 0,
      closed: 1,
      overdue: 1,
      repliedRate: 0.5,
    });
    expect(rows[units.P]).toMatchObject({
      assigned: 3,
      pending: 1,
      handling: 0,
      replied: 2,
      evaluated: 1,
      rehandling: 1,
      closed: 0,
      overdue: 1,
    });
    expect(rows[units.P]?.repliedRate).toBeCloseTo(2 / 3, 12);
    expect(rows['合计']).toMatchObject({
      assigned: 5,
      pending: 1,
      handling: 1,
      replied: 3,
      evaluated: 2,
      rehandling: 1,
      closed: 1,
      overdue: 2,
      repliedRate: 0.6,
    });
    expect(Object.keys(rows)).toHaveLength(3);
  });

  it('keeps only government-system units in the SFB variant', async () => {
    const rows = rowsOf(await tableOf('caseStatusReportPrintSFB'));
    expect(Object.keys(rows).sort()).toEqual([units.G, '合计'].sort());
    expect(rows['合计']).toMatchObject({ assigned: 2, replied: 1, overdue: 1 });
  });

  it('counts result categories, consultation and satisfaction of the reply in force', async () => {
    const bllb = rowsOf(await tableOf('bllbReportPrint'));
    expect(bllb[units.G]).toMatchObject({ a: 1, b: 0, c: 0, d: 0, replied: 1, abRate: 1 });
    expect(bllb[units.P]).toMatchObject({ a: 0, b: 1, c: 0, d: 1, replied: 2, abRate: 0.5 });
    const mscs = rowsOf(await tableOf('mscsReportPrint'));
    expect(mscs[units.G]).toMatchObject({ meeting: 1, phone: 0, none: 0, replied: 1, consultRate: 1 });
    expect(mscs[units.P]).toMatchObject({ meeting: 0, phone: 1, none: 1, replied: 2, consultRate: 0.5 });
    const satisfaction = rowsOf(await tableOf('srBLDWMYDReportPrint'));
    expect(satisfaction[units.G]).toMatchObject({ replied: 1, workSatisfied: 1, satisfiedRate: 1 });
    expect(satisfaction[units.P]).toMatchObject({ replied: 2, workUnsatisfied: 1, satisfiedRate: 0 });
    expect(satisfaction['合计']).toMatchObject({ replied: 3, workSatisfied: 1, workUnsatisfied: 1, satisfiedRate: 0.5 });
  });

  it('takes progress as of a date: before any reply nothing is replied, and only passed due dates are overdue', async () => {
    const early = rowsOf(await tableOf('progressReportPrint', { asOf: '2026-02-20' }));
    expect(early['合计']).toMatchObject({ assigned: 5, signed: 4, replied: 0, overdue: 1, repliedRate: 0 });
    const late = rowsOf(await tableOf('progressReportPrint', { asOf: '2026-05-01' }));
    expect(late['合计']).toMatchObject({ assigned: 5, signed: 4, replied: 3, overdue: 2, repliedRate: 0.6 });
  });

  it('counts replies by handling role', async () => {
    const table = await tableOf('processTypeReplyPrint');
    const rows = Object.fromEntries(table.rows.map((r) => [String(r.cells.role), r.cells]));
    expect(rows['单办']).toMatchObject({ assigned: 3, replied: 2, overdue: 1 });
    expect(rows['主办']).toMatchObject({ assigned: 1, replied: 0, overdue: 1, repliedRate: 0 });
    expect(rows['协办']).toMatchObject({ assigned: 1, replied: 1, repliedRate: 1 });
    expect(rows['合计']).toMatchObject({ assigned: 5, replied: 3, overdue: 2 });
  });
});
