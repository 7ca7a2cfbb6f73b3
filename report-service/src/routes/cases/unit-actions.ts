import { API_PATHS, CaseConsultBody, CaseReplyBody, CaseRequestReturnBody, CaseSignBody, ROLE_LEVELS } from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { recordConsultation } from '../../cases/consultation-commands';
import { replyToAssignment } from '../../cases/reply-commands';
import { requestReturn, signAssignment } from '../../cases/unit-commands';
import { parseBody } from '../../http/input';
import { ok } from '../../http/respond';
import { requireLevel } from '../../middlewares/auth';
import { caseActorOf } from './case-actions';

/** The handling units' actions on their own assignments (the command refuses anyone else's with 403). */
export function unitActionRouter(ctx: AppContext): Router {
  const router = Router();
  const unitStaff = requireLevel(ROLE_LEVELS.UNIT_STAFF);

  router.post(API_PATHS.caseSign, unitStaff, async (req, res) => {
    const body = parseBody(req, CaseSignBody);
    ok(req, res, await signAssignment(ctx.db, caseActorOf(req), body), 'case.signed');
  });

  router.post(API_PATHS.caseRequestReturn, unitStaff, async (req, res) => {
    const body = parseBody(req, CaseRequestReturnBody);
    ok(req, res, await requestReturn(ctx.db, caseActorOf(req), body), 'case.returnRequested');
  });

  router.post(API_PATHS.caseConsult, unitStaff, async (req, res) => {
    const body = parseBody(req, CaseConsultBody);
    ok(req, res, await recordConsultation(ctx.db, caseActorOf(req), body), 'case.consulted');
  });

  router.post(API_PATHS.caseReply, unitStaff, async (req, res) => {
    const body = parseBody(req, CaseReplyBody);
    const { answer, message } = await replyToAssignment(ctx.db, caseActorOf(req), body);
    ok(req, res, answer, message);
  });

  return router;
}
