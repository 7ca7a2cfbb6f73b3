import { API_PATHS, type UnitProposals } from '@proposal-desk/shared';
import request from 'supertest';
import { npcCategory, signInSeats, type CaseSeats } from '../../../test/case-seats';
import { createTestApp, type TestApp } from '../../../test/harness';

// 智能交办: units proposed from the units that handled the most similar past cases, lowered for a unit that asked to
// return one; on PGlite and PostgreSQL alike.
let t: TestApp;
let seats: CaseSeats;
let npcSession = 0;
let leadMember = 0;
let category = '';

beforeAll(async () => {
  t = await createTestApp();
  seats = await signInSeats(t, ['unit01', 'unit02', 'cppcc01']);
  category = await npcCategory(t);
  npcSession = (
    await t.ctx.db.selectFrom('meetings').select('id').where('body', '=', 'NPC').where('is_current', '=', true).executeTakeFirstOrThrow()
  ).id;
  leadMember = (await t.ctx.db.selectFrom('users').select('hr_id').where('username', '=', 'dlg001').executeTakeFirstOrThrow())
    .hr_id as number;
});
afterAll(() => t.close());

/** Enters, accepts and assigns a case to these units; answers its file. */
async function assignedCase(title: string, content: string, units: Array<{ unit: string; role: string }>) {
  const entered = await seats.act('npc01', API_PATHS.caseEnter, {
    body: 'NPC',
    kind: 'SUGGESTION',
    sessionId: npcSession,
    leadMemberId: leadMember,
    title,
    content,
  });
  expect(entered.status).toBe(200);
  const accepted = await seats.act('npc01', API_PATHS.caseAccept, {
    id: entered.body.data.id,
    version: entered.body.data.version,
    category,
    property: 'CURRENT',
  });
  expect(accepted.status).toBe(200);
  const assigned = await seats.act('npc01', API_PATHS.caseAssign, {
    id: accepted.body.data.id,
    version: accepted.body.data.version,
    units: units.map((u) => ({ unitId: seats.unitOf(u.unit), role: u.role })),
  });
  expect(assigned.status).toBe(200);
  return seats.file(entered.body.data.id);
}

const propose = (id: number, who = 'npc01') => request(t.app).get(API_PATHS.caseProposeUnits).set(seats.bearer(who)).query({ id });

describe('units proposed for a case (智能交办)', () => {
  it('proposes the unit that handled the similar cases, with its reason, and not the one that asked to return one', async () => {
    await assignedCase('关于治理萤火虫湿地周边光污染的建议', '湿地周边路灯过亮，萤火虫数量锐减，建议改造照明。', [
      { unit: 'unit02', role: 'LEAD' },
      { unit: 'unit01', role: 'CO' },
    ]);
    await assignedCase('关于减少萤火虫湿地光污染的建议', '萤火虫湿地夜间光污染严重，建议夜间限制照明。', [
      { unit: 'unit02', role: 'SOLE' },
    ]);
    const returned = await assignedCase('关于萤火虫湿地光污染整治的建议', '建议整治萤火虫湿地周边的光污染。', [
      { unit: 'unit01', role: 'SOLE' },
    ]);
    const asked = await seats.act('unit01', API_PATHS.caseRequestReturn, {
      id: returned.id,
      version: returned.version,
      assignmentId: returned.assignments[0]!.id,
      reason: '不属于本单位职责',
    });
    expect(asked.status).toBe(200);

    const entered = await seats.act('npc01', API_PATHS.caseEnter, {
      body: 'NPC',
      kind: 'SUGGESTION',
      sessionId: npcSession,
      leadMemberId: leadMember,
      title: '关于萤火虫湿地光污染治理的建议',
      content: '萤火虫湿地周边光污染问题突出，建议改造路灯、夜间限制照明。',
    });
    const res = await propose(entered.body.data.id);
    expect(res.status).toBe(200);
    const proposals = res.body.data as UnitProposals;
    const unit02 = await t.ctx.db
      .selectFrom('handling_units')
      .select('name')
      .where('id', '=', seats.unitOf('unit02'))
      .executeTakeFirstOrThrow();
    expect(proposals.leads[0]).toEqual({
      unitId: seats.unitOf('unit02'),
      unitName: unit02.name,
      similarCases: 2,
      satisfied: 0,
      returned: 0,
      // Not reviewed yet: no category whose past assignments would count.
      categoryCases: 0,
    });
    // unit01 asked to return a similar case as the sole unit: never proposed to lead it.
    expect(proposals.leads.map((lead) => lead.unitId)).not.toContain(seats.unitOf('unit01'));
    expect(proposals.cos.map((co) => co.unitId)).toContain(seats.unitOf('unit01'));
    expect(proposals.basedOn).toBeGreaterThanOrEqual(3);
  });

  it('is the office’s: a unit is refused, and another body’s office finds no such case', async () => {
    const any = await t.ctx.db
      .selectFrom('cases')
      .select('id')
      .where('body', '=', 'NPC')
      .where('status', '=', 'ACCEPTED')
      .executeTakeFirstOrThrow();
    expect((await propose(any.id, 'unit01')).status).toBe(403);
    expect((await propose(any.id, 'cppcc01')).status).toBe(404);
    expect((await propose(2 ** 31)).status).toBe(400);
  });
});
