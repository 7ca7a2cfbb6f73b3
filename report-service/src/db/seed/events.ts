import type { Insertable } from 'kysely';
import type { CaseEventsTable } from '../schema';
import { CATEGORIES } from './lists/categories';
import type { EventDraft, NumberedCase } from './handling-types';
import type { ReviewOutcome } from './cases';

/** Events of the steps before assignment: draft, submission, registration, review, withdrawal. */
export function intakeEvents(kase: NumberedCase, review: ReviewOutcome | undefined, officeOperator: string): EventDraft[] {
  const { story, caseNo } = kase;
  const { dates } = story;
  const noun = story.kind === 'MOTION' ? '议案' : story.body === 'NPC' ? '建议' : '提案';
  const events: EventDraft[] = [];
  if (!dates.submittedAt) {
    events.push({ step: 'DRAFT', action: `暂存${noun}`, operator: kase.submitterName, at: dates.createdAt });
    return events;
  }
  events.push({ step: 'SUBMITTED', action: `提交${noun}`, operator: kase.submitterName, at: dates.submittedAt });
  if (dates.registeredAt)
    events.push({ step: 'REGISTERED', action: `登记，编号${caseNo ?? ''}`, operator: officeOperator, at: dates.registeredAt });
  if (dates.withdrawnAt) events.push({ step: 'WITHDRAWN', action: `撤回${noun}`, operator: kase.submitterName, at: dates.withdrawnAt });
  if (dates.reviewedAt) {
    const categoryLabel = CATEGORIES[story.body].find((c) => c.code === story.category)?.zh ?? story.category;
    const step = story.status === 'MERGED' || story.status === 'REJECTED' ? story.status : 'ACCEPTED';
    const action = step === 'MERGED' ? '并案' : step === 'REJECTED' ? '不予立案' : `审查立案，类别：${categoryLabel}`;
    events.push({ step, action, operator: officeOperator, at: dates.reviewedAt, note: review?.reviewOpinion ?? '' });
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
      action: event.action,
      operator: event.operator,
      at: event.at,
      note: event.note ?? '',
    }));
}
