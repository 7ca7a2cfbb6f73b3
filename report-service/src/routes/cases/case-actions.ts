import {
  API_PATHS,
  CaseAcceptBody,
  CaseAssignBody,
  CaseBatchAssignBody,
  CaseCloseBody,
  CaseEnterBody,
  CaseMergeBody,
  CaseRegisterBody,
  CaseRejectBody,
  CaseRemoveAssignmentBody,
  CaseReturnDecisionBody,
  CaseUrgeBody,
  CaseWithdrawBody,
  ROLE_LEVELS,
  type MessageKey,
  type RoleLevel,
} from '@proposal-desk/shared';
import { type Request, type Response, Router } from 'express';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { assignCase, batchAssignCases, decideReturn, removeAssignment, urgeAssignment } from '../../cases/assignment-commands';
import type { CaseActor } from '../../cases/case-actor';
import { acceptCase, closeCase, enterCase, mergeCase, registerCase, rejectCase, withdrawCase } from '../../cases/office-commands';
import type { Db } from '../../lib/write-and-log';
import { parseBody } from '../../http/input';
import { ok } from '../../http/respond';
import { actorOf } from '../../lib/activity-log';
import { callerOf, requireLevel } from '../../middlewares/auth';

/** The case actor of a request: the caller's log identity, display name, roles and scope. */
export function caseActorOf(req: Request): CaseActor {
  const caller = callerOf(req);
  return { actor: actorOf(req), name: caller.staffName || caller.username, roleCodes: caller.roleCodes, scope: caller.scope };
}

/**
 * The office's workflow actions (office staff, leaders and administrators only; 撤回 also for the lead
 * submitter): each validates its body, and the command checks scope, version and the transition table.
 */
export function caseActionRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  /** POST path: parse the body with `schema`, run `command`, answer its result with `message`. */
  function action<S extends z.ZodType, T>(
    path: string,
    schema: S,
    command: (db: Db, actor: CaseActor, body: z.output<S>) => Promise<T>,
    message: MessageKey,
    level: RoleLevel = ROLE_LEVELS.OFFICE_STAFF,
  ) {
    router.post(path, requireLevel(level), async (req: Request, res: Response) => {
      const body = parseBody(req, schema);
      ok(req, res, await command(db, caseActorOf(req), body), message);
    });
  }

  action(API_PATHS.caseEnter, CaseEnterBody, enterCase, 'case.entered');
  action(API_PATHS.caseRegister, CaseRegisterBody, registerCase, 'case.registered');
  action(API_PATHS.caseAccept, CaseAcceptBody, acceptCase, 'case.accepted');
  action(API_PATHS.caseMerge, CaseMergeBody, mergeCase, 'case.merged');
  action(API_PATHS.caseReject, CaseRejectBody, rejectCase, 'case.rejected');
  action(API_PATHS.caseAssign, CaseAssignBody, assignCase, 'case.assigned');
  action(API_PATHS.caseBatchAssign, CaseBatchAssignBody, batchAssignCases, 'case.assigned');
  action(API_PATHS.caseRemoveAssignment, CaseRemoveAssignmentBody, removeAssignment, 'case.unassigned');
  action(API_PATHS.caseUrge, CaseUrgeBody, urgeAssignment, 'case.urged');
  action(API_PATHS.caseDecideReturn, CaseReturnDecisionBody, decideReturn, 'common.saved');
  action(API_PATHS.caseClose, CaseCloseBody, closeCase, 'case.closed');
  // A lead submitter withdraws their own case too; the command refuses co-signers and units.
  action(API_PATHS.caseWithdraw, CaseWithdrawBody, withdrawCase, 'case.withdrawn', ROLE_LEVELS.SUBMITTER);

  return router;
}
