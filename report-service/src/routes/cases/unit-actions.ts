import type { Router } from 'express';
import { requestExtension } from '../../cases/extension-commands';
import type { AppContext } from '../../app-context';
import { recordConsultation } from '../../cases/consultation-commands';
import { replyToAssignment } from '../../cases/reply-commands';
import { requestReturn, signAssignment } from '../../cases/unit-commands';
import { routesOf, saying } from '../../http/routes';
import { caseActorOf } from './case-actions';

/** The handling units' actions on their own assignments (the command refuses anyone else's with 403). */
export function unitActionRouter({ db }: AppContext): Router {
  return routesOf({
    caseSign: ({ body, req }) => signAssignment(db, caseActorOf(req), body),
    caseRequestReturn: ({ body, req }) => requestReturn(db, caseActorOf(req), body),
    caseRequestExtension: ({ body, req }) => requestExtension(db, caseActorOf(req), body),
    caseConsult: ({ body, req }) => recordConsultation(db, caseActorOf(req), body),
    caseReply: async ({ body, req }) => {
      const { answer, message } = await replyToAssignment(db, caseActorOf(req), body);
      return saying(answer, message);
    },
  });
}
