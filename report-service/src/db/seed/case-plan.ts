import type { CaseKind, CaseStatus } from '@proposal-desk/shared/src/domain/enums';
import type { Body } from '../schema';
import { type CaseDates, drawCaseDates, drawPeriod, type Period } from './case-timeline';
import { CATEGORIES, type CategoryCode, MOTION_LAWS, TOPICS } from './lists/categories';
import { buildCaseText, buildMotionTitle, buildTitle, type CaseText } from './lists/texts';
import type { SessionSpec } from './organisation';
import { allocate, type Random } from './random';
import type { GroupRecord, MemberRecord } from './roster';

export type Submitter = { type: 'MEMBER'; leadId: number; cosignerIds: number[] } | { type: 'GROUP'; groupId: number };

/** Everything about a case decided before its handling. */
export interface CaseStory {
  session: SessionSpec;
  body: Body;
  kind: CaseKind;
  status: CaseStatus;
  period: Period;
  category: CategoryCode;
  topic: string;
  title: string;
  text: CaseText;
  submitter: Submitter;
  /** CASE_PROPERTIES value set at review; '' while the case has not been reviewed. */
  property: string;
  isKey: boolean;
  dates: CaseDates;
  /** Whether the case went (or is going) through re-handling after an unsatisfied evaluation. */
  rehandled: boolean;
}

/** How the statuses of a current session's cases are spread (per thousand). */
const CURRENT_STATUS_WEIGHTS: ReadonlyArray<readonly [CaseStatus, number]> = [
  ['DRAFT', 15],
  ['SUBMITTED', 20],
  ['REGISTERED', 20],
  ['ACCEPTED', 20],
  ['MERGED', 25],
  ['REJECTED', 15],
  ['WITHDRAWN', 10],
  ['ASSIGNED', 50],
  ['IN_PROGRESS', 110],
  ['REPLIED', 150],
  ['EVALUATED', 110],
  ['REHANDLING', 15],
  ['CLOSED', 440],
];

/** Share of evaluated / closed cases whose history includes a re-handling round. */
const REHANDLED_SHARE: Partial<Record<CaseStatus, number>> = { EVALUATED: 0.08, CLOSED: 0.05 };

const PROPERTY_WEIGHTS: Record<Body, ReadonlyArray<readonly [string, number]>> = {
  NPC: [
    ['CURRENT', 72],
    ['REPEATED', 15],
    ['SUPERVISED', 13],
  ],
  CPPCC: [
    ['CURRENT', 68],
    ['REPEATED', 14],
    ['KEY_PROPOSAL', 12],
    ['SUPERVISED', 6],
  ],
};
const UNREVIEWED: readonly CaseStatus[] = ['DRAFT', 'SUBMITTED', 'REGISTERED', 'WITHDRAWN'];
const KEY_PROPERTIES: readonly string[] = ['SUPERVISED', 'KEY_PROPOSAL'];

const COSIGNER_COUNTS: ReadonlyArray<readonly [number, number]> = [
  [0, 35],
  [1, 20],
  [2, 18],
  [3, 12],
  [4, 8],
  [5, 7],
];

export interface SessionPlan {
  session: SessionSpec;
  count: number;
  motions: number;
  /** Share of CPPCC cases submitted by a group (party, sector, organisation, committee). */
  groupShare: number;
}

export interface PlanContext {
  rng: Random;
  members: readonly MemberRecord[];
  groups: readonly GroupRecord[];
  /** Members whose cases are placed by hand (the demo accounts), left out of random draws. */
  reservedMemberIds: ReadonlySet<number>;
  /** How many cases each topic has had so far, across sessions (its next case's text takes the next aspects). */
  topicCases: Map<string, number>;
}

/** Decides status, kind, submitter, subject and dates of every case of one session. */
export function planSessionCases(ctx: PlanContext, plan: SessionPlan): CaseStory[] {
  const { rng } = ctx;
  const { session } = plan;
  const statuses = session.isCurrent
    ? rng.shuffle(allocate(plan.count, CURRENT_STATUS_WEIGHTS).flatMap(([status, n]) => Array<CaseStatus>(n).fill(status)))
    : Array<CaseStatus>(plan.count).fill('CLOSED');
  const rehandledQuota = new Map<CaseStatus, number>();
  for (const [status, share] of Object.entries(REHANDLED_SHARE) as Array<[CaseStatus, number]>) {
    rehandledQuota.set(status, Math.max(1, Math.round(statuses.filter((s) => s === status).length * share)));
  }
  const roster = ctx.members.filter((m) => m.sessionId === session.id && !ctx.reservedMemberIds.has(m.id));
  const usedTitles = new Set<string>();

  return statuses.map((status, index) => {
    const isMotion = session.body === 'NPC' && index < plan.motions;
    const kind: CaseKind = isMotion ? 'MOTION' : session.body === 'NPC' ? 'SUGGESTION' : 'PROPOSAL';
    const subject = drawSubject(ctx, session.body, isMotion, usedTitles);
    const quota = rehandledQuota.get(status) ?? 0;
    const rehandled = status === 'REHANDLING' || quota > 0;
    if (quota > 0) rehandledQuota.set(status, quota - 1);
    const period = drawPeriod(rng, status);
    const property = UNREVIEWED.includes(status) ? '' : rng.weighted(PROPERTY_WEIGHTS[session.body]);
    return {
      session,
      body: session.body,
      kind,
      status,
      period,
      ...subject,
      submitter: drawSubmitter(ctx, roster, plan, isMotion ? index : -1),
      property,
      isKey: KEY_PROPERTIES.includes(property),
      dates: drawCaseDates(rng, session, status, period),
      rehandled,
    };
  });
}

function drawSubject(ctx: PlanContext, body: Body, isMotion: boolean, usedTitles: Set<string>) {
  const { rng } = ctx;
  const textOf = (topic: string) => {
    const ordinal = ctx.topicCases.get(topic) ?? 0;
    ctx.topicCases.set(topic, ordinal + 1);
    return buildCaseText(rng, topic, ordinal);
  };
  if (isMotion) {
    const [law, category] = rng.pick(MOTION_LAWS);
    const title = buildMotionTitle(rng, law);
    usedTitles.add(title);
    return { category, topic: law.replace('条例', ''), title, text: textOf(law.replace('条例', '')) };
  }
  const category = rng.weighted(CATEGORIES[body].map((c) => [c.code, c.weight] as const));
  let topic = rng.pick(TOPICS[category]);
  let title = buildTitle(rng, topic, body === 'NPC' ? '建议' : '提案');
  for (let attempt = 0; usedTitles.has(title) && attempt < 12; attempt += 1) {
    topic = rng.pick(TOPICS[category]);
    title = buildTitle(rng, topic, body === 'NPC' ? '建议' : '提案');
  }
  usedTitles.add(title);
  return { category, topic, title, text: textOf(topic) };
}

function drawSubmitter(ctx: PlanContext, roster: readonly MemberRecord[], plan: SessionPlan, motionIndex: number): Submitter {
  const { rng } = ctx;
  const bodyGroups = ctx.groups.filter((g) => g.body === plan.session.body);
  // Half the motions come from a delegation, the rest from a deputy with ten or more co-signers.
  if (motionIndex >= 0 && motionIndex % 2 === 0) return { type: 'GROUP', groupId: rng.pick(bodyGroups).id };
  if (plan.session.body === 'CPPCC' && rng.chance(plan.groupShare)) {
    const weighted = bodyGroups.map((g) => [g.id, g.kind === 'PARTY' ? 3 : g.kind === 'SECTOR' ? 2 : 1] as const);
    return { type: 'GROUP', groupId: rng.weighted(weighted) };
  }
  const lead = rng.weighted(roster.map((m) => [m, m.activity] as const));
  const cosignerCount = motionIndex >= 0 ? rng.int(9, 12) : rng.weighted(COSIGNER_COUNTS);
  const others = roster.filter((m) => m.id !== lead.id);
  return { type: 'MEMBER', leadId: lead.id, cosignerIds: rng.sample(others, cosignerCount).map((m) => m.id) };
}

export interface FeaturedMember {
  memberId: number;
  /** One lead case in each of these statuses. */
  leadStatuses: readonly CaseStatus[];
  cosignCount: number;
}

/** Makes a demo account's member lead cases in the given statuses and co-sign a few others. */
export function placeFeaturedMember(rng: Random, stories: CaseStory[], featured: FeaturedMember): void {
  const taken = new Set<CaseStory>();
  for (const status of featured.leadStatuses) {
    const story = stories.find((s) => !taken.has(s) && s.status === status && s.kind !== 'MOTION' && s.submitter.type === 'MEMBER');
    if (!story || story.submitter.type !== 'MEMBER') throw new Error(`No ${status} case left for member ${featured.memberId}`);
    story.submitter.leadId = featured.memberId;
    taken.add(story);
  }
  const candidates = stories.filter((s) => !taken.has(s) && s.kind !== 'MOTION' && s.submitter.type === 'MEMBER');
  for (const story of rng.sample(candidates, featured.cosignCount)) {
    if (story.submitter.type !== 'MEMBER') continue;
    const cosigners = story.submitter.cosignerIds;
    if (cosigners.length >= 5) cosigners.pop();
    cosigners.push(featured.memberId);
  }
}
