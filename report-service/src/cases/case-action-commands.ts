import {
  type CaseActionAnswer,
  type CaseEventMessage,
  caseEventText,
  type CaseStatus,
  type LogMessage,
  type MessageParam,
  type SubmitterNoticeEvent,
  type TCaseRef,
} from '@proposal-desk/shared';
import type { Selectable, Transaction, Updateable } from 'kysely';
import type { CasesTable, Database } from '../db/schema';
import { DomainError } from '../errors';
import { recordActivity } from '../lib/activity-log';
import { paramsJson } from '../lib/message-params';
import { inTransaction, type Db } from '../lib/write-and-log';
import { type CaseActor, caseLogModule } from './case-actor';
import { caseScopeCondition } from './case-scope';
import { indexCaseText, isIndexedStatus } from './case-text-commands';
import { type NoticeAudience, noticeSubmitters } from './submitter-notices';

export type CaseRecord = Selectable<CasesTable>;

/** What the submitters are told of an action (domain.md "Notices to submitters"). */
export interface CaseNotice {
  event: SubmitterNoticeEvent;
  params?: Record<string, MessageParam>;
  /** Tells each reader once per key (default: the event). */
  once?: string;
  audience?: NoticeAudience;
}

/**
 * What an action did: the case's new values, its timeline entry (its step, its message of
 * CASE_EVENT_MESSAGES and any note), its activity-log message (LOG_MESSAGES) and what the submitters hear.
 */
export interface CaseChange {
  patch?: Updateable<CasesTable>;
  event: { step: string; message: CaseEventMessage; note?: string };
  description: LogMessage;
  notice?: CaseNotice;
}

export const staleCase = () => new DomainError('conflict', 'case.stale');
export const caseNotFound = () => new DomainError('notFound', 'case.notFound');

/** The case, locked for this transaction, if the actor may see it. */
export async function lockCase(trx: Transaction<Database>, actor: CaseActor, id: number): Promise<CaseRecord> {
  const kase = await trx
    .selectFrom('cases')
    .selectAll()
    .where('id', '=', id)
    .where(caseScopeCondition(actor.scope))
    .forUpdate()
    .executeTakeFirst();
  if (!kase) throw caseNotFound();
  return kase;
}

const TEXT_FIELDS = ['title', 'content', 'reason', 'solution'] as const;

/** A change of title, text or status that moves the case into, out of or within the 查重 index re-indexes it. */
async function keepTextIndex(trx: Transaction<Database>, kase: CaseRecord, patch: CaseChange['patch']): Promise<void> {
  if (!patch) return;
  const next = { ...kase, ...(patch as Partial<CaseRecord>) };
  const moved = isIndexedStatus(next.status) !== isIndexedStatus(kase.status);
  if (moved || (isIndexedStatus(next.status) && TEXT_FIELDS.some((field) => next[field] !== kase[field]))) await indexCaseText(trx, next);
}

/** Writes a change to a locked case: its values with the next version and its timeline entry (no log entry). */
export async function writeCaseChange(
  trx: Transaction<Database>,
  actor: CaseActor,
  kase: CaseRecord,
  change: Omit<CaseChange, 'description'>,
): Promise<CaseActionAnswer> {
  const updated = await trx
    .updateTable('cases')
    .set({ ...change.patch, version: kase.version + 1 })
    .where('id', '=', kase.id)
    .where('version', '=', kase.version)
    .returning(['id', 'version', 'status', 'case_no'])
    .executeTakeFirst();
  if (!updated) throw staleCase();
  await keepTextIndex(trx, kase, change.patch);
  await trx
    .insertInto('case_events')
    .values({
      case_id: kase.id,
      step: change.event.step,
      // The Chinese text as before; the case file shows the message in the reader's language.
      action: caseEventText(change.event.message, 'zh'),
      action_key: change.event.message.key,
      action_params: paramsJson(change.event.message.params),
      operator: actor.name,
      at: new Date(),
      note: change.event.note ?? '',
    })
    .execute();
  return { id: updated.id, version: updated.version, status: updated.status as CaseStatus, caseNo: updated.case_no };
}

/** Writes a change to a locked case: its values with the next version, its timeline entry and its log entry. */
export async function applyCaseChange(
  trx: Transaction<Database>,
  actor: CaseActor,
  kase: CaseRecord,
  change: CaseChange,
): Promise<CaseActionAnswer> {
  const answer = await writeCaseChange(trx, actor, kase, change);
  await recordActivity(trx, actor.actor, caseLogModule(kase.body), change.description);
  if (change.notice) {
    const { event, params = {}, once, audience } = change.notice;
    await noticeSubmitters(trx, { ...kase, case_no: answer.caseNo }, event, params, { once, audience });
  }
  return answer;
}

/**
 * One workflow action on one case, all or nothing: lock the case within the actor's scope, refuse a
 * version other than the one the caller saw, let `decide` check the rules and write what belongs to
 * the action, then raise the version and write the timeline and log entries.
 */
export function actOnCase(
  db: Db,
  actor: CaseActor,
  ref: TCaseRef,
  decide: (trx: Transaction<Database>, kase: CaseRecord) => Promise<CaseChange>,
): Promise<CaseActionAnswer> {
  return inTransaction(db, async (trx) => {
    const kase = await lockCase(trx, actor, ref.id);
    if (kase.version !== ref.version) throw staleCase();
    return applyCaseChange(trx, actor, kase, await decide(trx, kase));
  });
}
