import { caseEventText } from '@proposal-desk/shared/src/api/case-event-messages';
import type { Insertable } from 'kysely';
import { paramsJson } from '../../lib/message-params';
import type { CaseEventsTable } from '../schema';
import { CATEGORIES } from './lists/categories';
import type { EventDraft, NumberedCase } from './handling-types';
import type { ReviewOutcome } from './cases';

/** Events of the steps before assignment: draft, submission, registration, review, withdrawal. */
export function intakeEvents(kase: NumberedCase, review: ReviewOutcome | undefined, officeOperator: string): EventDraft[] {
  const { story, caseNo } = kase;
  const { dates } = story;
  const noun =
    story.kind === 'MOTION'
      ? { zh: '议案', en: 'motion' }
      : story.body === 'NPC'
        ? { zh: '建议', en: 'suggestion' }
        : { zh: '提案', en: 'proposal' };
  const events: EventDraft[] = [];
  if (!dates.submittedAt) {
    events.push({
      step: 'DRAFT',
      message: { key: 'event.draftSaved', params: { noun } },
      operator: kase.submitterName,
      at: dates.createdAt,
    });
    return events;
  }
  events.push({
    step: 'SUBMITTED',
    message: { key: 'event.submitted', params: { noun } },
    operator: kase.submitterName,
    at: dates.submittedAt,
  });
  if (dates.registeredAt)
    events.push({
      step: 'REGISTERED',
      message: { key: 'event.registered', params: { caseNo: caseNo ?? '' } },
      operator: officeOperator,
      at: dates.registeredAt,
    });
  if (dates.withdrawnAt)
    events.push({
      step: 'WITHDRAWN',
      message: { key: 'event.withdrawn', params: { noun } },
      operator: kase.submitterName,
      at: dates.withdrawnAt,
    });
  if (dates.reviewedAt) {
    const found = CATEGORIES[story.body].find((c) => c.code === story.category);
    const category = found ? { zh: found.zh, en: found.en } : story.category;
    const step = story.status === 'MERGED' || story.status === 'REJECTED' ? story.status : 'ACCEPTED';
    const message: EventDraft['message'] =
      step === 'MERGED'
        ? { key: 'event.mergedPlain' }
        : step === 'REJECTED'
          ? { key: 'event.rejected' }
          : { key: 'event.acceptedInCategory', params: { category } };
    events.push({ step, message, operator: officeOperator, at: dates.reviewedAt, note: review?.reviewOpinion ?? '' });
  }
  return events;
}

/** Rows for case_events in time order, numbered from `firstId`. */
export function eventRows(caseId: number, drafts: readonly EventDraft[], firstId: number): Insertable<CaseEventsTable>[] {
  return [...drafts]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((event, index) => ({
      id: firstId + index,
      case_id: caseId,
      step: event.step,
      action: caseEventText(event.message, 'zh'),
      action_key: event.message.key,
      action_params: paramsJson(event.message.params),
      operator: event.operator,
      at: event.at,
      note: event.note ?? '',
    }));
}
