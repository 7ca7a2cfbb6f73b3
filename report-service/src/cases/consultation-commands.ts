import { CONSULT_METHODS, labelsOf, type CaseActionAnswer, type TCaseConsultBody } from '@proposal-desk/shared';
import type { Db } from '../lib/write-and-log';
import { actOnCase } from './case-action-commands';
import type { CaseActor } from './case-actor';
import { named, refuseFutureDay, workableAssignment } from './unit-commands';

/** 面商: records one consultation of the unit with the submitter on its own signed assignment; a unit may record several. */
export function recordConsultation(db: Db, actor: CaseActor, body: TCaseConsultBody): Promise<CaseActionAnswer> {
  refuseFutureDay('heldOn', body.heldOn);
  return actOnCase(db, actor, body, async (trx, kase) => {
    const assignment = await workableAssignment(trx, actor, kase, body.assignmentId, 'consult');
    await trx
      .insertInto('consultations')
      .values({
        assignment_id: assignment.id,
        method: body.method,
        held_on: body.heldOn,
        people: body.people,
        notes: body.notes,
        recorded_by: actor.name,
      })
      .execute();
    const method = labelsOf(CONSULT_METHODS, body.method);
    const unit = assignment.unit_name;
    return {
      event: { step: 'CONSULTED', message: { key: 'event.consulted', params: { unit, method } }, note: body.notes },
      description: { key: 'log.case.consulted', params: { ref: named(kase), unit, method, heldOn: body.heldOn } },
    };
  });
}
