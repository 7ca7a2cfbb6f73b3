import type { CaseActionAnswer, TCaseDecideExtensionBody, TCaseRequestExtensionBody } from '@proposal-desk/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { DomainError, fieldInvalid } from '../errors';
import { beijingDayOf, beijingNoon } from '../lib/beijing-time';
import type { Db } from '../lib/write-and-log';
import { assertOffice, notifyUnit } from './assignment-commands';
import { actOnCase } from './case-action-commands';
import { type CaseActor, caseRef } from './case-actor';
import { deadlineSettings, dueAfterMonths } from './case-deadline-queries';
import { extensionRefusal, extensionRequestsOf } from './extension-queries';
import { ownAssignment } from './unit-commands';

/**
 * What the rules say of an extension of this assignment now: why it cannot be asked (extension-queries.ts), and
 * the latest day it may reach, the first due day plus `extensionMonths`, on a working day.
 */
async function extensionRules(
  trx: Transaction<Database>,
  assignment: { id: number; status: string; due_at: Date; original_due_at: Date | null },
  caseStatus: string,
) {
  const settings = await deadlineSettings(trx);
  const ceiling = await dueAfterMonths(trx, assignment.original_due_at ?? assignment.due_at, settings.extensionMonths);
  const requests = (await extensionRequestsOf(trx, [assignment.id])).get(assignment.id) ?? [];
  return { refusal: extensionRefusal(assignment, caseStatus, requests, settings.extensionsMax, new Date()), ceiling };
}

/** 申请延期: the unit's own open assignment, a later day (moved to a working day) within the ceiling, and the reason. */
export function requestExtension(db: Db, actor: CaseActor, body: TCaseRequestExtensionBody): Promise<CaseActionAnswer> {
  return actOnCase(db, actor, body, async (trx, kase) => {
    const assignment = await ownAssignment(trx, actor, kase, body.assignmentId);
    const rules = await extensionRules(trx, assignment, kase.status);
    if (rules.refusal) throw new DomainError('conflict', rules.refusal.key, rules.refusal.params);
    const to = await dueAfterMonths(trx, beijingNoon(body.dueAt), 0);
    if (to <= assignment.due_at) throw fieldInvalid('dueAt', 'case.extensionDayTooEarly', { date: beijingDayOf(assignment.due_at) });
    if (to > rules.ceiling) throw fieldInvalid('dueAt', 'case.extensionDayTooLate', { date: beijingDayOf(rules.ceiling) });
    await trx
      .insertInto('assignment_extensions')
      .values({
        assignment_id: assignment.id,
        case_id: kase.id,
        reason: body.reason,
        from_due_at: assignment.due_at,
        to_due_at: to,
        requested_by_name: actor.name,
      })
      .execute();
    const params = { unit: assignment.unit_name, to: beijingDayOf(to) };
    return {
      event: { step: 'EXTENSION_REQUESTED', message: { key: 'event.extensionRequested', params }, note: body.reason },
      description: { key: 'log.case.extensionRequested', params: { ref: caseRef(kase), ...params } },
    };
  });
}

/**
 * 审批延期: approved, the assignment's due day becomes the one asked for (the first one kept), so its light, the
 * reminders and the overdue figures follow; refused, with the reason. The unit is told either way.
 */
export function decideExtension(db: Db, actor: CaseActor, body: TCaseDecideExtensionBody): Promise<CaseActionAnswer> {
  return actOnCase(db, actor, body, async (trx, kase) => {
    assertOffice(actor);
    const request = await trx
      .selectFrom('assignment_extensions')
      .innerJoin('assignments', 'assignments.id', 'assignment_extensions.assignment_id')
      .innerJoin('handling_units', 'handling_units.id', 'assignments.unit_id')
      .select([
        'assignment_extensions.id',
        'assignment_extensions.to_due_at',
        'assignment_extensions.from_due_at',
        'assignments.id as assignment_id',
        'assignments.unit_id',
        'assignments.due_at',
        'assignments.original_due_at',
        'handling_units.name as unit_name',
      ])
      .where('assignment_extensions.id', '=', body.extensionId)
      .where('assignment_extensions.case_id', '=', kase.id)
      .where('assignment_extensions.status', '=', 'PENDING')
      .executeTakeFirst();
    if (!request) throw fieldInvalid('extensionId', 'case.extensionUnknown');
    await trx
      .updateTable('assignment_extensions')
      .set({
        status: body.approve ? 'APPROVED' : 'REFUSED',
        decided_at: new Date(),
        decided_by_name: actor.name,
        decision_reason: body.reason,
      })
      .where('id', '=', request.id)
      .execute();
    if (body.approve)
      await trx
        .updateTable('assignments')
        .set({ due_at: request.to_due_at, original_due_at: request.original_due_at ?? request.due_at })
        .where('id', '=', request.assignment_id)
        .execute();
    const params = { unit: request.unit_name, from: beijingDayOf(request.due_at), to: beijingDayOf(request.to_due_at) };
    await notifyUnit(
      trx,
      request.unit_id,
      `${body.approve ? '同意延期' : '不同意延期'}：${caseRef(kase)}`,
      body.approve ? `「${kase.title}」办理期限由 ${params.from} 延至 ${params.to}。` : `「${kase.title}」延期申请未获同意：${body.reason}`,
    );
    return {
      event: {
        step: body.approve ? 'EXTENSION_APPROVED' : 'EXTENSION_REFUSED',
        message: { key: body.approve ? 'event.extensionApproved' : 'event.extensionRefused', params },
        note: body.reason,
      },
      description: {
        key: body.approve ? 'log.case.extensionApproved' : 'log.case.extensionRefused',
        params: { ref: caseRef(kase), ...params },
      },
    };
  });
}
