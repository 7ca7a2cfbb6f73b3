import {
  type BatchCaseResult,
  type Language,
  type MessageKey,
  type TCaseBatchAcceptBody,
  type TCaseBatchUrgeBody,
  type TCaseRef,
  translate,
} from '@proposal-desk/shared';
import { DomainError } from '../errors';
import type { Db } from '../lib/write-and-log';
import { urgeOpenAssignments } from './assignment-commands';
import type { CaseActor } from './case-actor';
import { caseScopeCondition } from './case-scope';
import { acceptCase } from './office-commands';

/**
 * Runs one action on each case of a batch on its own (its own transaction, in id order so that two batches lock
 * alike) and says per case what it did, or why the rules refused it. Any other failure stops the batch.
 */
export async function eachCase<Ref extends Pick<TCaseRef, 'id'>>(
  db: Db,
  actor: CaseActor,
  refs: readonly Ref[],
  lang: Language,
  done: MessageKey,
  act: (ref: Ref) => Promise<unknown>,
): Promise<BatchCaseResult[]> {
  const ids = refs.map((ref) => ref.id);
  const known = new Map(
    (
      await db
        .selectFrom('cases')
        .select(['id', 'case_no', 'title'])
        .where('id', 'in', ids)
        .where(caseScopeCondition(actor.scope))
        .execute()
    ).map((row) => [row.id, row]),
  );
  const results: BatchCaseResult[] = [];
  for (const ref of [...refs].sort((a, b) => a.id - b.id)) {
    const kase = known.get(ref.id);
    const named = { id: ref.id, caseNo: kase?.case_no ?? null, title: kase?.title ?? '' };
    try {
      await act(ref);
      results.push({ ...named, done: true, message: translate(done, lang) });
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      results.push({ ...named, done: false, message: translate(err.key, lang, err.params) });
    }
  }
  return results;
}

/** 批量立案: each case accepted with the same property, key flag and opinion (its own category unless one is set), or refused on its own. */
export function batchAcceptCases(db: Db, actor: CaseActor, body: TCaseBatchAcceptBody, lang: Language): Promise<BatchCaseResult[]> {
  const { cases, ...review } = body;
  return eachCase(db, actor, cases, lang, 'case.accepted', (ref) => acceptCase(db, actor, { ...ref, ...review }));
}

/** 批量催办: every open assignment of each case urged with the same note, or the case refused on its own. */
export function batchUrgeCases(db: Db, actor: CaseActor, body: TCaseBatchUrgeBody, lang: Language): Promise<BatchCaseResult[]> {
  return eachCase(db, actor, body.cases, lang, 'case.urged', (ref) => urgeOpenAssignments(db, actor, ref, body.note));
}
