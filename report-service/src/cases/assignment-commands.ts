import {
  ASSIGNMENT_ROLES,
  labelOf,
  type CaseActionAnswer,
  type CaseReturnDecisionBody,
  type CaseRemoveAssignmentBody,
  type CaseStatus,
  type CaseUrgeBody,
  type TAssignUnit,
  type TCaseAssignBody,
  type TCaseBatchAssignBody,
  type TCaseRef,
  type TCaseWithdrawAssignmentBody,
} from '@proposal-desk/shared';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import { DomainError, fieldInvalid } from '../errors';
import { beijingDayOf, endOfBeijingDay } from '../lib/beijing-time';
import { inTransaction, type Db } from '../lib/write-and-log';
import { actOnCase, type CaseChange, type CaseRecord } from './case-action-commands';
import { type CaseActor, caseRef } from './case-actor';
import { defaultDueAt } from './case-deadline-queries';
import { illegalTransition, partyOf } from './case-workflow';
import { findAssignment, findOpenUnitIds, findUnits, unitUserIds } from './assignment-queries';
import { OPEN_ASSIGNMENT_STATUSES, STATUS_AFTER_ASSIGN } from './office-actions';

const REPLYING_ROLES = new Set(['SOLE', 'LEAD', 'SEPARATE']);

const named = caseRef;

export function assertOffice(actor: CaseActor): void {
  if (partyOf(actor.roleCodes) !== 'office') throw new DomainError('forbidden', 'auth.forbidden');
}

export async function notifyUnit(trx: Transaction<Database>, unitId: number, title: string, content: string): Promise<void> {
  const users = await unitUserIds(trx, unitId);
  if (users.length > 0)
    await trx
      .insertInto('notices')
      .values(users.map((userId) => ({ user_id: userId, kind: 'notice' as const, title, content })))
      .execute();
}

/** Adds the units to a locked case; answers the change (status, dates, timeline, log). */
async function assignUnits(
  trx: Transaction<Database>,
  actor: CaseActor,
  kase: CaseRecord,
  units: readonly TAssignUnit[],
): Promise<CaseChange> {
  assertOffice(actor);
  const status = STATUS_AFTER_ASSIGN[kase.status as CaseStatus];
  if (!status) throw illegalTransition(kase.status as CaseStatus, 'assign');
  const known = new Map(
    (
      await findUnits(
        trx,
        units.map((u) => u.unitId),
      )
    ).map((u) => [u.id, u]),
  );
  const missing = units.find((u) => !known.has(u.unitId));
  if (missing) throw fieldInvalid('units', 'case.unitUnknown');
  const open = await findOpenUnitIds(trx, kase.id);
  const again = units.find((u) => open.has(u.unitId));
  if (again) throw fieldInvalid('units', 'case.unitAlreadyAssigned', { unit: known.get(again.unitId)?.name ?? '' });
  const leadTaken =
    units.some((u) => u.role === 'SOLE' || u.role === 'LEAD') && [...open.values()].some((role) => role === 'SOLE' || role === 'LEAD');
  if (leadTaken) throw fieldInvalid('units', 'case.oneLeadOnly');
  const now = new Date();
  const rows = await Promise.all(
    units.map(async (u) => {
      const unit = known.get(u.unitId);
      return {
        case_id: kase.id,
        unit_id: u.unitId,
        role: u.role,
        assigned_at: now,
        due_at: u.dueAt ? endOfBeijingDay(u.dueAt) : await defaultDueAt(trx, now, u.role),
        status: 'PENDING',
        contact_name: u.contactName || unit?.contact_name || '',
        contact_phone: u.contactPhone || unit?.contact_phone || '',
      };
    }),
  );
  await trx.insertInto('assignments').values(rows).execute();
  // The units with their roles, as the timeline, the log and the submitters' notice name them.
  const names = {
    zh: units.map((u) => `${known.get(u.unitId)?.name ?? ''}（${labelOf(ASSIGNMENT_ROLES, u.role)}）`).join('、'),
    en: units.map((u) => `${known.get(u.unitId)?.name ?? ''} (${labelOf(ASSIGNMENT_ROLES, u.role, 'en').toLowerCase()})`).join(', '),
  };
  for (const u of units)
    await notifyUnit(
      trx,
      u.unitId,
      `新交办：${named(kase)}`,
      `「${kase.title}」已交由贵单位${labelOf(ASSIGNMENT_ROLES, u.role)}，请及时签收。`,
    );
  const replyDues = rows.filter((r) => REPLYING_ROLES.has(r.role)).map((r) => r.due_at.getTime());
  const replyDue = replyDues.length > 0 ? new Date(Math.min(...replyDues)) : null;
  return {
    patch: {
      status,
      ...(kase.assigned_at ? {} : { assigned_at: now }),
      ...(kase.reply_due_at || !replyDue ? {} : { reply_due_at: replyDue }),
    },
    event: { step: 'ASSIGNED', message: { key: 'event.assigned', params: { units: names } } },
    description: { key: 'log.case.assigned', params: { ref: named(kase), units: names } },
    notice: {
      event: 'assigned',
      params: {
        units: names,
        due: replyDue ? beijingDayOf(replyDue) : beijingDayOf(rows[0]!.due_at),
      },
      once: `assigned:${units.map((u) => u.unitId).join(',')}`,
    },
  };
}

/** 交办 one case to one or more units. */
export function assignCase(db: Db, actor: CaseActor, body: TCaseAssignBody): Promise<CaseActionAnswer> {
  return actOnCase(db, actor, body, (trx, kase) => assignUnits(trx, actor, kase, body.units));
}

/** 批量交办: every case to the same units, all or none. */
export function batchAssignCases(db: Db, actor: CaseActor, body: TCaseBatchAssignBody): Promise<CaseActionAnswer[]> {
  return inTransaction(db, async (trx) => {
    const answers: CaseActionAnswer[] = [];
    // One at a time, in id order, so two batches that share cases lock them in the same order.
    for (const ref of [...body.cases].sort((a, b) => a.id - b.id))
      answers.push(await actOnCase(trx, actor, ref, (t, kase) => assignUnits(t, actor, kase, body.units)));
    return answers;
  });
}

/** 撤销交办: a unit that has not signed yet leaves the case (another unit must remain). */
export function removeAssignment(db: Db, actor: CaseActor, body: z.infer<typeof CaseRemoveAssignmentBody>): Promise<CaseActionAnswer> {
  return actOnCase(db, actor, body, async (trx, kase) => {
    assertOffice(actor);
    const assignment = await findAssignment(trx, kase.id, body.assignmentId);
    if (!assignment) throw fieldInvalid('assignmentId', 'case.assignmentUnknown');
    if (assignment.status !== 'PENDING') throw new DomainError('conflict', 'case.assignmentSigned');
    const open = await findOpenUnitIds(trx, kase.id);
    if (open.size <= 1) throw new DomainError('conflict', 'case.lastAssignment');
    await trx.deleteFrom('assignments').where('id', '=', assignment.id).execute();
    return {
      event: { step: 'UNASSIGNED', message: { key: 'event.unassigned', params: { unit: assignment.unit_name } } },
      description: { key: 'log.case.unassigned', params: { ref: named(kase), unit: assignment.unit_name } },
    };
  });
}

/**
 * 撤回交办: the office ends a 协办 unit's open assignment with a reason the timeline keeps, so that the
 * case may close without its opinion (domain.md "Closing"). A handling unit's assignment is removed before
 * it signs, or ends through a return request.
 */
export function withdrawAssignment(db: Db, actor: CaseActor, body: TCaseWithdrawAssignmentBody): Promise<CaseActionAnswer> {
  return actOnCase(db, actor, body, async (trx, kase) => {
    assertOffice(actor);
    if (kase.status === 'CLOSED') throw illegalTransition('CLOSED', 'withdrawAssignment');
    const assignment = await findAssignment(trx, kase.id, body.assignmentId);
    if (!assignment) throw fieldInvalid('assignmentId', 'case.assignmentUnknown');
    if (!(OPEN_ASSIGNMENT_STATUSES as readonly string[]).includes(assignment.status))
      throw new DomainError('conflict', 'case.assignmentDone');
    if (assignment.role !== 'CO') throw new DomainError('conflict', 'case.withdrawOnlyCo');
    await trx.updateTable('assignments').set({ status: 'VOID' }).where('id', '=', assignment.id).execute();
    await notifyUnit(trx, assignment.unit_id, `撤回交办：${named(kase)}`, `「${kase.title}」已撤回对贵单位的交办：${body.reason}`);
    return {
      event: {
        step: 'ASSIGNMENT_WITHDRAWN',
        message: { key: 'event.assignmentWithdrawn', params: { unit: assignment.unit_name } },
        note: body.reason,
      },
      description: { key: 'log.case.assignmentWithdrawn', params: { ref: named(kase), unit: assignment.unit_name } },
    };
  });
}

/** 催办: a notice to every user of the unit about an assignment still to be answered. */
export function urgeAssignment(db: Db, actor: CaseActor, body: z.infer<typeof CaseUrgeBody>): Promise<CaseActionAnswer> {
  return actOnCase(db, actor, body, async (trx, kase) => {
    assertOffice(actor);
    const assignment = await findAssignment(trx, kase.id, body.assignmentId);
    if (!assignment) throw fieldInvalid('assignmentId', 'case.assignmentUnknown');
    if (kase.status === 'CLOSED' || !(OPEN_ASSIGNMENT_STATUSES as readonly string[]).includes(assignment.status))
      throw new DomainError('conflict', 'case.assignmentClosed');
    const due = beijingDayOf(assignment.due_at);
    await notifyUnit(trx, assignment.unit_id, `催办：${named(kase)}`, `「${kase.title}」办理期限 ${due}，请抓紧办理。${body.note}`);
    return {
      event: { step: 'URGED', message: { key: 'event.urged', params: { unit: assignment.unit_name } }, note: body.note },
      description: { key: 'log.case.urged', params: { ref: named(kase), unit: assignment.unit_name } },
    };
  });
}

/** 批量催办 of one case: a notice to every unit whose assignment is still open, one timeline entry naming them. */
export function urgeOpenAssignments(db: Db, actor: CaseActor, ref: TCaseRef, note: string): Promise<CaseActionAnswer> {
  return actOnCase(db, actor, ref, async (trx, kase) => {
    assertOffice(actor);
    const open =
      kase.status === 'CLOSED'
        ? []
        : await trx
            .selectFrom('assignments')
            .innerJoin('handling_units', 'handling_units.id', 'assignments.unit_id')
            .select(['assignments.unit_id', 'assignments.due_at', 'handling_units.name'])
            .where('assignments.case_id', '=', kase.id)
            .where('assignments.status', 'in', [...OPEN_ASSIGNMENT_STATUSES])
            .orderBy('assignments.id')
            .execute();
    if (open.length === 0) throw new DomainError('conflict', 'case.nothingToUrge');
    for (const assignment of open)
      await notifyUnit(
        trx,
        assignment.unit_id,
        `催办：${named(kase)}`,
        `「${kase.title}」办理期限 ${beijingDayOf(assignment.due_at)}，请抓紧办理。${note}`,
      );
    const units = open.map((assignment) => assignment.name).join('、');
    return {
      event: { step: 'URGED', message: { key: 'event.urged', params: { unit: units } }, note },
      description: { key: 'log.case.urged', params: { ref: named(kase), unit: units } },
    };
  });
}

/** 退回申请: approved, the assignment becomes void (the office reassigns); denied, the unit handles it on. */
export function decideReturn(db: Db, actor: CaseActor, body: z.infer<typeof CaseReturnDecisionBody>): Promise<CaseActionAnswer> {
  return actOnCase(db, actor, body, async (trx, kase) => {
    assertOffice(actor);
    const assignment = await findAssignment(trx, kase.id, body.assignmentId);
    if (!assignment) throw fieldInvalid('assignmentId', 'case.assignmentUnknown');
    if (assignment.status !== 'RETURN_REQUESTED') throw new DomainError('conflict', 'case.noReturnRequest');
    const next = body.approve ? 'VOID' : 'SIGNED';
    await trx
      .updateTable('assignments')
      .set({ status: next, ...(body.approve || assignment.signed_at ? {} : { signed_at: new Date() }) })
      .where('id', '=', assignment.id)
      .execute();
    const verdict = body.approve ? '同意退回' : '不同意退回';
    await notifyUnit(
      trx,
      assignment.unit_id,
      `${verdict}：${named(kase)}`,
      body.approve ? `「${kase.title}」已同意退回。` : `「${kase.title}」退回申请未获同意：${body.reason}`,
    );
    return {
      event: {
        step: body.approve ? 'RETURN_APPROVED' : 'RETURN_DENIED',
        message: { key: body.approve ? 'event.returnApproved' : 'event.returnDenied', params: { unit: assignment.unit_name } },
        note: body.reason || assignment.return_reason,
      },
      description: {
        key: body.approve ? 'log.case.returnApproved' : 'log.case.returnDenied',
        params: { ref: named(kase), unit: assignment.unit_name },
      },
    };
  });
}
