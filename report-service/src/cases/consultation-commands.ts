import { CONSULT_METHODS, labelOf, type CaseActionAnswer, type TCaseConsultBody } from '@proposal-desk/shared';
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
    const method = labelOf(CONSULT_METHODS, body.method);
    return {
      event: { step: 'CONSULTED', action: `${assignment.unit_name}面商（${method}）`, note: body.notes },
      description: `记录面商 ${named(kase)}（${assignment.unit_name}，${method}，${body.heldOn}）`,
    };
  });
}
