import {
  type BodyCode,
  type CaseActionAnswer,
  type CaseStatus,
  submissionProblems,
  type TCaseDraftBody,
  type TCaseRef,
} from '@proposal-desk/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { DomainError, fieldInvalid, FieldsInvalid } from '../errors';
import { beijingDayOf, endOfBeijingDay } from '../lib/beijing-time';
import { clearNoticeOf } from '../lib/notices';
import { inTransaction, type Db } from '../lib/write-and-log';
import { actOnCase, applyCaseChange, type CaseRecord } from './case-action-commands';
import { setDraftAttachments } from './case-attachment-commands';
import { type CaseActor, caseNoun, caseRef } from './case-actor';
import { deadlineSettings, workingDaysAfter } from './case-deadline-queries';
import { cosignOpen } from './case-file-actions';
import { illegalTransition, nextCaseStatus, partyOf } from './case-workflow';
import { findMemberProfile, invitedCosigners, memberSessions, ownCosignerRow } from './submitter-queries';

/** The kinds of case each body takes: deputies write 建议 or 议案, members 提案. */
const KINDS_OF_BODY: Record<BodyCode, readonly string[]> = { NPC: ['SUGGESTION', 'MOTION'], CPPCC: ['PROPOSAL'] };

const nounOf = (kase: CaseRecord) => caseNoun(kase.body, kase.kind);

/** The member a submitter acts as (null when their account is linked to none); 403 for any other seat. */
export function submitterMemberOf(actor: CaseActor): number | null {
  if (partyOf(actor.roleCodes) !== 'submitter' || actor.scope.kind !== 'member') throw new DomainError('forbidden', 'auth.forbidden');
  return actor.scope.memberId;
}

/** Refuses (403) anyone but the case's lead submitter; answers the lead's member id. */
export function assertLeadSubmitter(actor: CaseActor, kase: CaseRecord): number {
  const memberId = submitterMemberOf(actor);
  if (memberId === null || kase.lead_member_id !== memberId) throw new DomainError('forbidden', 'case.notSubmitter');
  return memberId;
}

function assertKindFits(body: BodyCode, kind: string): void {
  if (!KINDS_OF_BODY[body].includes(kind)) throw fieldInvalid('kind', 'case.kindInvalid');
}

/** The co-signers of a draft, each once: existing deputies or members of the session, not the lead. */
async function checkCosigners(trx: Transaction<Database>, sessionId: number, leadId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const sessions = await memberSessions(trx, unique);
  if (unique.some((id) => !sessions.has(id))) throw fieldInvalid('cosignerIds', 'case.memberUnknown');
  if (unique.includes(leadId)) throw fieldInvalid('cosignerIds', 'case.cosignerSelf');
  if (unique.some((id) => sessions.get(id) !== sessionId)) throw fieldInvalid('cosignerIds', 'case.cosignerOtherBody');
  return unique;
}

async function inviteCosigners(trx: Transaction<Database>, caseId: number, memberIds: readonly number[]): Promise<void> {
  if (memberIds.length === 0) return;
  await trx
    .insertInto('case_submitters')
    .values(
      memberIds.map((memberId) => ({ case_id: caseId, member_id: memberId, role: 'COSIGNER' as const, cosign_status: 'INVITED' as const })),
    )
    .execute();
}

const draftFields = (body: TCaseDraftBody) => ({
  kind: body.kind,
  title: body.title,
  content: body.content,
  reason: body.reason,
  solution: body.solution,
  period: body.period,
});

/** A new draft of the caller's, in the body and session of their own profile. */
function createDraft(db: Db, actor: CaseActor, memberId: number | null, body: TCaseDraftBody): Promise<CaseActionAnswer> {
  return inTransaction(db, async (trx) => {
    const profile = await findMemberProfile(trx, memberId);
    if (!profile) throw new DomainError('invalid', 'case.noProfile');
    assertKindFits(profile.body, body.kind);
    const cosigners = await checkCosigners(trx, profile.sessionId, profile.memberId, body.cosignerIds);
    const kase = await trx
      .insertInto('cases')
      .values({
        ...draftFields(body),
        body: profile.body,
        session_id: profile.sessionId,
        submitter_type: 'MEMBER',
        lead_member_id: profile.memberId,
        status: 'DRAFT',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('case_submitters')
      .values({ case_id: kase.id, member_id: profile.memberId, role: 'LEAD', cosign_status: 'CONFIRMED' })
      .execute();
    await inviteCosigners(trx, kase.id, cosigners);
    const files = await setDraftAttachments(trx, actor, kase.id, body.attachments);
    return applyCaseChange(trx, actor, kase, {
      event: { step: 'DRAFT', message: { key: 'event.draftSaved', params: { noun: nounOf(kase) } } },
      description: { key: 'log.case.draftSaved', params: { noun: nounOf(kase), title: kase.title, files } },
    });
  });
}

/** 暂存: creates the caller's draft (no id) or rewrites their own draft, co-signers included. */
export function saveDraft(db: Db, actor: CaseActor, body: TCaseDraftBody): Promise<CaseActionAnswer> {
  const memberId = submitterMemberOf(actor);
  if (body.id === undefined || body.version === undefined) return createDraft(db, actor, memberId, body);
  return actOnCase(db, actor, { id: body.id, version: body.version }, async (trx, kase) => {
    const leadId = assertLeadSubmitter(actor, kase);
    if (kase.status !== 'DRAFT') throw illegalTransition(kase.status as CaseStatus, 'editDraft');
    assertKindFits(kase.body, body.kind);
    const cosigners = await checkCosigners(trx, kase.session_id, leadId, body.cosignerIds);
    await trx.deleteFrom('case_submitters').where('case_id', '=', kase.id).where('role', '=', 'COSIGNER').execute();
    await inviteCosigners(trx, kase.id, cosigners);
    const files = await setDraftAttachments(trx, actor, kase.id, body.attachments);
    return {
      patch: draftFields(body),
      event: { step: 'DRAFT', message: { key: 'event.draftSaved', params: { noun: caseNoun(kase.body, body.kind) } } },
      description: { key: 'log.case.draftSaved', params: { noun: caseNoun(kase.body, body.kind), title: body.title, files } },
    };
  });
}

/**
 * 提交: the lead's draft goes to the office. Each invited co-signer has `cosignDays` working days to
 * answer (to the end of that Beijing day) and gets a notice that opens the case.
 */
export function submitCase(db: Db, actor: CaseActor, ref: TCaseRef): Promise<CaseActionAnswer> {
  submitterMemberOf(actor);
  return actOnCase(db, actor, ref, async (trx, kase) => {
    const leadId = assertLeadSubmitter(actor, kase);
    const status = nextCaseStatus(actor.roleCodes, kase.status as CaseStatus, 'submit');
    const now = new Date();
    const lastDay = await workingDaysAfter(trx, now, (await deadlineSettings(trx)).cosignDays);
    const invited = await invitedCosigners(trx, kase.id);
    const [problem, ...more] = submissionProblems({ ...kase, cosigners: invited.length });
    if (problem) throw new FieldsInvalid([problem, ...more]);
    if (invited.length > 0) {
      await trx
        .updateTable('case_submitters')
        .set({ respond_by: endOfBeijingDay(lastDay) })
        .where('case_id', '=', kase.id)
        .where('member_id', 'in', invited)
        .execute();
    }
    await trx
      .updateTable('case_submitters')
      .set({ signed_at: now })
      .where('case_id', '=', kase.id)
      .where('member_id', '=', leadId)
      .execute();
    return {
      patch: { status, submitted_at: now },
      event: { step: 'SUBMITTED', message: { key: 'event.submitted', params: { noun: nounOf(kase) } } },
      description: { key: 'log.case.submitted', params: { noun: nounOf(kase), title: kase.title } },
      notice: { event: 'invited', params: { lead: actor.name, lastDay }, audience: 'invited', once: 'invited' },
    };
  });
}

/** The key of the notice inviting a member to co-sign a case. */
const invitationKey = (caseId: number) => `case:${caseId}:invited`; // noticeSubmitters' key of the 'invited' notice

/** 附议 or 谢绝: an invited co-signer answers, before the deadline, a case that is submitted and not withdrawn. */
export function respondCosign(db: Db, actor: CaseActor, body: TCaseRef & { accept: boolean }): Promise<CaseActionAnswer> {
  const memberId = submitterMemberOf(actor);
  return actOnCase(db, actor, body, async (trx, kase) => {
    if (kase.status === 'WITHDRAWN' || kase.status === 'DRAFT') throw illegalTransition(kase.status as CaseStatus, 'respondCosign');
    const own = memberId === null ? undefined : await ownCosignerRow(trx, kase.id, memberId);
    // Someone never invited may not answer (the lead included); an invitation already answered is a conflict.
    if (memberId === null || !own) throw new DomainError('forbidden', 'case.notInvited');
    if (own.cosign_status !== 'INVITED') throw new DomainError('conflict', 'case.notInvited');
    const now = new Date();
    if (!cosignOpen(own, now)) throw new DomainError('conflict', 'case.cosignClosed', { date: beijingDayOf(own.respond_by ?? now) });
    await trx
      .updateTable('case_submitters')
      .set({ cosign_status: body.accept ? 'CONFIRMED' : 'DECLINED', signed_at: body.accept ? now : null })
      .where('case_id', '=', kase.id)
      .where('member_id', '=', memberId)
      .where('role', '=', 'COSIGNER')
      .execute();
    // The invitation is answered: its notice has done its work.
    if (actor.actor.userId !== null) await clearNoticeOf(trx, actor.actor.userId, invitationKey(kase.id));
    return {
      event: {
        step: body.accept ? 'COSIGNED' : 'COSIGN_DECLINED',
        message: { key: body.accept ? 'event.cosigned' : 'event.cosignDeclined', params: { member: actor.name } },
      },
      description: {
        key: body.accept ? 'log.case.cosigned' : 'log.case.cosignDeclined',
        params: { noun: nounOf(kase), ref: caseRef(kase), title: kase.title },
      },
      notice: {
        event: 'cosign',
        params: {
          member: actor.name,
          name: kase.case_no ?? kase.title,
          answer: body.accept ? { zh: '确认', en: 'confirmed' } : { zh: '谢绝', en: 'declined' },
        },
        once: `cosign:${memberId}`,
        audience: 'lead',
      },
    };
  });
}
