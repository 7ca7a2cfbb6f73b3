import {
  joinTexts,
  labelsOf,
  SATISFACTIONS,
  type CaseActionAnswer,
  type CaseEventMessage,
  type CaseStatus,
  type TCaseEvaluateBody,
} from '@proposal-desk/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { fieldInvalid } from '../errors';
import { beijingDayOf } from '../lib/beijing-time';
import { inTransaction, type Db } from '../lib/write-and-log';
import { applyCaseChange, type CaseRecord, lockCase, staleCase, writeCaseChange } from './case-action-commands';
import { type CaseActor, caseNoun, caseRef } from './case-actor';
import { deadlineSettings, dueAfterMonths } from './case-deadline-queries';
import { unitUserIds } from './assignment-queries';
import { nextCaseStatus } from './case-workflow';
import { assertLeadSubmitter, submitterMemberOf } from './submitter-commands';
import { repliesAwaitingRating, type ReplyAwaitingRating } from './submitter-queries';

type Rating = TCaseEvaluateBody['ratings'][number];
interface RatedReply {
  reply: ReplyAwaitingRating;
  rating: Rating;
}

/** Only the first round may be sent back: the ratings of a re-handled reply are final. */
const REHANDLE_ROUND = 1;

const unsatisfied = (rating: Rating) => rating.work === 'UNSATISFIED' || rating.result === 'UNSATISFIED';
const named = (kase: CaseRecord) => `${kase.case_no ?? `#${kase.id}`}「${kase.title}」`;

/** Pairs each rating with its reply: exactly one rating per reply awaiting one, else 400 on `ratings`. */
function matchRatings(awaiting: readonly ReplyAwaitingRating[], ratings: readonly Rating[]): RatedReply[] {
  const ids = new Set(ratings.map((r) => r.assignmentId));
  const exact = ids.size === ratings.length && ratings.length === awaiting.length && awaiting.every((a) => ids.has(a.assignmentId));
  if (!exact) throw fieldInvalid('ratings', 'case.ratingsMismatch');
  return awaiting.map((reply) => ({ reply, rating: ratings.find((r) => r.assignmentId === reply.assignmentId) as Rating }));
}

function evaluationMessage(rated: readonly RatedReply[]): CaseEventMessage {
  const [only] = rated;
  if (rated.length !== 1 || !only) return { key: 'event.evaluatedAll' };
  return {
    key: 'event.evaluated',
    params: { work: labelsOf(SATISFACTIONS, only.rating.work), result: labelsOf(SATISFACTIONS, only.rating.result) },
  };
}

/** Sends the unsatisfactory replies' assignments back to their units, due `rehandleMonths` on, and tells the units' users. */
async function sendBack(trx: Transaction<Database>, kase: CaseRecord, replies: readonly ReplyAwaitingRating[], now: Date): Promise<void> {
  const dueAt = await dueAfterMonths(trx, now, (await deadlineSettings(trx)).rehandleMonths);
  const assignmentIds = replies.map((r) => r.assignmentId);
  await trx.updateTable('assignments').set({ status: 'REHANDLE', rehandle_due_at: dueAt }).where('id', 'in', assignmentIds).execute();
  const userIds = (await Promise.all(replies.map((r) => unitUserIds(trx, r.unitId)))).flat();
  if (userIds.length === 0) return;
  await trx
    .insertInto('notices')
    .values(
      [...new Set(userIds)].map((userId) => ({
        user_id: userId,
        kind: 'notice' as const,
        title: `重新办理：${kase.title}`,
        content: `${named(kase)}的答复经测评不满意，请于${beijingDayOf(dueAt)}前重新办理并答复。`,
        link: '/handling/assignments?stage=handling',
      })),
    )
    .execute();
}

/**
 * 测评: the lead rates every reply awaiting a rating, all at once, and the case is evaluated. A 不满意
 * in the first round sends those assignments back to their units (重新办理) in the same transaction,
 * which moves the case on to re-handling.
 */
export function evaluateCase(db: Db, actor: CaseActor, body: TCaseEvaluateBody): Promise<CaseActionAnswer> {
  submitterMemberOf(actor);
  return inTransaction(db, async (trx) => {
    const kase = await lockCase(trx, actor, body.id);
    if (kase.version !== body.version) throw staleCase();
    const memberId = assertLeadSubmitter(actor, kase);
    const evaluated = nextCaseStatus(actor.roleCodes, kase.status as CaseStatus, 'evaluate');
    const rated = matchRatings(await repliesAwaitingRating(trx, kase.id), body.ratings);
    const now = new Date();
    await trx
      .insertInto('evaluations')
      .values(
        rated.map(({ reply, rating }) => ({
          case_id: kase.id,
          assignment_id: reply.assignmentId,
          member_id: memberId,
          round: reply.round,
          work_satisfaction: rating.work,
          result_satisfaction: rating.result,
          comment: rating.comment,
          evaluated_at: now,
        })),
      )
      .execute();
    const caseParams = { noun: caseNoun(kase.body, kase.kind), ref: caseRef(kase), title: kase.title };
    const evaluation = {
      patch: { status: evaluated },
      event: { step: 'EVALUATED', message: evaluationMessage(rated), note: rated.length === 1 ? rated[0]?.rating.comment : '' },
    };
    const sentBack = rated.filter(({ reply, rating }) => reply.round === REHANDLE_ROUND && unsatisfied(rating)).map((r) => r.reply);
    if (sentBack.length === 0)
      return applyCaseChange(trx, actor, kase, { ...evaluation, description: { key: 'log.case.evaluated', params: caseParams } });

    const afterEvaluation = await writeCaseChange(trx, actor, kase, evaluation);
    await sendBack(trx, kase, sentBack, now);
    const units = joinTexts(sentBack.map((r) => r.unitName));
    return applyCaseChange(
      trx,
      actor,
      { ...kase, status: evaluated, version: afterEvaluation.version },
      {
        patch: { status: nextCaseStatus(actor.roleCodes, evaluated, 'rehandle') },
        event: { step: 'REHANDLING', message: { key: 'event.rehandling', params: { units } } },
        description: { key: 'log.case.evaluatedRehandle', params: { ...caseParams, units } },
        notice: { event: 'rehandling', params: { units } },
      },
    );
  });
}
