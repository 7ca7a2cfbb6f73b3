import type { Insertable } from 'kysely';
import type { CaseStatus } from '@proposal-desk/shared/src/domain/enums';
import type { CasesTable, CaseSubmittersTable } from '../schema';
import type { CaseStory } from './case-plan';
import type { NumberedCase } from './handling-types';
import type { Random } from './random';
import type { GroupRecord, MemberRecord } from './roster';

const ACCEPTED_LIKE: readonly CaseStatus[] = ['ACCEPTED', 'ASSIGNED', 'IN_PROGRESS', 'REPLIED', 'EVALUATED', 'REHANDLING', 'CLOSED'];

export interface Directory {
  members: ReadonlyMap<number, MemberRecord>;
  groups: ReadonlyMap<number, GroupRecord>;
}

/**
 * Gives one session's cases ids in submission order from `firstId` and case numbers in
 * registration order (`R16-3-0001`); cases never registered keep a NULL number.
 */
export function numberSessionCases(stories: readonly CaseStory[], firstId: number, directory: Directory): NumberedCase[] {
  const moment = (s: CaseStory) => (s.dates.submittedAt ?? s.dates.createdAt).getTime();
  const ordered = [...stories].sort((a, b) => moment(a) - moment(b));
  const registered = ordered
    .filter((s) => s.dates.registeredAt)
    .sort((a, b) => (a.dates.registeredAt as Date).getTime() - (b.dates.registeredAt as Date).getTime());
  const caseNos = new Map(registered.map((s, i) => [s, `${s.session.caseNoPrefix}-${String(i + 1).padStart(4, '0')}`]));
  return ordered.map((story, index) => {
    const who = describeSubmitter(story, directory);
    return { id: firstId + index, story, caseNo: caseNos.get(story) ?? null, ...who };
  });
}

function describeSubmitter(story: CaseStory, directory: Directory) {
  if (story.submitter.type === 'GROUP') {
    const group = directory.groups.get(story.submitter.groupId);
    const name = group?.name ?? '';
    return { submitterName: name, addressee: name, evaluatorId: null };
  }
  const lead = directory.members.get(story.submitter.leadId);
  const name = lead?.name ?? '';
  return { submitterName: name, addressee: `${name}${story.body === 'NPC' ? '代表' : '委员'}`, evaluatorId: story.submitter.leadId };
}

export interface ReviewOutcome {
  mergedIntoId: number | null;
  reviewOpinion: string;
}

/** Review results: merged cases point at an accepted case of the same session with a similar subject. */
export function decideReviews(rng: Random, cases: readonly NumberedCase[]): Map<number, ReviewOutcome> {
  const outcomes = new Map<number, ReviewOutcome>();
  for (const kase of cases) {
    const { story } = kase;
    const noun = story.kind === 'MOTION' ? '议案' : story.body === 'NPC' ? '建议' : '提案';
    if (story.status === 'MERGED') {
      const sameSession = cases.filter((c) => c.story.session.id === story.session.id && ACCEPTED_LIKE.includes(c.story.status));
      // The office merges the same matter: a case of the same topic where the session has one, else of the category.
      const sameTopic = sameSession.filter((c) => c.story.topic === story.topic);
      const similar = sameTopic.length > 0 ? sameTopic : sameSession.filter((c) => c.story.category === story.category);
      const target = rng.pick(similar.length > 0 ? similar : sameSession);
      outcomes.set(kase.id, { mergedIntoId: target.id, reviewOpinion: `与${target.caseNo ?? ''}号${noun}内容相近，并入该件办理` });
    } else if (story.status === 'REJECTED') {
      const opinion =
        story.kind === 'MOTION'
          ? '不符合议案条件，作为代表建议交有关部门研究'
          : story.body === 'NPC'
            ? '属于具体个人诉求，不作为代表建议处理，已向代表说明'
            : '不符合提案立案标准，转为委员来信处理';
      outcomes.set(kase.id, { mergedIntoId: null, reviewOpinion: opinion });
    } else if (ACCEPTED_LIKE.includes(story.status)) {
      const base = story.body === 'NPC' ? '符合代表建议有关规定，同意立案' : '符合提案立案标准，同意立案';
      const key = story.property === 'SUPERVISED' ? '，列为重点督办件' : story.property === 'KEY_PROPOSAL' ? '，列为重点提案' : '';
      outcomes.set(kase.id, { mergedIntoId: null, reviewOpinion: base + key });
    }
  }
  return outcomes;
}

/** The cases row; merged_into_id is set by a later update so batch order does not matter. */
export function caseRow(kase: NumberedCase, review: ReviewOutcome | undefined, closedAt: Date | null): Insertable<CasesTable> {
  const { story } = kase;
  const { dates } = story;
  return {
    id: kase.id,
    body: story.body,
    kind: story.kind,
    session_id: story.session.id,
    case_no: kase.caseNo,
    title: story.title,
    content: story.text.content,
    reason: story.kind === 'SUGGESTION' ? '' : story.text.reason,
    solution: story.kind === 'SUGGESTION' ? '' : story.text.solution,
    period: story.period,
    submitter_type: story.submitter.type,
    lead_member_id: story.submitter.type === 'MEMBER' ? story.submitter.leadId : null,
    group_id: story.submitter.type === 'GROUP' ? story.submitter.groupId : null,
    category: story.category,
    property: story.property,
    is_key: story.isKey,
    status: story.status,
    submitted_at: dates.submittedAt,
    registered_at: dates.registeredAt,
    accepted_at: ACCEPTED_LIKE.includes(story.status) ? dates.reviewedAt : null,
    assigned_at: dates.assignedAt,
    reply_due_at: dates.replyDueAt,
    closed_at: closedAt,
    merged_into_id: null,
    review_opinion: review?.reviewOpinion ?? '',
    created_at: dates.createdAt,
  };
}

/** The lead submitter and co-signers; co-signers sign in the days before submission. */
export function submitterRows(rng: Random, kase: NumberedCase): Insertable<CaseSubmittersTable>[] {
  const { submitter, dates } = kase.story;
  if (submitter.type !== 'MEMBER') return [];
  const submittedAt = dates.submittedAt;
  return [
    { case_id: kase.id, member_id: submitter.leadId, role: 'LEAD', signed_at: submittedAt },
    ...submitter.cosignerIds.map((memberId) => ({
      case_id: kase.id,
      member_id: memberId,
      role: 'COSIGNER' as const,
      signed_at: submittedAt ? new Date(submittedAt.getTime() - rng.int(30, 72 * 60) * 60_000) : null,
    })),
  ];
}
