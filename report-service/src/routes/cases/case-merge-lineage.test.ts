import {
  API_PATHS,
  type CaseFile,
  type CaseRow,
  type NoticeItem,
  type Paged,
  type ReportData,
  type TableBlock,
  withParams,
} from '@proposal-desk/shared';
import request from 'supertest';
import { signInSeats, type CaseSeats } from '../../../test/case-seats';
import { createTestApp, type TestApp } from '../../../test/harness';

// 并案 with lineage (domain.md "Merge"): the merged case stays readable and points to its main case; the main case
// lists it; its submitters follow the main case's handling and hear of it; the figures count the main case once.
let t: TestApp;
let seats: CaseSeats;

beforeAll(async () => {
  t = await createTestApp();
  seats = await signInSeats(t, ['dlg001', 'unit01']);
});
afterAll(() => t.close());

const total = async (query: Record<string, unknown>) =>
  (
    (
      await request(t.app)
        .get(API_PATHS.caseList)
        .set(seats.bearer('npc01'))
        .query({ body: 'NPC', ...query })
    ).body.data as Paged<CaseRow>
  ).total;

describe('并案 with lineage', () => {
  it('keeps both cases, lists the merged one under its main case, lets its deputy follow the main case, and counts the main case once', async () => {
    // dlg001 writes and submits a suggestion; npc01 registers it.
    const saved = await seats.act('dlg001', API_PATHS.caseSaveDraft, {
      kind: 'SUGGESTION',
      title: '关于并案测试的建议',
      content: '与已立案的建议相同。',
      cosignerIds: [],
    });
    expect(saved.status).toBe(200);
    const submitted = await seats.act('dlg001', API_PATHS.caseSubmit, { id: saved.body.data.id, version: saved.body.data.version });
    expect(submitted.status).toBe(200);
    const own = await seats.file(saved.body.data.id);
    const registered = await seats.act('npc01', API_PATHS.caseRegister, { id: own.id, version: own.version });
    expect(registered.status).toBe(200);

    // The main case: accepted in the same session, not assigned yet; dlg001 does not see it.
    const main = await t.ctx.db
      .selectFrom('cases')
      .select(['id', 'version', 'case_no'])
      .where('status', '=', 'ACCEPTED')
      .where('session_id', '=', own.sessionId)
      .where('id', 'not in', (eb) =>
        eb
          .selectFrom('case_submitters')
          .innerJoin('users', 'users.hr_id', 'case_submitters.member_id')
          .select('case_submitters.case_id')
          .where('users.username', '=', 'dlg001'),
      )
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const seenBefore = await request(t.app).get(API_PATHS.caseDetail).set(seats.bearer('dlg001')).query({ id: main.id });
    expect(seenBefore.status).toBe(404);
    const [mergedBefore, acceptedBefore] = [await total({ figure: 'merged' }), await total({ figure: 'accepted' })];

    const merged = await seats.act('npc01', API_PATHS.caseMerge, {
      id: own.id,
      version: registered.body.data.version,
      mainCaseId: main.id,
      opinion: '内容相同',
    });
    expect(merged.status).toBe(200);

    // Both stay; each points to the other.
    const mergedFile = await seats.file(own.id);
    expect(mergedFile.status).toBe('MERGED');
    expect(mergedFile.mergedInto).toMatchObject({ id: main.id, caseNo: main.case_no });
    expect((await seats.file(main.id)).merged.map((m) => m.id)).toContain(own.id);
    // The figures count the main case once: one more 并案, the same 立案.
    expect(await total({ figure: 'merged' })).toBe(mergedBefore + 1);
    expect(await total({ figure: 'accepted' })).toBe(acceptedBefore);

    // dlg001 now follows the main case: reads its file and hears of its assignment.
    const seen = await request(t.app).get(API_PATHS.caseDetail).set(seats.bearer('dlg001')).query({ id: main.id });
    expect(seen.status).toBe(200);
    const assigned = await seats.act('npc01', API_PATHS.caseAssign, {
      id: main.id,
      version: main.version,
      units: [{ unitId: seats.unitOf('unit01'), role: 'SOLE' }],
    });
    expect(assigned.status).toBe(200);
    const notices = (await request(t.app).get(API_PATHS.noticeList).set(seats.bearer('dlg001'))).body.data as NoticeItem[];
    expect(notices.some((n) => n.link === `/case/detail?id=${main.id}`)).toBe(true);
    const followed = (await request(t.app).get(API_PATHS.caseDetail).set(seats.bearer('dlg001')).query({ id: main.id })).body
      .data as CaseFile;
    expect(followed.assignments.map((a) => a.unitId)).toEqual([seats.unitOf('unit01')]);

    // The handling list names what was merged into the main case.
    const list = await request(t.app)
      .get(withParams(API_PATHS.reportData, { id: 'npcTransactionList' }))
      .query({ body: 'NPC', sessionId: own.sessionId })
      .set(seats.bearer('npc01'));
    const rows = (list.body.data as ReportData).blocks.find((b): b is TableBlock => b.type === 'table')!.rows;
    const mainRow = rows.find((r) => r.kind === 'data' && r.cells.caseNo === main.case_no);
    expect(String(mainRow?.cells.absorbed)).toContain(mergedFile.caseNo ?? '');
  });
});
