import type { CaseActionAnswer, CaseRequestReturnBody, CaseSignBody, CaseStatus } from '@proposal-desk/shared';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import { DomainError, fieldInvalid } from '../errors';
import { beijingDayOf } from '../lib/beijing-time';
import type { Db } from '../lib/write-and-log';
import { findAssignment } from './assignment-queries';
import { actOnCase, type CaseRecord } from './case-action-commands';
import { type CaseActor, caseRef } from './case-actor';
import { returnWindowEnd } from './case-deadline-queries';
import { illegalTransition, nextCaseStatus, partyOf } from './case-workflow';

/** Roles whose signature starts the handling of the case (a 协办 unit only gives its opinion). */
const HANDLING_ROLES = new Set(['SOLE', 'LEAD', 'SEPARATE']);

/** How the timeline and the log name a case: its number, or its id before it has one. */
export const named = (kase: CaseRecord) => caseRef(kase);

/** The actor's own assignment on the case: 403 for anyone but the unit it was given to. */
export async function ownAssignment(trx: Transaction<Database>, actor: CaseActor, kase: CaseRecord, assignmentId: number) {
  if (partyOf(actor.roleCodes) !== 'unit' || actor.scope.kind !== 'unit') throw new DomainError('forbidden', 'auth.forbidden');
  const assignment = await findAssignment(trx, kase.id, assignmentId);
  if (!assignment) throw fieldInvalid('assignmentId', 'case.assignmentUnknown');
  if (assignment.unit_id !== actor.scope.unitId) throw new DomainError('forbidden', 'auth.forbidden');
  if (kase.status === 'CLOSED') throw new DomainError('conflict', 'case.caseClosedForUnit');
  return assignment;
}

/**
 * The actor's own assignment, taken up and not answered yet: signed, or sent back to re-handle. A
 * pending one must be signed first; any other status refuses `action` (409).
 */
export async function workableAssignment(
  trx: Transaction<Database>,
  actor: CaseActor,
  kase: CaseRecord,
  assignmentId: number,
  action: 'consult' | 'reply',
) {
  const assignment = await ownAssignment(trx, actor, kase, assignmentId);
  if (assignment.status === 'PENDING') throw new DomainError('conflict', 'case.notSigned');
  if (assignment.status !== 'SIGNED' && assignment.status !== 'REHANDLE') throw illegalTransition(kase.status as CaseStatus, action);
  return assignment;
}

/** Refuses a day (YYYY-MM-DD) after today in Beijing as a problem of `field`. */
export function refuseFutureDay(field: string, day: string, now = new Date()): void {
  if (day > beijingDayOf(now)) throw fieldInvalid(field, 'case.dateInFuture');
}

/** 签收: the unit takes the assignment; the case is 办理中 once its first handling unit has signed. */
export function signAssignment(db: Db, actor: CaseActor, body: z.infer<typeof CaseSignBody>): Promise<CaseActionAnswer> {
  return actOnCase(db, actor, body, async (trx, kase) => {
    const assignment = await ownAssignment(trx, actor, kase, body.assignmentId);
    if (assignment.status !== 'PENDING') throw illegalTransition(kase.status as CaseStatus, 'sign');
    await trx.updateTable('assignments').set({ status: 'SIGNED', signed_at: new Date() }).where('id', '=', assignment.id).execute();
    const starts = HANDLING_ROLES.has(assignment.role) && kase.status === 'ASSIGNED';
    return {
      patch: starts ? { status: nextCaseStatus(actor.roleCodes, 'ASSIGNED', 'sign') } : {},
      event: { step: starts ? 'IN_PROGRESS' : 'SIGNED', message: { key: 'event.signed', params: { unit: assignment.unit_name } } },
      description: { key: 'log.case.signed', params: { ref: named(kase), unit: assignment.unit_name } },
    };
  });
}

/** 申请退回: within the return window of the assignment (working days), with the reason the office reads. */
export function requestReturn(db: Db, actor: CaseActor, body: z.infer<typeof CaseRequestReturnBody>): Promise<CaseActionAnswer> {
  return actOnCase(db, actor, body, async (trx, kase) => {
    const assignment = await ownAssignment(trx, actor, kase, body.assignmentId);
    if (assignment.status !== 'PENDING' && assignment.status !== 'SIGNED')
      throw illegalTransition(kase.status as CaseStatus, 'requestReturn');
    const lastDay = await returnWindowEnd(trx, assignment.assigned_at);
    if (beijingDayOf(new Date()) > lastDay) throw new DomainError('conflict', 'case.returnWindowClosed', { date: lastDay });
    await trx
      .updateTable('assignments')
      .set({ status: 'RETURN_REQUESTED', return_reason: body.reason })
      .where('id', '=', assignment.id)
      .execute();
    return {
      event: {
        step: 'RETURN_REQUESTED',
        message: { key: 'event.returnRequested', params: { unit: assignment.unit_name } },
        note: body.reason,
      },
      description: { key: 'log.case.returnRequested', params: { ref: named(kase), unit: assignment.unit_name } },
    };
  });
}
