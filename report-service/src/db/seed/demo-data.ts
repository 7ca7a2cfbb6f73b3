import type { Body } from '../schema';
import { buildAccounts, DEMO_ACCOUNTS } from './accounts';
import { planSessionCases, placeFeaturedMember, type CaseStory, type SessionPlan } from './case-plan';
import { caseRow, decideReviews, numberSessionCases, submitterRows } from './cases';
import { MobileDrawer, NameDrawer } from './lists/people';
import { FEATURED_UNIT_KEY, SECOND_UNIT_KEY } from './lists/units';
import { buildDictionaries } from './dictionaries';
import { seedDuplicates } from './duplicates';
import { eventRows, intakeEvents } from './events';
import { buildHolidays } from './holidays';
import { collectFacts, type DemoFacts } from './facts';
import { handleCase } from './handling';
import { pickSecondDeputy, settleInvitations } from './invitations';
import type { HandlingContext, NumberedCase } from './handling-types';
import type { SeedRows } from './insert';
import { buildActivityLogs, buildNotices } from './messages';
import { buildDepartments, buildMeetings, type RoleIds, SESSIONS } from './organisation';
import { Random } from './random';
import {
  buildGroups,
  buildMembers,
  buildUnits,
  groupRows,
  type MemberRecord,
  UNIT01_LEADER_NAME,
  UNIT02_CLERK_NAME,
  unitRows,
} from './roster';
import { buildScores } from './scores';
import { buildStaff, OFFICE_PEOPLE } from './staff';

/** Cases per session: [previous, current] for each body. */
const CASE_COUNTS: Record<Body, { previous: number; current: number; motions: number }> = {
  NPC: { previous: 80, current: 800, motions: 10 },
  CPPCC: { previous: 70, current: 700, motions: 0 },
};
const CPPCC_GROUP_SHARE = 0.12;

export interface DemoData {
  rows: SeedRows;
  /** merged_into_id values, applied after every case is written. */
  merges: Array<{ id: number; mergedIntoId: number }>;
  facts: DemoFacts;
}

function firstCurrentMember(members: readonly MemberRecord[], body: Body): MemberRecord {
  const session = SESSIONS.find((s) => s.body === body && s.isCurrent);
  const member = members.find((m) => m.sessionId === session?.id);
  if (!member) throw new Error(`No current ${body} member`);
  return member;
}

/**
 * Builds every row of the demo office in memory from one seed. The roles and the menus are not demo
 * data: the migrations write them, and the accounts get the roles of `roleIds`.
 */
export async function buildDemoData(seed: number, roleIds: RoleIds): Promise<DemoData> {
  const root = new Random(seed);
  const names = new NameDrawer(root.fork('names'));
  names.reserve([UNIT01_LEADER_NAME, UNIT02_CLERK_NAME, ...Object.values(OFFICE_PEOPLE).map((p) => p.name)]);
  const mobiles = new MobileDrawer(root.fork('mobiles'));
  const groups = buildGroups();
  const units = buildUnits(root.fork('units'), names);
  const roster = buildMembers({ rng: root.fork('members'), names, mobiles }, groups);
  const staff = buildStaff(names, mobiles, units);
  const deputy = firstCurrentMember(roster.members, 'NPC');
  const cppccMember = firstCurrentMember(roster.members, 'CPPCC');

  const caseRng = root.fork('cases');
  const planContext = {
    rng: caseRng,
    members: roster.members,
    groups,
    reservedMemberIds: new Set([deputy.id, cppccMember.id]),
    topicCases: new Map<string, number>(),
  };
  const directory = { members: new Map(roster.members.map((m) => [m.id, m])), groups: new Map(groups.map((g) => [g.id, g])) };
  const numbered: NumberedCase[] = [];
  for (const session of SESSIONS) {
    const counts = CASE_COUNTS[session.body];
    const plan: SessionPlan = {
      session,
      count: session.isCurrent ? counts.current : counts.previous,
      motions: session.isCurrent ? counts.motions : 0,
      groupShare: CPPCC_GROUP_SHARE,
    };
    const stories: CaseStory[] = planSessionCases(planContext, plan);
    if (session.isCurrent && session.body === 'NPC') {
      const leadStatuses = ['CLOSED', 'CLOSED', 'EVALUATED', 'REPLIED', 'IN_PROGRESS', 'ASSIGNED', 'SUBMITTED', 'DRAFT'] as const;
      placeFeaturedMember(caseRng, stories, { memberId: deputy.id, leadStatuses, cosignCount: 10 });
    }
    if (session.isCurrent && session.body === 'CPPCC') {
      const leadStatuses = ['CLOSED', 'CLOSED', 'REPLIED', 'IN_PROGRESS', 'REHANDLING', 'SUBMITTED'] as const;
      placeFeaturedMember(caseRng, stories, { memberId: cppccMember.id, leadStatuses, cosignCount: 8 });
    }
    numbered.push(...numberSessionCases(stories, numbered.length + 1, directory));
  }

  const reviews = decideReviews(root.fork('reviews'), numbered);
  const duplicates = seedDuplicates(root.fork('duplicates'), numbered, reviews);
  const handlingRng = root.fork('handling');
  const unitsByKey = new Map(units.map((u) => [u.key, u]));
  const context: HandlingContext = {
    rng: handlingRng,
    units,
    unitsByKey,
    nextId: { assignment: 1, reply: 1, evaluation: 1 },
    docNumbers: new Map(),
    officeOperator: (body) => handlingRng.pick(staff.operators[body]),
  };
  const submitterRng = root.fork('submitters');
  const caseRows: SeedRows['cases'] = [];
  const rows = {
    case_submitters: [] as SeedRows['case_submitters'],
    assignments: [] as SeedRows['assignments'],
    replies: [] as SeedRows['replies'],
    evaluations: [] as SeedRows['evaluations'],
    case_events: [] as SeedRows['case_events'],
  };
  for (const kase of numbered) {
    const review = reviews.get(kase.id);
    const intake = intakeEvents(kase, review, context.officeOperator(kase.story.body));
    const handled = handleCase(context, kase);
    caseRows.push(caseRow(kase, review, handled.closedAt));
    rows.case_submitters.push(...submitterRows(submitterRng, kase));
    rows.assignments.push(...handled.assignments);
    rows.replies.push(...handled.replies);
    rows.evaluations.push(...handled.evaluations);
    rows.case_events.push(...eventRows(kase.id, [...intake, ...handled.events], rows.case_events.length + 1));
  }

  const sessionOfCase = new Map(numbered.map((k) => [k.id, k.story.session.id]));
  const unitsBySession = new Map<number, Set<number>>();
  for (const a of rows.assignments) {
    const sessionId = sessionOfCase.get(a.case_id) ?? 0;
    unitsBySession.set(sessionId, (unitsBySession.get(sessionId) ?? new Set()).add(a.unit_id));
  }
  const unit01 = unitsByKey.get(FEATURED_UNIT_KEY);
  const unit02 = unitsByKey.get(SECOND_UNIT_KEY);
  if (!unit01 || !unit02) throw new Error('Demo units missing');
  const deputy2 = pickSecondDeputy({ cases: caseRows, case_submitters: rows.case_submitters }, roster.members, deputy);
  settleInvitations({ cases: caseRows, case_submitters: rows.case_submitters }, deputy, deputy2);
  const accounts = await buildAccounts({ deputy, deputy2, cppccMember, unit01, unit02 }, roleIds);
  const userIds = new Map(DEMO_ACCOUNTS.map((a, i) => [a.username, i + 1]));

  const seedRows: SeedRows = {
    departments: buildDepartments(),
    meetings: buildMeetings(),
    member_groups: groupRows(groups),
    handling_units: unitRows(units),
    member_terms: roster.rows,
    staff: staff.rows,
    users: accounts.users,
    user_roles: accounts.userRoles,
    dictionaries: buildDictionaries(),
    holidays: buildHolidays(),
    cases: caseRows,
    ...rows,
    scores: buildScores(root.fork('scores'), numbered, unitsBySession),
    notices: buildNotices(userIds),
    activity_logs: buildActivityLogs(accounts.users.map((u) => ({ id: u.id ?? 0, username: u.username, staffName: u.staff_name }))),
  };
  const merges = [...reviews.entries()].flatMap(([id, r]) => (r.mergedIntoId === null ? [] : [{ id, mergedIntoId: r.mergedIntoId }]));
  return { rows: seedRows, merges, facts: collectFacts(seedRows, { deputy, cppccMember, unit01, unit02, groups, duplicates }) };
}
