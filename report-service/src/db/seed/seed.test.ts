import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import {
  ASSIGNMENT_ROLES,
  ASSIGNMENT_STATUSES,
  CASE_PROPERTIES,
  CASE_STATUSES,
  CONSULT_METHODS,
  RESULT_CATEGORIES,
  SATISFACTIONS,
} from '@proposal-desk/shared/src/domain/enums';
import { PROFILE_CONFIRM_MODULE } from '@proposal-desk/shared/src/schemas/log';
import { bigrams, dice, DUPLICATE_TITLE_LIKENESS, normalizeTitle } from '@proposal-desk/shared/src/domain/similarity';
import { verifyPassword } from '../../auth/passwords';
import { connectDatabase, type DatabaseHandle } from '../connect';
import { migrateToLatest } from '../migrate';
import type { Database } from '../schema';
import { duplicateMatters } from './duplicates';
import { DATA_AS_OF, DatabaseNotEmptyError, DEMO_ACCOUNTS, resetDatabase, seedDemoData, type SeedSummary } from './index';

let first: DatabaseHandle;
let second: DatabaseHandle;
let summary: SeedSummary;

beforeAll(async () => {
  first = await connectDatabase({});
  second = await connectDatabase({});
  await migrateToLatest(first.db);
  await migrateToLatest(second.db);
  summary = await seedDemoData(first.db);
}, 120_000);

afterAll(async () => {
  await first?.close();
  await second?.close();
});

async function distinctValues(db: Kysely<Database>, query: string): Promise<string[]> {
  const { rows } = await sql<{ value: string }>`${sql.raw(query)}`.execute(db);
  return rows.map((r) => r.value).sort();
}

async function countOf(db: Kysely<Database>, query: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`${sql.raw(query)}`.execute(db);
  return Number(rows[0]?.n ?? -1);
}

/** A fingerprint of the generated cases and their handling. */
async function fingerprint(db: Kysely<Database>): Promise<string> {
  const parts = await Promise.all(
    [
      'select case_no, title, status, category from cases order by id',
      'select id, lead_member_id, group_id, submitted_at, assigned_at, closed_at, merged_into_id from cases order by id',
      'select case_id, unit_id, role, status, signed_at from assignments order by id',
      'select assignment_id, round, doc_no, result_category, replied_at from replies order by id',
      'select case_id, work_satisfaction, result_satisfaction, evaluated_at from evaluations order by id',
    ].map((q) => sql.raw(q).execute(db)),
  );
  return createHash('sha256')
    .update(JSON.stringify(parts.map((p) => p.rows)))
    .digest('hex');
}

describe('seedDemoData', () => {
  it('creates the fixed accounts with their role, state and password', async () => {
    const { db } = first;
    for (const account of DEMO_ACCOUNTS) {
      const user = await db
        .selectFrom('users as u')
        .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
        .innerJoin('roles as r', 'r.id', 'ur.role_id')
        .select(['u.password_hash', 'u.state', 'u.pwd_status', 'r.code'])
        .where('u.username', '=', account.username)
        .executeTakeFirstOrThrow();
      expect(user.code).toBe(account.roleCode);
      expect(user.state).toBe(account.enabled ? 1 : 0);
      expect(user.pwd_status).toBe(account.mustChangePassword ? 1 : 0);
      await expect(verifyPassword(account.password, user.password_hash)).resolves.toBe(true);
    }
    const newstaff = await db.selectFrom('users').select('pwd_status').where('username', '=', 'newstaff').executeTakeFirstOrThrow();
    expect(newstaff.pwd_status).toBe(1);
  });

  it('links dlg001 to a deputy who leads and co-signs cases, with no activity log', async () => {
    const { db } = first;
    const user = await db.selectFrom('users').selectAll().where('username', '=', 'dlg001').executeTakeFirstOrThrow();
    const member = await db
      .selectFrom('member_terms')
      .selectAll()
      .where('id', '=', user.hr_id ?? -1)
      .executeTakeFirstOrThrow();
    const session = await db
      .selectFrom('meetings')
      .selectAll()
      .where('id', '=', member.spv_id ?? -1)
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({ type: 1, staff_name: user.staff_name, dlg_id: user.dlg_id });
    expect(session).toMatchObject({ body: 'NPC', jie: 16, ci: 3, is_current: true });
    // Ten co-signed cases, and one open invitation to co-sign dlg002's submitted suggestion.
    expect(summary.facts.deputy).toMatchObject({ memberId: member.id, name: member.staff_name, leadCaseCount: 8, cosignedCaseCount: 11 });
    expect(await countOf(db, `select count(*) n from cases where lead_member_id = ${member.id}`)).toBe(8);
    expect(await countOf(db, `select count(*) n from case_submitters where member_id = ${member.id} and role = 'COSIGNER'`)).toBe(11);
    const dlg002 = await db.selectFrom('users').select('hr_id').where('username', '=', 'dlg002').executeTakeFirstOrThrow();
    const invitations = await db
      .selectFrom('case_submitters')
      .innerJoin('cases', 'cases.id', 'case_submitters.case_id')
      .select(['cases.status', 'cases.lead_member_id', 'case_submitters.respond_by'])
      .where('case_submitters.member_id', '=', member.id)
      .where('case_submitters.cosign_status', '=', 'INVITED')
      .execute();
    expect(invitations).toEqual([{ status: 'SUBMITTED', lead_member_id: dlg002.hr_id, respond_by: null }]);
    const draftInvitations = await countOf(
      db,
      `select count(*) n from case_submitters s join cases c on c.id = s.case_id where c.status = 'DRAFT' and s.role = 'COSIGNER' and s.cosign_status <> 'INVITED'`,
    );
    expect(draftInvitations).toBe(0);
    expect(await countOf(db, `select count(*) n from activity_logs where user_id = ${user.id} or username = 'dlg001'`)).toBe(0);
  });

  it('records a confirmed profile for npc01, cppcc01, cppccm01 and dlg002', async () => {
    for (const username of ['npc01', 'cppcc01', 'cppccm01', 'dlg002']) {
      const user = await first.db
        .selectFrom('users')
        .select(['id', 'staff_name'])
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      const log = await first.db
        .selectFrom('activity_logs')
        .select('description')
        .where('user_id', '=', user.id)
        .where('module', '=', PROFILE_CONFIRM_MODULE)
        .executeTakeFirstOrThrow();
      expect(log.description).toBe(`${user.staff_name}确认`);
    }
  });

  it('gives unit01 a government unit with many assignments', async () => {
    const { db } = first;
    const user = await db.selectFrom('users').select('unit_id').where('username', '=', 'unit01').executeTakeFirstOrThrow();
    const unit = await db
      .selectFrom('handling_units')
      .selectAll()
      .where('id', '=', user.unit_id ?? -1)
      .executeTakeFirstOrThrow();
    expect(unit.system).toBe('GOVERNMENT');
    const cases = await countOf(db, `select count(distinct case_id) n from assignments where unit_id = ${unit.id}`);
    expect(cases).toBe(summary.facts.unit01.caseCount);
    expect(cases).toBeGreaterThan(100);
  });

  it('uses every status, role, property, category, result, satisfaction and consultation value', async () => {
    const { db } = first;
    const values = (list: ReadonlyArray<{ value: string }>) => list.map((v) => v.value).sort();
    expect(await distinctValues(db, 'select distinct status as value from cases')).toEqual(values(CASE_STATUSES));
    expect(await distinctValues(db, 'select distinct status as value from assignments')).toEqual(values(ASSIGNMENT_STATUSES));
    expect(await distinctValues(db, 'select distinct role as value from assignments')).toEqual(values(ASSIGNMENT_ROLES));
    expect(await distinctValues(db, "select distinct property as value from cases where property <> ''")).toEqual(values(CASE_PROPERTIES));
    expect(await distinctValues(db, 'select distinct result_category as value from replies')).toEqual(values(RESULT_CATEGORIES));
    expect(await distinctValues(db, 'select distinct consult_method as value from replies')).toEqual(values(CONSULT_METHODS));
    expect(await distinctValues(db, 'select distinct work_satisfaction as value from evaluations')).toEqual(values(SATISFACTIONS));
    expect(await distinctValues(db, 'select distinct result_satisfaction as value from evaluations')).toEqual(values(SATISFACTIONS));
    for (const body of ['NPC', 'CPPCC']) {
      const used = await distinctValues(db, `select distinct category as value from cases where body = '${body}'`);
      const listed = await distinctValues(db, `select code as value from dictionaries where kind = 'category' and body = '${body}'`);
      expect(used).toEqual(listed);
    }
  });

  it('puts 1,400–1,800 cases in the current sessions and older closed ones in the previous', async () => {
    const current = await countOf(first.db, 'select count(*) n from cases c join meetings m on m.id = c.session_id where m.is_current');
    expect(current).toBeGreaterThanOrEqual(1400);
    expect(current).toBeLessThanOrEqual(1800);
    const previous = await distinctValues(
      first.db,
      'select distinct c.status as value from cases c join meetings m on m.id = c.session_id where not m.is_current',
    );
    expect(previous).toEqual(['CLOSED']);
  });

  it('gives every member-led case exactly one LEAD submitter, its lead member', async () => {
    const wrong = await countOf(
      first.db,
      `select count(*) n from cases c
       where c.submitter_type = 'MEMBER' and (
         (select count(*) from case_submitters s where s.case_id = c.id and s.role = 'LEAD') <> 1 or
         not exists (select 1 from case_submitters s where s.case_id = c.id and s.role = 'LEAD' and s.member_id = c.lead_member_id))`,
    );
    expect(wrong).toBe(0);
    expect(
      await countOf(
        first.db,
        "select count(*) n from cases where submitter_type = 'GROUP' and (group_id is null or lead_member_id is not null)",
      ),
    ).toBe(0);
  });

  it('keeps timestamps in workflow order and before the demo date', async () => {
    const violations = {
      caseSteps: `select count(*) n from cases where registered_at <= submitted_at or accepted_at <= registered_at or assigned_at <= accepted_at`,
      caseNumber: `select count(*) n from cases where (case_no is null) <> (registered_at is null)`,
      replyDue: `select count(*) n from cases where assigned_at is not null and reply_due_at <> assigned_at + interval '3 months'`,
      signed: `select count(*) n from assignments a join cases c on c.id = a.case_id where a.signed_at < c.assigned_at or a.signed_at <= a.assigned_at`,
      replied: `select count(*) n from replies r join assignments a on a.id = r.assignment_id where a.signed_at is null or r.replied_at <= a.signed_at`,
      evaluated: `select count(*) n from evaluations e join replies r on r.assignment_id = e.assignment_id and r.round = e.round where e.evaluated_at <= r.replied_at`,
      closed: `select count(*) n from cases c where c.closed_at is not null and c.closed_at <= (select max(e.evaluated_at) from evaluations e where e.case_id = c.id)`,
      closedWithoutEvaluation: `select count(*) n from cases c where c.status = 'CLOSED' and not exists (select 1 from evaluations e where e.case_id = c.id)`,
      future: `select count(*) n from case_events where at > '${DATA_AS_OF.toISOString()}'`,
      merged: `select count(*) n from cases c left join cases t on t.id = c.merged_into_id
               where c.status = 'MERGED' and (t.id is null or t.session_id <> c.session_id or t.accepted_at is null)`,
    };
    for (const [name, query] of Object.entries(violations)) {
      expect({ name, count: await countOf(first.db, query) }).toEqual({ name, count: 0 });
    }
    expect(
      await countOf(first.db, `select count(*) n from assignments where status not in ('REPLIED', 'VOID') and due_at < '2026-11-01'`),
    ).toBeGreaterThan(0);
  });

  it('keeps assignment statuses consistent with the case status', async () => {
    const main = `a.role <> 'CO' and a.status <> 'VOID'`;
    const violations = {
      unassignedWithAssignments: `select count(*) n from cases c join assignments a on a.case_id = c.id where c.assigned_at is null`,
      assignedButSigned: `select count(*) n from cases c join assignments a on a.case_id = c.id where c.status = 'ASSIGNED' and ${main} and a.signed_at is not null`,
      inProgressUnsigned: `select count(*) n from cases c where c.status = 'IN_PROGRESS' and not exists
        (select 1 from assignments a where a.case_id = c.id and ${main} and a.signed_at is not null)`,
      repliedButOpen: `select count(*) n from cases c join assignments a on a.case_id = c.id
        where c.status in ('REPLIED', 'EVALUATED', 'CLOSED') and ${main} and a.status <> 'REPLIED'`,
      rehandlingWithoutRehandle: `select count(*) n from cases c where c.status = 'REHANDLING' and not exists
        (select 1 from assignments a where a.case_id = c.id and a.status = 'REHANDLE')`,
      repliedWithoutReply: `select count(*) n from assignments a where a.status = 'REPLIED' and not exists (select 1 from replies r where r.assignment_id = a.id)`,
      closedWithOpenAssignment: `select count(*) n from cases c join assignments a on a.case_id = c.id
        where c.status = 'CLOSED' and a.status not in ('REPLIED', 'VOID')`,
    };
    for (const [name, query] of Object.entries(violations)) {
      expect({ name, count: await countOf(first.db, query) }).toEqual({ name, count: 0 });
    }
  });

  it('seeds real duplicates among cases that only share a topic, and 疑似重复 flags exactly them', async () => {
    const seeded = summary.facts.duplicates;
    for (const body of ['NPC', 'CPPCC'] as const) {
      const ofBody = await distinctValues(first.db, `select id::text as value from cases where body = '${body}'`);
      const kinds = seeded.filter((d) => ofBody.includes(String(d.id))).map((d) => d.kind);
      expect(kinds.filter((kind) => kind === 'RESUBMITTED')).toHaveLength(15);
      expect(kinds.filter((kind) => kind === 'SPLIT')).toHaveLength(10);
    }
    expect(seeded.some((d) => d.kind === 'MERGED')).toBe(true);
    const matters = duplicateMatters(seeded);
    const { rows: flagged } = await sql<{ id: number; of: number }>`
      select id, duplicate_of_id as of from cases where duplicate_of_id is not null`.execute(first.db);
    // Every flag names a case of the same matter, and every seeded pair's later case is flagged.
    expect(flagged.filter((row) => !matters.has(row.id) || matters.get(row.id) !== matters.get(row.of))).toEqual([]);
    const flagOf = new Map(flagged.map((row) => [row.id, row.of]));
    const missed = seeded.filter(({ id, of }) => !flagOf.has(Math.max(id, of)));
    expect(missed).toEqual([]);
    // Beside them, hundreds of cases whose titles nearly copy an earlier one's (another aspect of the same topic) go unflagged.
    const cases = await first.db
      .selectFrom('cases')
      .select(['id', 'body', 'title', 'duplicate_of_id'])
      .where('status', 'not in', ['DRAFT', 'WITHDRAWN'])
      .orderBy('id')
      .execute();
    const titles = cases.map((kase) => ({ ...kase, grams: bigrams(normalizeTitle(kase.title)) }));
    const titleCopies = titles.filter(
      (kase, i) =>
        kase.duplicate_of_id === null &&
        titles.slice(0, i).some((earlier) => earlier.body === kase.body && dice(earlier.grams, kase.grams) >= DUPLICATE_TITLE_LIKENESS),
    );
    expect(titleCopies.length).toBeGreaterThan(flagged.length * 3);
  });

  it('is deterministic, and seeds again after resetDatabase', async () => {
    const again = await seedDemoData(second.db);
    expect(again.counts).toEqual(summary.counts);
    const expected = await fingerprint(first.db);
    expect(await fingerprint(second.db)).toBe(expected);

    await expect(seedDemoData(second.db)).rejects.toBeInstanceOf(DatabaseNotEmptyError);
    const menus = await countOf(second.db, 'select count(*) n from menus');
    const grants = await countOf(second.db, 'select count(*) n from role_menus');
    await resetDatabase(second.db);
    expect(await countOf(second.db, 'select count(*) n from users')).toBe(0);
    expect(await countOf(second.db, 'select count(*) n from activity_logs')).toBe(0);
    // The roles, menus and grants are the migrations' configuration, not demo data: a reset keeps them.
    expect(await countOf(second.db, 'select count(*) n from roles')).toBe(8);
    expect(await countOf(second.db, 'select count(*) n from menus')).toBe(menus);
    expect(await countOf(second.db, 'select count(*) n from role_menus')).toBe(grants);
    await seedDemoData(second.db);
    expect(await fingerprint(second.db)).toBe(expected);
  }, 60_000);
});
