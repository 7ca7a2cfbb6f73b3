import {
  fileUrl,
  type CaseActionAnswer,
  type CaseAttachment,
  type CaseStatus,
  type MessageKey,
  type TCaseReplyBody,
} from '@proposal-desk/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { attachableUploads, claimFiles } from '../files/file-owner-commands';
import { beijingDayOf, beijingNoon } from '../lib/beijing-time';
import type { Db } from '../lib/write-and-log';
import { findOpenAssignments } from './assignment-queries';
import { actOnCase, type CaseChange } from './case-action-commands';
import type { CaseActor } from './case-actor';
import { illegalTransition, nextCaseStatus } from './case-workflow';
import { recordReplyCommitment } from './commitment-commands';
import { named, refuseFutureDay, workableAssignment } from './unit-commands';

/** A 协办 unit gives its opinion to the lead unit whenever the case is being handled. */
const OPINION_STATUSES: readonly CaseStatus[] = ['ASSIGNED', 'IN_PROGRESS', 'REHANDLING'];
/** A handling unit replies in the first round while the case is in progress, in the second while it is re-handled. */
const REPLY_STATUS_OF_ROUND: Record<number, CaseStatus> = { 1: 'IN_PROGRESS', 2: 'REHANDLING' };

export interface ReplyOutcome {
  answer: CaseActionAnswer;
  /** The answer's message: a 协办 unit's reply is its opinion to the lead unit. */
  message: MessageKey;
}

/**
 * The reply's time: now when it is dated today, so reports counting replies up to now count it at
 * once; noon Beijing time of an earlier day.
 */
export function repliedAtOf(day: string, now: Date): Date {
  return day === beijingDayOf(now) ? now : beijingNoon(day);
}

/** How the unit last consulted the submitter on this assignment (NONE when it never did). */
async function latestConsultMethod(trx: Transaction<Database>, assignmentId: number): Promise<string> {
  const latest = await trx
    .selectFrom('consultations')
    .select('method')
    .where('assignment_id', '=', assignmentId)
    .orderBy('held_on', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return latest?.method ?? 'NONE';
}

/** Whether every assignment of the case that owes a reply (not 协办, not void) has replied. */
async function allRepliesIn(trx: Transaction<Database>, caseId: number): Promise<boolean> {
  const open = await trx
    .selectFrom('assignments')
    .select('id')
    .where('case_id', '=', caseId)
    .where('role', '<>', 'CO')
    .where('status', 'not in', ['VOID', 'REPLIED'])
    .executeTakeFirst();
  return open === undefined;
}

/**
 * 答复: the unit's letter on its own signed assignment (round 2 once sent back to re-handle), which
 * becomes 已办复. The case is 已答复 once every unit that owes a reply has replied; a 协办 unit's
 * reply is its opinion to the lead unit and never moves the case.
 */
export async function replyToAssignment(db: Db, actor: CaseActor, body: TCaseReplyBody): Promise<ReplyOutcome> {
  const now = new Date();
  refuseFutureDay('repliedOn', body.repliedOn, now);
  let message: MessageKey = 'case.replied';
  const answer = await actOnCase(db, actor, body, async (trx, kase): Promise<CaseChange> => {
    const assignment = await workableAssignment(trx, actor, kase, body.assignmentId, 'reply');
    const status = kase.status as CaseStatus;
    const round = assignment.status === 'REHANDLE' ? 2 : 1;
    const opinion = assignment.role === 'CO';
    if (opinion ? !OPINION_STATUSES.includes(status) : status !== REPLY_STATUS_OF_ROUND[round]) throw illegalTransition(status, 'reply');
    // The reply owns its files from now on: who may read it reads them (a 协办 unit's opinion: the office and the lead).
    const uploads = await attachableUploads(trx, actor.actor.userId, body.attachments);
    const attachments: CaseAttachment[] = uploads.map((u) => ({ name: u.name, url: fileUrl(u.fileId, u.name) }));
    const reply = await trx
      .insertInto('replies')
      .values({
        assignment_id: assignment.id,
        round,
        doc_no: body.docNo,
        replied_at: repliedAtOf(body.repliedOn, now),
        result_category: body.resultCategory,
        adoption: body.adoption,
        consult_method: await latestConsultMethod(trx, assignment.id),
        signer: body.signer,
        content: body.content,
        attachment: JSON.stringify(attachments),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await claimFiles(
      trx,
      uploads.map((u) => u.fileId),
      { replyId: reply.id },
    );
    if (!opinion) {
      const ids = { id: reply.id, caseId: kase.id, assignmentId: assignment.id, unitId: assignment.unit_id };
      await recordReplyCommitment(trx, ids, body);
    }
    await trx.updateTable('assignments').set({ status: 'REPLIED' }).where('id', '=', assignment.id).execute();
    const note = round === 2 ? '第二轮' : '';
    const unit = assignment.unit_name;
    if (opinion) {
      message = 'case.opinionSent';
      return {
        event: { step: 'OPINION', message: { key: 'event.opinion', params: { unit } }, note },
        description: { key: 'log.case.opinionSent', params: { ref: named(kase), unit, docNo: body.docNo } },
      };
    }
    const missing = assignment.role === 'LEAD' ? await findOpenAssignments(trx, kase.id, ['CO']) : [];
    const without = missing.map((a) => a.unit_name).join('、');
    if (missing.length > 0 && !body.withoutOpinions) throw new DomainError('conflict', 'case.opinionsMissing', { units: without });
    const complete = await allRepliesIn(trx, kase.id);
    return {
      patch: complete ? { status: nextCaseStatus(actor.roleCodes, status, 'reply') } : {},
      event: {
        step: 'REPLIED',
        message: { key: 'event.replied', params: { unit } },
        note: [note, without && `未收到协办意见：${without}`].filter(Boolean).join('；'),
      },
      description: {
        key: 'log.case.replied',
        params: { ref: named(kase), unit, round: round === 2 ? { zh: '第二轮，', en: 'round 2, ' } : '', docNo: body.docNo },
      },
      notice: {
        event: 'replied',
        params: { unit, round: round === 2 ? { zh: '（第二轮）', en: ' again' } : '' },
        once: `replied:${assignment.id}:${round}`,
      },
    };
  });
  return { answer, message };
}
