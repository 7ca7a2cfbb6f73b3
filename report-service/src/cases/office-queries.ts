import type { BodyCode, TCaseEnterBody } from '@proposal-desk/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { DomainError, fieldInvalid } from '../errors';
import type { CaseRecord } from './case-action-commands';
import type { CaseActor } from './case-actor';
import { partyOf } from './case-workflow';

/** The label of a category of a body's list in both languages, or null when the list has no such code. */
export async function categoryLabel(trx: Transaction<Database>, body: string, code: string): Promise<{ zh: string; en: string } | null> {
  const row = await trx
    .selectFrom('dictionaries')
    .select(['label_zh', 'label_en'])
    .where('kind', '=', 'category')
    .where('code', '=', code)
    .where((eb) => eb.or([eb('body', '=', body as 'NPC'), eb('body', 'is', null)]))
    .executeTakeFirst();
  return row ? { zh: row.label_zh, en: row.label_en || row.label_zh } : null;
}

/** The case another may be merged into: another accepted (or later, not ended) case of the same body and session. */
export function findMergeTarget(trx: Transaction<Database>, kase: CaseRecord, mainId: number) {
  return trx
    .selectFrom('cases')
    .select(['id', 'case_no'])
    .where('id', '=', mainId)
    .where('id', '<>', kase.id)
    .where('body', '=', kase.body)
    .where('session_id', '=', kase.session_id)
    .where('status', 'in', ['ACCEPTED', 'ASSIGNED', 'IN_PROGRESS', 'REPLIED', 'EVALUATED', 'REHANDLING', 'CLOSED'])
    .executeTakeFirst();
}

/**
 * Whether the evaluations are missing, or the first round holds a 不满意 (that case goes back to the
 * units). The second round's ratings are final: the office closes the case whatever they say.
 */
export async function hasUnsatisfiedOrMissingEvaluation(trx: Transaction<Database>, caseId: number): Promise<boolean> {
  const rows = await trx
    .selectFrom('evaluations')
    .select(['round', 'work_satisfaction', 'result_satisfaction'])
    .where('case_id', '=', caseId)
    .execute();
  if (rows.length === 0) return true;
  const lastRound = Math.max(...rows.map((r) => r.round));
  if (lastRound >= 2) return false;
  return rows.some((r) => r.round === lastRound && (r.work_satisfaction === 'UNSATISFIED' || r.result_satisfaction === 'UNSATISFIED'));
}

/** Refuses (403) anyone but the office staff of the body (levels 4–5: of both). */
export function assertOfficeOf(actor: CaseActor, body: BodyCode): void {
  const { scope } = actor;
  const mayEnter = partyOf(actor.roleCodes) === 'office' && (scope.kind === 'all' || (scope.kind === 'body' && scope.body === body));
  if (!mayEnter) throw new DomainError('forbidden', 'auth.forbidden');
}

/**
 * Refuses an entry by someone who is not office staff of that body (403), or naming a session of the
 * other body, an unknown submitter, group or co-signer (400 on that field).
 */
export async function assertOfficeFor(trx: Transaction<Database>, actor: CaseActor, body: TCaseEnterBody): Promise<void> {
  assertOfficeOf(actor, body.body);
  const session = await trx.selectFrom('meetings').select('body').where('id', '=', body.sessionId).executeTakeFirst();
  if (!session) throw fieldInvalid('sessionId', 'case.sessionRequired');
  if (session.body !== body.body) throw fieldInvalid('sessionId', 'case.sessionWrongBody');
  if (body.groupId !== undefined) {
    const group = await trx
      .selectFrom('member_groups')
      .select('id')
      .where('id', '=', body.groupId)
      .where('body', '=', body.body)
      .executeTakeFirst();
    if (!group) throw fieldInvalid('groupId', 'case.groupUnknown');
  }
  const memberIds = [...new Set([...(body.leadMemberId === undefined ? [] : [body.leadMemberId]), ...body.cosignerIds])];
  if (memberIds.length === 0) return;
  const known = await trx.selectFrom('member_terms').select('id').where('id', 'in', memberIds).execute();
  const knownIds = new Set(known.map((m) => m.id));
  if (body.leadMemberId !== undefined && !knownIds.has(body.leadMemberId)) throw fieldInvalid('leadMemberId', 'case.memberUnknown');
  if (memberIds.some((id) => !knownIds.has(id))) throw fieldInvalid('cosignerIds', 'case.memberUnknown');
}
