import type { ApiCall } from '@proposal-desk/shared';
import type { RequestHandler, Router } from 'express';
import type { AppContext } from '../../app-context';
import { findCosignerOptions } from '../../cases/cosigner-option-queries';
import { evaluateCase } from '../../cases/evaluation-commands';
import { respondCosign, saveDraft, submitCase, submitterMemberOf } from '../../cases/submitter-commands';
import { findCosignInvitations, findMemberProfile } from '../../cases/submitter-queries';
import { badRequest } from '../../errors';
import { routesOf, saying, type Handler, type Route } from '../../http/routes';
import { caseActorOf } from './case-actions';

/** Deputies and members only: the submitter's seat with a member scope (403 for any other caller). */
const submitterSeat: RequestHandler = (req, _res, next) => {
  submitterMemberOf(caseActorOf(req));
  next();
};

/** A submitter's call: the seat is checked after the level guard, before the handler. */
const seated = <C extends ApiCall>(handle: Handler<C>): Route<C> => ({ use: [submitterSeat], handle });

/**
 * A deputy's or member's own workflow actions: drafts, submitting, answering an invitation to
 * co-sign and rating the replies. Each command checks scope, version and who on the case may act.
 */
export function submitterActionRouter({ db }: AppContext): Router {
  return routesOf({
    caseSaveDraft: seated(({ body, req }) => saveDraft(db, caseActorOf(req), body)),
    caseSubmit: seated(({ body, req }) => submitCase(db, caseActorOf(req), body)),
    caseRespondCosign: seated(async ({ body, req }) => {
      const answer = await respondCosign(db, caseActorOf(req), body);
      return body.accept ? answer : saying(answer, 'case.cosignDeclined');
    }),
    caseCosignInvitations: seated(({ req }) => findCosignInvitations(db, caseActorOf(req).scope, new Date())),
    caseCosignerOptions: seated(async ({ query, req }) => {
      const profile = await findMemberProfile(db, submitterMemberOf(caseActorOf(req)));
      if (!profile) throw badRequest('case.noProfile');
      return findCosignerOptions(db, profile, query.keyword);
    }),
    caseEvaluate: seated(async ({ body, req }) => {
      const answer = await evaluateCase(db, caseActorOf(req), body);
      return answer.status === 'REHANDLING' ? saying(answer, 'case.rehandleSent') : answer;
    }),
  });
}
