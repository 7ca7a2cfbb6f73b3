import type { CaseActionAnswer, TCasePublishBody } from '@proposal-desk/shared';
import { DomainError } from '../errors';
import type { Db } from '../lib/write-and-log';
import { assertOffice } from './assignment-commands';
import { actOnCase } from './case-action-commands';
import { type CaseActor, caseRef } from './case-actor';

/** The statuses of a case with a reply in force: only such a case can be published. */
export const REPLIED_STATUSES = ['REPLIED', 'EVALUATED', 'REHANDLING', 'CLOSED'] as const;

const SHOWN = {
  NAME: { zh: '姓名', en: 'name' },
  TITLE: { zh: '代表/委员', en: 'deputy/member' },
} as const;

/**
 * 答复公开: the office publishes a replied case, choosing how its submitter is shown, or marks it not to be published
 * with a reason; the decision can be changed. The timeline and the activity log say what was decided.
 */
export function publishCase(db: Db, actor: CaseActor, body: TCasePublishBody): Promise<CaseActionAnswer> {
  return actOnCase(db, actor, body, async (trx, kase) => {
    assertOffice(actor);
    if (!(REPLIED_STATUSES as readonly string[]).includes(kase.status)) throw new DomainError('conflict', 'publication.notReplied');
    const decision = {
      publishable: body.publishable,
      reason: body.publishable ? '' : body.reason,
      submitter_shown: body.submitterShown,
      decided_by_name: actor.name,
      decided_at: new Date(),
    };
    await trx
      .insertInto('case_publications')
      .values({ case_id: kase.id, ...decision })
      .onConflict((oc) => oc.column('case_id').doUpdateSet(decision))
      .execute();
    const shown = SHOWN[body.submitterShown];
    return {
      event: body.publishable
        ? { step: 'PUBLISHED', message: { key: 'event.published', params: { submitter: shown } } }
        : { step: 'UNPUBLISHED', message: { key: 'event.unpublished' }, note: body.reason },
      description: {
        key: 'log.case.published',
        params: {
          ref: caseRef(kase),
          decision: body.publishable
            ? { zh: `公开（提出者显示为${shown.zh}）`, en: `published (the submitter shown as ${shown.en})` }
            : { zh: `不公开（${body.reason}）`, en: `not published (${body.reason})` },
        },
      },
    };
  });
}
