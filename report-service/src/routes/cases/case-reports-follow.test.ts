import { API_PATHS, withParams, type CaseRow, type Paged, type ReportData, type TableBlock } from '@proposal-desk/shared';
import request from 'supertest';
import { npcCategory } from '../../../test/case-seats';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
let npc: string;
const as = () => ({ Authorization: `Bearer ${npc}` });

beforeAll(async () => {
  t = await createTestApp();
  npc = await t.login('npc01', PASSWORDS.demo);
});
afterAll(() => t.close());

/** The data cells of a report's first table, by the row label (the unit's name). */
async function cellsByUnit(reportId: string, sessionId: number): Promise<Map<string, Record<string, unknown>>> {
  const res = await request(t.app)
    .get(withParams(API_PATHS.reportData, { id: reportId }))
    .query({ body: 'NPC', sessionId })
    .set(as());
  expect(res.status).toBe(200);
  const table = (res.body.data as ReportData).blocks.find((b): b is TableBlock => b.type === 'table')!;
  const labelKey = table.columns[0]!.key;
  return new Map(table.rows.filter((r) => r.kind === 'data').map((r) => [String(r.cells[labelKey]), r.cells]));
}

const post = (path: string, body: Record<string, unknown>) => request(t.app).post(path).set(as()).send(body);
const cell = (cells: Map<string, Record<string, unknown>>, unit: string, key: string) => Number(cells.get(unit)?.[key] ?? 0);

describe('reports follow the work', () => {
  it('moves 办理状态统计 and 承办单位统计 by exactly one per unit once a case is registered, accepted and assigned', async () => {
    const submitted = (
      (await request(t.app).get(API_PATHS.caseList).set(as()).query({ body: 'NPC', status: 'SUBMITTED', pageSize: 1 })).body
        .data as Paged<CaseRow>
    ).rows[0]!;
    const [lead, co] = await t.ctx.db.selectFrom('handling_units').select(['id', 'name']).orderBy('id').limit(2).execute();
    const category = await npcCategory(t);
    const statusBefore = await cellsByUnit('caseStatusReportPrint', submitted.sessionId);
    const unitBefore = await cellsByUnit('caseUnitReportPrint', submitted.sessionId);

    const registered = (await post(API_PATHS.caseRegister, { id: submitted.id, version: submitted.version })).body.data;
    const accepted = (await post(API_PATHS.caseAccept, { id: registered.id, version: registered.version, category, property: 'CURRENT' }))
      .body.data;
    const assigned = await post(API_PATHS.caseAssign, {
      id: accepted.id,
      version: accepted.version,
      units: [
        { unitId: lead!.id, role: 'LEAD' },
        { unitId: co!.id, role: 'CO' },
      ],
    });
    expect(assigned.status).toBe(200);

    const statusAfter = await cellsByUnit('caseStatusReportPrint', submitted.sessionId);
    const unitAfter = await cellsByUnit('caseUnitReportPrint', submitted.sessionId);
    for (const unit of [lead!.name, co!.name]) {
      expect(cell(statusAfter, unit, 'assigned') - cell(statusBefore, unit, 'assigned')).toBe(1);
      expect(cell(statusAfter, unit, 'pending') - cell(statusBefore, unit, 'pending')).toBe(1);
      expect(cell(statusAfter, unit, 'replied') - cell(statusBefore, unit, 'replied')).toBe(0);
      expect(cell(unitAfter, unit, 'assigned') - cell(unitBefore, unit, 'assigned')).toBe(1);
    }
    expect(cell(unitAfter, lead!.name, 'main') - cell(unitBefore, lead!.name, 'main')).toBe(1);
    expect(cell(unitAfter, co!.name, 'co') - cell(unitBefore, co!.name, 'co')).toBe(1);
    expect(cell(unitAfter, co!.name, 'main') - cell(unitBefore, co!.name, 'main')).toBe(0);
  });
});
