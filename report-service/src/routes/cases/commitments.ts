import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { reportCommitment, requestCommitmentUpdates } from '../../cases/commitment-commands';
import { findCommitmentPage } from '../../cases/commitment-queries';
import { routesOf } from '../../http/routes';
import { caseActorOf } from './case-actions';

/** 回头看: the list of commitments, the office's requests for an update and the units' reports. */
export function commitmentRouter({ db }: AppContext): Router {
  return routesOf({
    commitmentList: ({ query, req }) => findCommitmentPage(db, caseActorOf(req), query),
    commitmentRequestUpdate: ({ body, req }) => requestCommitmentUpdates(db, caseActorOf(req), body, req.lang),
    commitmentReport: ({ body, req }) => reportCommitment(db, caseActorOf(req), body),
  });
}
