import {
  CASE_PROPERTIES,
  isPropertyOfBody,
  labelsOf,
  type BodyCode,
  type CaseActionAnswer,
  type CaseMergeBody,
  type CaseRejectBody,
  type CaseStatus,
  type CaseWithdrawBody,
  type TCaseAcceptBody,
  type TCaseEnterBody,
  type TCaseRef,
} from '@proposal-desk/shared';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import { DomainError, fieldInvalid } from '../errors';
import { inTransaction, type Db } from '../lib/write-and-log';
import { findOpenAssignments } from './assignment-queries';
import { actOnCase, applyCaseChange, type CaseRecord } from './case-action-commands';
import { attachUploads, callerUploads, uploadNames } from './case-attachment-commands';
import { type CaseActor, caseNoun, caseRef } from './case-actor';
import { nextCaseNumber } from './case-number-commands';
import { indexCaseText } from './case-text-commands';
import { assertOfficeFor, categoryLabel, findMergeTarget, hasUnsatisfiedOrMissingEvaluation } from './office-queries';
import { nextCaseStatus, partyOf } from './case-workflow';
import { assertLeadSubmitter } from './submitter-commands';

const statusOf = (kase: CaseRecord) => kase.status as CaseStatus;
const nounOf = (kase: CaseRecord) => caseNoun(kase.body, kase.kind);
/** The parameters of a log message that names the case: its kind, number (or id) and title. */
const named = (kase: CaseRecord) => ({ noun: nounOf(kase), ref: caseRef(kase), title: kase.title });

/** 登记: a submitted case gets the next 案号 of its body and session. */
export function registerCase(db: Db, actor: CaseActor, ref: TCaseRef): Promise<CaseActionAnswer> {
  return actOnCase(db, actor, ref, async (trx, kase) => {
    const status = nextCaseStatus(actor.roleCodes, statusOf(kase), 'register');
    const caseNo = await nextCaseNumber(trx, kase.body, kase.session_id);
    return {
      patch: { status, case_no: caseNo, registered_at: new Date() },
      event: { step: 'REGISTERED', message: { key: 'event.registered', params: { caseNo } } },
      description: { key: 'log.case.registered', params: { noun: nounOf(kase), ref: caseNo, title: kase.title } },
      notice: { event: 'registered' },
    };
  });
}

/** The case row and its submitters, as the office entered them (submitted; registering is the caller's next step). */
export async function insertEnteredCase(trx: Transaction<Database>, body: TCaseEnterBody): Promise<CaseRecord> {
  const now = new Date();
  const kase = await trx
    .insertInto('cases')
    .values({
      body: body.body,
      kind: body.kind,
      session_id: body.sessionId,
      title: body.title,
      content: body.content,
      reason: body.reason,
      solution: body.solution,
      period: body.period,
      submitter_type: body.groupId === undefined ? 'MEMBER' : 'GROUP',
      lead_member_id: body.leadMemberId ?? null,
      group_id: body.groupId ?? null,
      status: 'SUBMITTED',
      submitted_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const cosigners = [...new Set(body.cosignerIds)].filter((id) => id !== body.leadMemberId);
  const submitters = [
    ...(body.leadMemberId === undefined ? [] : [{ case_id: kase.id, member_id: body.leadMemberId, role: 'LEAD' as const, signed_at: now }]),
    ...cosigners.map((memberId) => ({ case_id: kase.id, member_id: memberId, role: 'COSIGNER' as const, signed_at: now })),
  ];
  if (submitters.length > 0) await trx.insertInto('case_submitters').values(submitters).execute();
  await indexCaseText(trx, kase);
  return kase;
}

/** 录入: a paper case entered on a submitter's behalf, registered at once with its 案号. */
export function enterCase(db: Db, actor: CaseActor, body: TCaseEnterBody): Promise<CaseActionAnswer> {
  return inTransaction(db, async (trx) => {
    await assertOfficeFor(trx, actor, body);
    const status = nextCaseStatus(actor.roleCodes, 'SUBMITTED', 'register');
    const uploads = await callerUploads(trx, actor, body.attachments);
    const kase = await insertEnteredCase(trx, body);
    await attachUploads(trx, actor, kase.id, uploads, 'ENTRY');
    const caseNo = await nextCaseNumber(trx, kase.body, kase.session_id);
    const names = uploadNames(uploads);
    const files = uploads.length > 0 ? { zh: `（附件：${names.zh}）`, en: ` (attachments: ${names.en})` } : '';
    return applyCaseChange(trx, actor, kase, {
      patch: { status, case_no: caseNo, registered_at: new Date() },
      event: { step: 'REGISTERED', message: { key: 'event.entered', params: { caseNo } } },
      description: { key: 'log.case.entered', params: { noun: nounOf(kase), ref: caseNo, title: kase.title, files } },
      notice: { event: 'registered' },
    });
  });
}

/** 立案: review sets category (a batch may keep the case's own), property, key flag and opinion. */
export function acceptCase(
  db: Db,
  actor: CaseActor,
  body: Omit<TCaseAcceptBody, 'category'> & { category?: string },
): Promise<CaseActionAnswer> {
  return actOnCase(db, actor, body, async (trx, kase) => {
    const status = nextCaseStatus(actor.roleCodes, statusOf(kase), 'accept');
    const category = body.category ?? kase.category;
    if (!category) throw fieldInvalid('category', 'case.categoryRequired');
    const label = await categoryLabel(trx, kase.body, category);
    if (label === null) throw fieldInvalid('category', 'case.categoryUnknown');
    if (!isPropertyOfBody(kase.body as BodyCode, body.property)) throw fieldInvalid('property', 'case.propertyNotOfBody');
    const key = body.isKey ? { zh: '，重点', en: ', key case' } : '';
    return {
      patch: {
        status,
        category,
        property: body.property,
        is_key: body.isKey,
        review_opinion: body.opinion,
        accepted_at: new Date(),
      },
      event: {
        step: 'ACCEPTED',
        message: { key: 'event.accepted', params: { category: label, property: labelsOf(CASE_PROPERTIES, body.property), key } },
        note: body.opinion,
      },
      description: { key: 'log.case.accepted', params: named(kase) },
      notice: { event: 'accepted' },
    };
  });
}

/** 并案: the case joins another accepted case of its body and session, and ends. */
export function mergeCase(db: Db, actor: CaseActor, body: z.infer<typeof CaseMergeBody>): Promise<CaseActionAnswer> {
  return actOnCase(db, actor, body, async (trx, kase) => {
    const status = nextCaseStatus(actor.roleCodes, statusOf(kase), 'merge');
    const main = await findMergeTarget(trx, kase, body.mainCaseId);
    if (!main) throw fieldInvalid('mainCaseId', 'case.mainInvalid');
    return {
      patch: { status, merged_into_id: main.id, review_opinion: body.opinion },
      event: { step: 'MERGED', message: { key: 'event.merged', params: { mainCaseNo: caseRef(main) } }, note: body.opinion },
      description: { key: 'log.case.merged', params: { ...named(kase), mainRef: caseRef(main) } },
      notice: { event: 'merged', params: { mainCaseNo: caseRef(main) } },
    };
  });
}

/** 不予立案, with the reason the submitter is told. */
export function rejectCase(db: Db, actor: CaseActor, body: z.infer<typeof CaseRejectBody>): Promise<CaseActionAnswer> {
  return actOnCase(db, actor, body, async (_trx, kase) => {
    const status = nextCaseStatus(actor.roleCodes, statusOf(kase), 'reject');
    return {
      patch: { status, review_opinion: body.reason },
      event: { step: 'REJECTED', message: { key: 'event.rejected' }, note: body.reason },
      description: { key: 'log.case.rejected', params: named(kase) },
      notice: { event: 'rejected', params: { reason: body.reason } },
    };
  });
}

/** 撤回 before acceptance, by the office or by the case's own lead submitter (not a co-signer). */
export function withdrawCase(db: Db, actor: CaseActor, body: z.infer<typeof CaseWithdrawBody>): Promise<CaseActionAnswer> {
  return actOnCase(db, actor, body, async (_trx, kase) => {
    if (partyOf(actor.roleCodes) === 'submitter') assertLeadSubmitter(actor, kase);
    const status = nextCaseStatus(actor.roleCodes, statusOf(kase), 'withdraw');
    return {
      patch: { status },
      event: { step: 'WITHDRAWN', message: { key: 'event.withdrawn', params: { noun: nounOf(kase) } }, note: body.reason },
      description: { key: 'log.case.withdrawn', params: named(kase) },
    };
  });
}

/** 办结: every evaluation of the last round is in and none is 不满意 (that case is re-handled instead). */
export function closeCase(db: Db, actor: CaseActor, ref: TCaseRef): Promise<CaseActionAnswer> {
  return actOnCase(db, actor, ref, async (trx, kase) => {
    const status = nextCaseStatus(actor.roleCodes, statusOf(kase), 'close');
    if (await hasUnsatisfiedOrMissingEvaluation(trx, kase.id)) throw new DomainError('conflict', 'case.evaluationsMissing');
    const open = await findOpenAssignments(trx, kase.id);
    if (open.length > 0) throw new DomainError('conflict', 'case.assignmentsOpen', { units: open.map((a) => a.unit_name).join('、') });
    return {
      patch: { status, closed_at: new Date() },
      event: { step: 'CLOSED', message: { key: 'event.closed', params: { noun: nounOf(kase) } } },
      description: { key: 'log.case.closed', params: named(kase) },
      notice: { event: 'closed' },
    };
  });
}
