import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, type BodyCode } from '@proposal-desk/shared';
import { sql } from 'kysely';
import { signInSeats, type CaseSeats } from '../../../test/case-seats';
import { createTestApp, type TestApp } from '../../../test/harness';
import { TEST_TARGET } from '../../../test/targets';
import { beijingDayOf } from '../../lib/beijing-time';
import { assignmentFacts, countedFacts, type FactScope } from '../../reports/queries/assignment-facts';
import { pgliteDirIn } from '../backup/pglite-backup';
import { connectDatabase } from '../connect';
import { rebuildAssignmentFacts } from './assignment-facts-commands';
import { checkAssignmentFacts } from './assignment-facts-queries';
import { compactCaseCounts } from '../upkeep/upkeep-commands';

// The assignment facts the statistics count, and the months each assignment was replied in, are kept by the writes
// (migrations 026 and 027), as are the open assignments and the case counts of the home page (028) and the case columns
// of the submitter rows (032): every write to an assignment, a reply, an evaluation or a case refreshes them in its own
// transaction, `npm run facts -- --check` compares them with the source rows and `--rebuild` recomputes them.
let t: TestApp;
let seats: CaseSeats;

beforeAll(async () => {
  t = await createTestApp();
  seats = await signInSeats(t, ['unit01']);
});
afterAll(() => t.close());

const expectAgreement = async () => {
  const check = await checkAssignmentFacts(t.ctx.db);
  expect(check).toEqual(expect.objectContaining({ differences: 0, examples: [], caseCounts: 0, submitters: 0 }));
  return check;
};

/** Moves a case to another session of its body (as an office correcting it would), answering that session. */
async function moveToAnotherSession(caseId: number, body: BodyCode, sessionId: number) {
  const other = await t.ctx.db
    .selectFrom('meetings')
    .select('id')
    .where('body', '=', body)
    .where('id', '!=', sessionId)
    .executeTakeFirstOrThrow();
  await t.ctx.db.updateTable('cases').set({ session_id: other.id }).where('id', '=', caseId).execute();
  return other;
}

/** Every fact of every live assignment, taken now, from the kept table (`current`) or derived from the source rows. */
async function factsTakenNow(current: boolean) {
  const scope: FactScope = {
    db: t.ctx.db,
    scope: { kind: 'all' },
    body: null,
    sessionId: null,
    from: null,
    to: null,
    asOf: new Date(),
    current,
    unitId: null,
    unitSystem: null,
  };
  return assignmentFacts(scope).orderBy('f.assignment_id').execute();
}

test('the demo data: one kept row per assignment, equal to the source rows and to the facts derived for now', async () => {
  const check = await expectAgreement();
  const assignments = await t.ctx.db
    .selectFrom('assignments')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(check.rows).toBe(Number(assignments.n));
  const kept = await factsTakenNow(true);
  expect(kept.length).toBeGreaterThan(1000);
  expect(kept).toEqual(await factsTakenNow(false));
});

test('signing, replying, evaluating, sending back and deleting keep the facts in step, each in its own write', async () => {
  let kase = await seats.assignedCase([{ unit: 'unit01', role: 'SOLE' }]);
  const assignmentId = kase.assignments[0]!.id;
  const kept = () =>
    t.ctx.db.selectFrom('assignment_facts').selectAll().where('assignment_id', '=', assignmentId).executeTakeFirstOrThrow();
  // The Beijing months it was replied in (kept beside its facts for the home page's monthly figures).
  const repliedMonths = async () =>
    (
      await t.ctx.db
        .selectFrom('assignment_reply_months')
        .select(['month', 'case_id'])
        .where('assignment_id', '=', assignmentId)
        .orderBy('month')
        .execute()
    ).map((r) => (r.case_id === kase.id ? r.month : `case ${r.case_id}`));
  expect(await repliedMonths()).toEqual([]);
  expect(await kept()).toEqual(expect.objectContaining({ status: 'PENDING', signed_at: null, replied_at: null }));

  expect((await seats.act('unit01', API_PATHS.caseSign, { id: kase.id, version: kase.version, assignmentId })).status).toBe(200);
  expect((await kept()).signed_at).not.toBeNull();
  kase = await seats.file(kase.id);
  const replied = await seats.act('unit01', API_PATHS.caseReply, {
    id: kase.id,
    version: kase.version,
    assignmentId,
    docNo: '京建函〔2026〕91号',
    signer: '张局长',
    repliedOn: beijingDayOf(new Date()),
    resultCategory: 'B',
    adoption: 'PARTIAL',
    content: '已列入明年计划。',
  });
  expect(replied.status).toBe(200);
  expect(await kept()).toEqual(expect.objectContaining({ status: 'REPLIED', reply_round: 1, result_category: 'B', adoption: 'PARTIAL' }));
  const thisMonth = beijingDayOf(new Date()).slice(0, 7);
  expect(await repliedMonths()).toEqual([thisMonth]);
  await expectAgreement();

  // An evaluation written, then changed; the assignment sent back for a second round, which is then answered.
  const evaluation = await t.ctx.db
    .insertInto('evaluations')
    .values({
      case_id: kase.id,
      assignment_id: assignmentId,
      work_satisfaction: 'SATISFIED',
      result_satisfaction: 'BASIC',
      evaluated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect(await kept()).toEqual(expect.objectContaining({ work_satisfaction: 'SATISFIED', result_satisfaction: 'BASIC' }));
  await t.ctx.db.updateTable('evaluations').set({ result_satisfaction: 'UNSATISFIED' }).where('id', '=', evaluation.id).execute();
  expect((await kept()).result_satisfaction).toBe('UNSATISFIED');
  const secondDue = new Date(Date.now() + 30 * 86_400_000);
  await t.ctx.db
    .updateTable('assignments')
    .set({ status: 'REHANDLE', rehandle_due_at: secondDue })
    .where('id', '=', assignmentId)
    .execute();
  expect(await kept()).toEqual(expect.objectContaining({ status: 'REHANDLE', round_in_force: 2, due_at: secondDue }));
  // The second round's reply entered with an earlier date, a month and more before: a second month.
  const earlier = new Date(Date.now() - 40 * 86_400_000);
  await t.ctx.db
    .insertInto('replies')
    .values({ assignment_id: assignmentId, round: 2, replied_at: earlier, result_category: 'A', adoption: 'ADOPTED' })
    .execute();
  expect(await kept()).toEqual(expect.objectContaining({ reply_round: 2, result_category: 'A' }));
  expect(await repliedMonths()).toEqual([beijingDayOf(earlier).slice(0, 7), thisMonth]);
  await t.ctx.db.deleteFrom('evaluations').where('id', '=', evaluation.id).execute();
  expect((await kept()).work_satisfaction).toBeNull();
  await expectAgreement();

  await t.ctx.db.deleteFrom('cases').where('id', '=', kase.id).execute();
  expect(await t.ctx.db.selectFrom('assignment_facts').select('assignment_id').where('assignment_id', '=', assignmentId).execute()).toEqual(
    [],
  );
  await expectAgreement();
});

test("an assignment is open to its unit, with its case's body and due time in force, until answered or its case is closed", async () => {
  const kase = await seats.assignedCase([{ unit: 'unit01', role: 'SOLE' }]);
  const assignmentId = kase.assignments[0]!.id;
  const open = () =>
    t.ctx.db.selectFrom('open_assignments').select(['body', 'status', 'due_at']).where('assignment_id', '=', assignmentId).execute();
  const [row] = await open();
  expect(row).toEqual(expect.objectContaining({ body: kase.body, status: 'PENDING' }));
  const secondDue = new Date(Date.now() - 86_400_000);
  await t.ctx.db
    .updateTable('assignments')
    .set({ status: 'REHANDLE', rehandle_due_at: secondDue })
    .where('id', '=', assignmentId)
    .execute();
  expect(await open()).toEqual([expect.objectContaining({ status: 'REHANDLE', due_at: secondDue })]);
  // A case closed (as one closed before the rule that ends its assignments) leaves nothing open; reopened, it is open again.
  await t.ctx.db.updateTable('cases').set({ status: 'CLOSED' }).where('id', '=', kase.id).execute();
  expect(await open()).toEqual([]);
  await expectAgreement();
  await t.ctx.db.updateTable('cases').set({ status: 'IN_PROGRESS' }).where('id', '=', kase.id).execute();
  expect(await open()).toHaveLength(1);
  await t.ctx.db.updateTable('assignments').set({ status: 'REPLIED' }).where('id', '=', assignmentId).execute();
  expect(await open()).toEqual([]);
  await expectAgreement();
});

test("the facts carry their case's body, session, status and closing, and a session's facts are counted from them alone", async () => {
  const kase = await seats.assignedCase([{ unit: 'unit01', role: 'SOLE' }]);
  const assignmentId = kase.assignments[0]!.id;
  const kept = () =>
    t.ctx.db
      .selectFrom('assignment_facts')
      .select(['body', 'session_id', 'case_status', 'case_closed_at'])
      .where('assignment_id', '=', assignmentId)
      .executeTakeFirstOrThrow();
  const { session_id: sessionId } = await t.ctx.db
    .selectFrom('cases')
    .select('session_id')
    .where('id', '=', kase.id)
    .executeTakeFirstOrThrow();
  expect(await kept()).toEqual({ body: kase.body, session_id: sessionId, case_status: kase.status, case_closed_at: null });
  // The same rows as the facts joined to their cases, for each scope the kept facts answer alone.
  const session = (scope: FactScope['scope'], id: number): FactScope => ({
    db: t.ctx.db,
    scope,
    body: kase.body,
    sessionId: id,
    from: null,
    to: null,
    asOf: new Date(),
    current: true,
    unitId: null,
    unitSystem: null,
  });
  const sameRows = async (scope: FactScope['scope'], id: number) => {
    const counted = await countedFacts(session(scope, id)).orderBy('assignment_id').execute();
    const joined = await assignmentFacts(session(scope, id)).orderBy('f.assignment_id').execute();
    expect(counted).toEqual(joined.map(({ case_no: _no, title: _title, ...facts }) => facts));
    return counted.map((f) => f.assignment_id);
  };
  const unit01 = kase.assignments[0]!.unitId;
  expect(await sameRows({ kind: 'all' }, sessionId)).toContain(assignmentId);
  expect(await sameRows({ kind: 'body', body: kase.body }, sessionId)).toContain(assignmentId);
  expect(await sameRows({ kind: 'unit', unitId: unit01 }, sessionId)).toContain(assignmentId);

  // Closed (as an office closes it), then moved to another session of its body: its facts follow, in the same write.
  const closedAt = new Date();
  await t.ctx.db.updateTable('cases').set({ status: 'CLOSED', closed_at: closedAt }).where('id', '=', kase.id).execute();
  expect(await kept()).toEqual(expect.objectContaining({ case_status: 'CLOSED', case_closed_at: closedAt }));
  const other = await moveToAnotherSession(kase.id, kase.body, sessionId);
  expect((await kept()).session_id).toBe(other.id);
  expect(await sameRows({ kind: 'all' }, sessionId)).not.toContain(assignmentId);
  expect(await sameRows({ kind: 'all' }, other.id)).toContain(assignmentId);
  await expectAgreement();
  await t.ctx.db.deleteFrom('cases').where('id', '=', kase.id).execute();
});

test("each submitter row carries its case's body, session and status through the writes, and a case has one lead", async () => {
  const kase = await seats.assignedCase([{ unit: 'unit01', role: 'SOLE' }]);
  const rows = () =>
    t.ctx.db
      .selectFrom('case_submitters')
      .select(['member_id', 'role', 'body', 'session_id', 'case_status'])
      .where('case_id', '=', kase.id)
      .orderBy('member_id')
      .execute();
  const { session_id: sessionId, lead_member_id: leadId } = await t.ctx.db
    .selectFrom('cases')
    .select(['session_id', 'lead_member_id'])
    .where('id', '=', kase.id)
    .executeTakeFirstOrThrow();
  // Assigned through the API: the rows hold the status it left the case in.
  const assigned = await rows();
  expect(assigned.length).toBeGreaterThan(0);
  expect(assigned.find((r) => r.role === 'LEAD')?.member_id).toBe(leadId);
  for (const row of assigned)
    expect(row).toEqual(expect.objectContaining({ body: kase.body, session_id: sessionId, case_status: 'ASSIGNED' }));
  // A co-signer added later takes its case's columns when written.
  const other = await t.ctx.db
    .selectFrom('member_terms')
    .select('id')
    .where(
      'id',
      'not in',
      assigned.map((r) => r.member_id),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await t.ctx.db.insertInto('case_submitters').values({ case_id: kase.id, member_id: other.id, role: 'COSIGNER' }).execute();
  // Closed, then moved to another session of its body: every row follows in the same write.
  await t.ctx.db.updateTable('cases').set({ status: 'CLOSED', closed_at: new Date() }).where('id', '=', kase.id).execute();
  const meeting = await moveToAnotherSession(kase.id, kase.body, sessionId);
  const moved = await rows();
  expect(moved).toHaveLength(assigned.length + 1);
  for (const row of moved) expect(row).toEqual(expect.objectContaining({ body: kase.body, session_id: meeting.id, case_status: 'CLOSED' }));
  await expectAgreement();
  // A second lead is refused.
  await expect(
    t.ctx.db
      .updateTable('case_submitters')
      .set({ role: 'LEAD' })
      .where('case_id', '=', kase.id)
      .where('member_id', '=', other.id)
      .execute(),
  ).rejects.toThrow(/case_submitters_one_lead/);
  await t.ctx.db.deleteFrom('cases').where('id', '=', kase.id).execute();
});

test('the case counts follow every case written, changed or deleted, and fold into one row a count', async () => {
  const counts = async () =>
    Object.fromEntries(
      (
        await t.ctx.db
          .selectFrom('case_counts')
          .select(['body', 'status', (eb) => eb.fn.sum<string | number>('n').as('n')])
          .groupBy(['body', 'status'])
          .execute()
      ).map((r) => [`${r.body} ${r.status}`, Number(r.n)]),
    );
  const before = await counts();
  // A case accepted, then assigned: one more assigned case, one fewer accepted.
  const kase = await seats.assignedCase([{ unit: 'unit01', role: 'SOLE' }]);
  const key = `${kase.body} ${kase.status}`;
  const after = await counts();
  expect(after[key]).toBe((before[key] ?? 0) + 1);
  expect(Object.values(after).reduce((a, b) => a + b, 0)).toBe(Object.values(before).reduce((a, b) => a + b, 0));
  await t.ctx.db.deleteFrom('cases').where('id', '=', kase.id).execute();
  const deleted = await counts();
  expect(deleted).toEqual({ ...after, [key]: after[key]! - 1 });
  await expectAgreement();
  const rows = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('case_counts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  expect(await rows()).toBeGreaterThan(0);
  await compactCaseCounts(t.ctx.db);
  expect(await counts()).toEqual(deleted);
  const source = await sql<{ n: string | number }>`select count(*) as n from case_counts_source`.execute(t.ctx.db);
  expect(await rows()).toBe(Number(source.rows[0]?.n));
  await expectAgreement();
});

test('the check names a kept row that went wrong, and the rebuild puts it right', async () => {
  const [first] = await t.ctx.db.selectFrom('assignment_facts').select('assignment_id').orderBy('assignment_id').limit(1).execute();
  await t.ctx.db
    .updateTable('assignment_facts')
    .set({ result_category: 'D', reply_round: 9 })
    .where('assignment_id', '=', first!.assignment_id)
    .execute();
  expect(await checkAssignmentFacts(t.ctx.db)).toEqual(expect.objectContaining({ differences: 1, examples: [first!.assignment_id] }));
  // A reply month lost is found too.
  const [replied] = await t.ctx.db
    .selectFrom('assignment_reply_months')
    .select('assignment_id')
    .orderBy('assignment_id', 'desc')
    .limit(1)
    .execute();
  await t.ctx.db.deleteFrom('assignment_reply_months').where('assignment_id', '=', replied!.assignment_id).execute();
  expect(await checkAssignmentFacts(t.ctx.db)).toEqual(
    expect.objectContaining({ differences: 2, examples: [first!.assignment_id, replied!.assignment_id] }),
  );
  // And a case count gone astray.
  await sql`insert into case_counts values ('NPC', 'SUBMITTED', '2020-01', 1)`.execute(t.ctx.db);
  expect(await checkAssignmentFacts(t.ctx.db)).toEqual(expect.objectContaining({ differences: 3, caseCounts: 1 }));
  // And a submitter row that says its case is in another state.
  const [submitter] = await t.ctx.db.selectFrom('case_submitters').select(['case_id', 'member_id']).orderBy('case_id').limit(1).execute();
  await t.ctx.db
    .updateTable('case_submitters')
    .set({ case_status: 'DRAFT', session_id: -1 })
    .where('case_id', '=', submitter!.case_id)
    .where('member_id', '=', submitter!.member_id)
    .execute();
  expect(await checkAssignmentFacts(t.ctx.db)).toEqual(expect.objectContaining({ differences: 4, caseCounts: 1, submitters: 1 }));
  const rows = await rebuildAssignmentFacts(t.ctx.db);
  expect((await expectAgreement()).rows).toBe(rows);
});

test('npm run facts -- --check reads the configured database and says it agrees', async () => {
  const { DATABASE_URL: _configured, ...inherited } = process.env;
  // A data folder of its own (the command keeps a JWT secret there when none is configured).
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'proposal-desk-facts-'));
  let env: Record<string, string>;
  if (TEST_TARGET === 'postgres') env = { DATABASE_URL: t.databaseUrl!, DATA_DIR: dataDir };
  else {
    // The demo database written to the data folder, as `npm start` keeps it.
    const copy = await connectDatabase({
      dataDir: pgliteDirIn(dataDir),
      loadDataDir: new Blob([readFileSync(process.env.PGLITE_TEMPLATE_FILE!)]),
    });
    await copy.close();
    env = { DATA_DIR: dataDir };
  }
  const serviceRoot = path.resolve(__dirname, '../../..');
  const run = spawnSync(path.resolve(serviceRoot, '../node_modules/.bin/tsx'), ['src/db/facts/cli.ts', '--check'], {
    cwd: serviceRoot,
    env: { ...inherited, ...env },
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.stdout).toMatch(/^The facts of \d+ assignments agree with their source rows: 0 differences/);
  expect(run.stdout).toContain('0 处差异');
  expect(run.status).toBe(0);
});
