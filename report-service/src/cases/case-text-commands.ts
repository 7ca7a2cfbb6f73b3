import { bigrams, composeCaseText, dice, DUPLICATE_TITLE_LIKENESS, normalizeTitle } from '@proposal-desk/shared/src/domain/similarity';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Body, Database } from '../db/schema';
import { caseTextFeatures } from './case-text-features';

/** Cases the 查重 index holds: every case that reached the office and was not withdrawn (a draft is its writer's own). */
export const isIndexedStatus = (status: string): boolean => status !== 'DRAFT' && status !== 'WITHDRAWN';

interface IndexedCase {
  id: number;
  body: Body;
  title: string;
  content: string;
  reason: string;
  solution: string;
  status: string;
}

interface DuplicateCandidate {
  id: number;
  title: string;
}

/** Fewest title bigrams a case must share for its title to be a near copy: Dice ≥ 0.8 needs shared ≥ ⅔ of ours. */
const sharedNeeded = (own: number) => Math.ceil((own * 2) / 3);

/**
 * 疑似重复: of the earlier cases of the body, the one whose title is the nearest copy of this title (Dice of title
 * bigrams ≥ 0.8), the nearest first and then the earliest; null when none is.
 */
export function bestDuplicate(
  own: ReadonlySet<string>,
  candidates: readonly DuplicateCandidate[],
): { id: number; likeness: number } | null {
  let best: { id: number; likeness: number } | null = null;
  for (const candidate of candidates) {
    const likeness = dice(own, bigrams(normalizeTitle(candidate.title)));
    if (likeness < DUPLICATE_TITLE_LIKENESS) continue;
    if (!best || likeness > best.likeness || (likeness === best.likeness && candidate.id < best.id)) best = { id: candidate.id, likeness };
  }
  return best;
}

const percent = (likeness: number) => Math.round(likeness * 100);

async function findDuplicateOf(trx: Transaction<Database>, kase: IndexedCase): Promise<{ id: number; likeness: number } | null> {
  const own = bigrams(normalizeTitle(kase.title));
  if (own.size === 0) return null;
  const sharing = await trx
    .selectFrom('case_text_grams')
    .select('case_id')
    .where('body', '=', kase.body)
    .where('gram', 'in', [...own])
    .where('case_id', '<', kase.id)
    .groupBy('case_id')
    .having((eb) => eb.fn.countAll(), '>=', sharedNeeded(own.size))
    .execute();
  if (sharing.length === 0) return null;
  const candidates = await trx
    .selectFrom('cases')
    .select(['id', 'title'])
    .where(
      'id',
      'in',
      sharing.map((row) => row.case_id),
    )
    .execute();
  return bestDuplicate(own, candidates);
}

/**
 * Keeps a case's entry in the 查重 index in step with its text and status, in the writing transaction: its
 * features, and the earlier case its title nearly copies. Called by every write that creates a case or changes
 * its title, text or whether it is indexed.
 */
export async function indexCaseText(trx: Transaction<Database>, kase: IndexedCase): Promise<void> {
  await trx.deleteFrom('case_text_grams').where('case_id', '=', kase.id).execute();
  const indexed = isIndexedStatus(kase.status);
  if (indexed) {
    const rows = caseTextFeatures(composeCaseText(kase)).map((gram) => ({ body: kase.body, gram, case_id: kase.id }));
    if (rows.length > 0) await trx.insertInto('case_text_grams').values(rows).execute();
  }
  const duplicate = indexed ? await findDuplicateOf(trx, kase) : null;
  await trx
    .updateTable('cases')
    .set({ duplicate_of_id: duplicate?.id ?? null, duplicate_likeness: duplicate ? percent(duplicate.likeness) : null })
    .where('id', '=', kase.id)
    .execute();
}

const INSERT_BATCH = 2000;

/**
 * Recomputes the whole 查重 index and every 疑似重复 from the cases (migration 021 and the demo seed): the same
 * features and the same choice of duplicate as `indexCaseText`, computed in memory rather than case by case.
 */
export async function rebuildCaseTextIndex(db: Kysely<Database>): Promise<void> {
  const cases = await db
    .selectFrom('cases')
    .select(['id', 'body', 'title', 'content', 'reason', 'solution', 'status'])
    .orderBy('id')
    .execute();
  const indexed = cases.filter((kase) => isIndexedStatus(kase.status));
  await db.deleteFrom('case_text_grams').execute();
  const rows = indexed.flatMap((kase) =>
    caseTextFeatures(composeCaseText(kase)).map((gram) => ({ body: kase.body, gram, case_id: kase.id })),
  );
  for (let i = 0; i < rows.length; i += INSERT_BATCH)
    await db
      .insertInto('case_text_grams')
      .values(rows.slice(i, i + INSERT_BATCH))
      .execute();

  const titleOf = new Map(indexed.map((kase) => [kase.id, kase.title]));
  const titleGrams = new Map(indexed.map((kase) => [kase.id, bigrams(normalizeTitle(kase.title))]));
  const earlierWith = new Map<string, number[]>();
  const duplicates: { id: number; of: number; likeness: number }[] = [];
  for (const kase of indexed) {
    const own = titleGrams.get(kase.id) ?? new Set<string>();
    const shared = new Map<number, number>();
    for (const gram of own) {
      const key = `${kase.body}\u0000${gram}`;
      const earlierCases = earlierWith.get(key) ?? [];
      for (const earlier of earlierCases) shared.set(earlier, (shared.get(earlier) ?? 0) + 1);
      earlierCases.push(kase.id);
      earlierWith.set(key, earlierCases);
    }
    const candidates = [...shared]
      .filter(([, count]) => count >= sharedNeeded(own.size))
      .map(([id]) => ({ id, title: titleOf.get(id) ?? '' }));
    const best = bestDuplicate(own, candidates);
    if (best) duplicates.push({ id: kase.id, of: best.id, likeness: percent(best.likeness) });
  }
  await db.updateTable('cases').set({ duplicate_of_id: null, duplicate_likeness: null }).where('duplicate_of_id', 'is not', null).execute();
  for (let i = 0; i < duplicates.length; i += INSERT_BATCH) {
    const values = sql.join(duplicates.slice(i, i + INSERT_BATCH).map((d) => sql`(${d.id}::int, ${d.of}::int, ${d.likeness}::int)`));
    await sql`update cases set duplicate_of_id = d.of, duplicate_likeness = d.likeness
      from (values ${values}) as d(id, of, likeness) where cases.id = d.id`.execute(db);
  }
}
