import {
  type BatchCaseResult,
  COMMITMENT_PROGRESS,
  type CaseActionAnswer,
  type Language,
  type TCaseReplyBody,
  type TCommitmentReportBody,
  type TCommitmentRequestBody,
} from '@proposal-desk/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { DomainError, fieldInvalid } from '../errors';
import { inTransaction, type Db } from '../lib/write-and-log';
import { assertOffice, notifyUnit } from './assignment-commands';
import { eachCase } from './batch-commands';
import { actOnCase, applyCaseChange, lockCase } from './case-action-commands';
import { type CaseActor, caseRef } from './case-actor';
import { partyOf } from './case-workflow';
import { refuseFutureDay } from './unit-commands';

const progressText = (progress: TCommitmentReportBody['progress']) => {
  const label = COMMITMENT_PROGRESS.find((p) => p.value === progress)!;
  return { zh: label.zh, en: label.en };
};

const unknownCommitment = () => fieldInvalid('commitmentId', 'commitment.unknown');

/**
 * A reply of category B or C in force on an assignment that owes one (not 协办) is its unit's commitment, with the
 * step and day it names; a later reply (a second round) replaces an open commitment's terms. Other replies leave
 * the commitment as it is.
 */
export async function recordReplyCommitment(
  trx: Transaction<Database>,
  reply: { id: number; caseId: number; assignmentId: number; unitId: number },
  body: Pick<TCaseReplyBody, 'resultCategory' | 'promise' | 'promisedOn'>,
): Promise<void> {
  const category = body.resultCategory;
  if (category !== 'B' && category !== 'C') return; // PROMISING_CATEGORIES
  const terms = { reply_id: reply.id, category, promise: body.promise, promised_on: body.promisedOn ?? null };
  await trx
    .insertInto('case_commitments')
    .values({ case_id: reply.caseId, assignment_id: reply.assignmentId, unit_id: reply.unitId, ...terms })
    .onConflict((oc) => oc.column('assignment_id').doUpdateSet(terms).where('case_commitments.status', '=', 'OPEN'))
    .execute();
}

/** The commitment on a locked case, with its unit's name. */
function commitmentOn(trx: Transaction<Database>, caseId: number, commitmentId: number) {
  return trx
    .selectFrom('case_commitments as cm')
    .innerJoin('handling_units', 'handling_units.id', 'cm.unit_id')
    .select(['cm.id', 'cm.unit_id', 'cm.status', 'handling_units.name as unit_name'])
    .where('cm.id', '=', commitmentId)
    .where('cm.case_id', '=', caseId)
    .executeTakeFirst();
}

const settled = (status: string) =>
  new DomainError('conflict', 'commitment.settled', { progress: progressText(status as TCommitmentReportBody['progress']) });

/** 请求更新: one commitment's unit is asked where it stands; the request waits on it until the unit answers. */
function requestUpdate(db: Db, actor: CaseActor, ref: { id: number; commitmentId: number }, note: string) {
  return inTransaction(db, async (trx) => {
    const kase = await lockCase(trx, actor, ref.id);
    const commitment = await commitmentOn(trx, kase.id, ref.commitmentId);
    if (!commitment) throw unknownCommitment();
    if (commitment.status !== 'OPEN') throw settled(commitment.status);
    await trx
      .updateTable('case_commitments')
      .set({ requested_at: new Date(), request_note: note, requested_by_name: actor.name })
      .where('id', '=', commitment.id)
      .execute();
    const unit = commitment.unit_name;
    await notifyUnit(
      trx,
      commitment.unit_id,
      `请报告承诺落实情况：${caseRef(kase)}`,
      `请报告「${kase.title}」答复中承诺事项的落实情况。${note}`,
    );
    return applyCaseChange(trx, actor, kase, {
      event: { step: 'COMMITMENT_REQUESTED', message: { key: 'event.commitmentRequested', params: { unit } }, note },
      description: { key: 'log.case.commitmentRequested', params: { ref: caseRef(kase), unit } },
    });
  });
}

/** `Commitment/RequestUpdate`: each commitment asked on its own (a settled or unknown one says why it was not). */
export async function requestCommitmentUpdates(
  db: Db,
  actor: CaseActor,
  body: TCommitmentRequestBody,
  lang: Language,
): Promise<BatchCaseResult[]> {
  assertOffice(actor);
  const rows = await db.selectFrom('case_commitments').select(['id', 'case_id']).where('id', 'in', body.commitmentIds).execute();
  const known = new Set(rows.map((r) => r.id));
  if (body.commitmentIds.some((id) => !known.has(id))) throw fieldInvalid('commitmentIds', 'commitment.unknown');
  const refs = rows.map((r) => ({ id: r.case_id, commitmentId: r.id }));
  return eachCase(db, actor, refs, lang, 'commitment.requested', (ref) => requestUpdate(db, actor, ref, body.note));
}

/**
 * 报告进展: the unit answers on its own commitment, also on a closed case: under way, kept (settled on the day
 * reported) or not to be kept (settled, with why). The office's waiting request is answered; the submitters are told.
 */
export function reportCommitment(db: Db, actor: CaseActor, body: TCommitmentReportBody): Promise<CaseActionAnswer> {
  const now = new Date();
  refuseFutureDay('reportedOn', body.reportedOn, now);
  return actOnCase(db, actor, body, async (trx, kase) => {
    if (partyOf(actor.roleCodes) !== 'unit' || actor.scope.kind !== 'unit') throw new DomainError('forbidden', 'auth.forbidden');
    const commitment = await commitmentOn(trx, kase.id, body.commitmentId);
    if (!commitment) throw unknownCommitment();
    if (commitment.unit_id !== actor.scope.unitId) throw new DomainError('forbidden', 'auth.forbidden');
    if (commitment.status !== 'OPEN') throw settled(commitment.status);
    const update = await trx
      .insertInto('commitment_updates')
      .values({
        commitment_id: commitment.id,
        progress: body.progress,
        text: body.text,
        reported_on: body.reportedOn,
        reported_by_name: actor.name,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('case_commitments')
      .set({
        requested_at: null,
        request_note: '',
        ...(body.progress === 'IN_PROGRESS' ? {} : { status: body.progress, settled_on: body.reportedOn }),
      })
      .where('id', '=', commitment.id)
      .execute();
    const params = { unit: commitment.unit_name, progress: progressText(body.progress) };
    return {
      event: { step: 'COMMITMENT_REPORTED', message: { key: 'event.commitmentReported', params }, note: body.text },
      description: { key: 'log.case.commitmentReported', params: { ref: caseRef(kase), ...params } },
      notice: { event: 'commitment', params: { ...params, text: body.text }, once: `commitment:${commitment.id}:${update.id}` },
    };
  });
}
