import {
  API_PATHS,
  CaseCosignAnswerBody,
  CaseDraftBody,
  CaseEvaluateBody,
  CaseSubmitBody,
  CosignerSearchQuery,
  ROLE_LEVELS,
  type CaseActionAnswer,
} from '@proposal-desk/shared';
import { type RequestHandler, Router } from 'express';
import type { AppContext } from '../../app-context';
import { evaluateCase } from '../../cases/evaluation-commands';
import { respondCosign, saveDraft, submitCase, submitterMemberOf } from '../../cases/submitter-commands';
import { findCosignerOptions } from '../../cases/cosigner-option-queries';
import { findCosignInvitations, findMemberProfile } from '../../cases/submitter-queries';
import { badRequest } from '../../errors';
import { parseBody, parseQuery } from '../../http/input';
import { ok } from '../../http/respond';
import { requireLevel } from '../../middlewares/auth';
import { caseActorOf } from './case-actions';

/** Deputies and members only: the submitter's seat with a member scope (403 for any other caller). */
const submitterSeat: RequestHandler = (req, _res, next) => {
  submitterMemberOf(caseActorOf(req));
  next();
};

/**
 * A deputy's or member's own workflow actions: drafts, submitting, answering an invitation to
 * co-sign and rating the replies. Each command checks scope, version and who on the case may act.
 */
export function submitterActionRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;
  const submitter = [requireLevel(ROLE_LEVELS.SUBMITTER), submitterSeat];

  router.post(API_PATHS.caseSaveDraft, ...submitter, async (req, res) => {
    const body = parseBody(req, CaseDraftBody);
    ok<CaseActionAnswer>(req, res, await saveDraft(db, caseActorOf(req), body), 'case.draftSaved');
  });

  router.post(API_PATHS.caseSubmit, ...submitter, async (req, res) => {
    const body = parseBody(req, CaseSubmitBody);
    ok<CaseActionAnswer>(req, res, await submitCase(db, caseActorOf(req), body), 'case.submitted');
  });

  router.post(API_PATHS.caseRespondCosign, ...submitter, async (req, res) => {
    const body = parseBody(req, CaseCosignAnswerBody);
    const answer = await respondCosign(db, caseActorOf(req), body);
    ok<CaseActionAnswer>(req, res, answer, body.accept ? 'case.cosignConfirmed' : 'case.cosignDeclined');
  });

  router.get(API_PATHS.caseCosignInvitations, ...submitter, async (req, res) => {
    ok(req, res, await findCosignInvitations(db, caseActorOf(req).scope, new Date()));
  });

  router.get(API_PATHS.caseCosignerOptions, ...submitter, async (req, res) => {
    const { keyword } = parseQuery(req, CosignerSearchQuery);
    const profile = await findMemberProfile(db, submitterMemberOf(caseActorOf(req)));
    if (!profile) throw badRequest('case.noProfile');
    ok(req, res, await findCosignerOptions(db, profile, keyword));
  });

  router.post(API_PATHS.caseEvaluate, ...submitter, async (req, res) => {
    const body = parseBody(req, CaseEvaluateBody);
    const answer = await evaluateCase(db, caseActorOf(req), body);
    ok<CaseActionAnswer>(req, res, answer, answer.status === 'REHANDLING' ? 'case.rehandleSent' : 'case.evaluated');
  });

  return router;
}
