import type { Request, Router } from 'express';
import { publishCase } from '../../cases/publication-commands';
import { decideExtension } from '../../cases/extension-commands';
import { batchAcceptCases, batchUrgeCases } from '../../cases/batch-commands';
import type { AppContext } from '../../app-context';
import {
  assignCase,
  batchAssignCases,
  decideReturn,
  removeAssignment,
  urgeAssignment,
  withdrawAssignment,
} from '../../cases/assignment-commands';
import { addCaseAttachments, removeCaseAttachment } from '../../cases/case-attachment-commands';
import type { CaseActor } from '../../cases/case-actor';
import { acceptCase, closeCase, enterCase, mergeCase, registerCase, rejectCase, withdrawCase } from '../../cases/office-commands';
import { routesOf } from '../../http/routes';
import { actorOf } from '../../lib/activity-log';
import { callerOf } from '../../middlewares/auth';

/** The case actor of a request: the caller's log identity, display name, roles and scope. */
export function caseActorOf(req: Request): CaseActor {
  const caller = callerOf(req);
  return { actor: actorOf(req), name: caller.staffName || caller.username, roleCodes: caller.roleCodes, scope: caller.scope };
}

/**
 * The office's workflow actions (office staff, leaders and administrators only; 撤回 also for the lead
 * submitter): each body is checked by its call's schema, and the command checks scope, version and the
 * transition table.
 */
export function caseActionRouter(ctx: AppContext): Router {
  const { db } = ctx;

  return routesOf({
    caseEnter: ({ body, req }) => enterCase(db, caseActorOf(req), body),
    caseRegister: ({ body, req }) => registerCase(db, caseActorOf(req), body),
    caseAccept: ({ body, req }) => acceptCase(db, caseActorOf(req), body),
    caseMerge: ({ body, req }) => mergeCase(db, caseActorOf(req), body),
    caseReject: ({ body, req }) => rejectCase(db, caseActorOf(req), body),
    caseAssign: ({ body, req }) => assignCase(db, caseActorOf(req), body),
    caseBatchAssign: ({ body, req }) => batchAssignCases(db, caseActorOf(req), body),
    caseDecideExtension: ({ body, req }) => decideExtension(db, caseActorOf(req), body),
    casePublish: ({ body, req }) => publishCase(db, caseActorOf(req), body),
    caseBatchAccept: ({ body, req }) => batchAcceptCases(db, caseActorOf(req), body, req.lang),
    caseBatchUrge: ({ body, req }) => batchUrgeCases(db, caseActorOf(req), body, req.lang),
    caseRemoveAssignment: ({ body, req }) => removeAssignment(db, caseActorOf(req), body),
    caseWithdrawAssignment: ({ body, req }) => withdrawAssignment(db, caseActorOf(req), body),
    caseUrge: ({ body, req }) => urgeAssignment(db, caseActorOf(req), body),
    caseDecideReturn: ({ body, req }) => decideReturn(db, caseActorOf(req), body),
    caseClose: ({ body, req }) => closeCase(db, caseActorOf(req), body),
    // A lead submitter withdraws their own case too; the command refuses co-signers and units.
    caseWithdraw: ({ body, req }) => withdrawCase(db, caseActorOf(req), body),
    caseAddAttachments: ({ body, req }) => addCaseAttachments(db, caseActorOf(req), body),
    caseRemoveAttachment: ({ body, req }) => removeCaseAttachment(db, caseActorOf(req), body),
  });
}
