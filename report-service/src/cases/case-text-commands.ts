import { composeCaseText, likeness, type TextGrams, textGrams } from '@proposal-desk/shared/src/domain/similarity';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Body, Database } from '../db/schema';
import { caseTextFeatures, type CaseReading, isTerm, readCase, TERM_MARK, TERM_WEIGHT } from './case-text-features';

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

/** Fewest title bigrams a case must share for its title to be a near copy: Dice ≥ 0.8 needs shared ≥ ⅔ of ours. */
const titleGramsNeeded = (own: number) => Math.ceil((own * 2) / 3);
/**
 * Fewest of its heaviest words an earlier case must share to be weighed as a duplicate: two texts whose words are
 * alike at DUPLICATE_TEXT_LIKENESS share far more (a half of a text shares about half of them with the whole).
 */
const termsNeeded = (own: number) => Math.min(8, Math.ceil(own / 2));

/**
 * Earlier cases weighed for 疑似重复, those sharing the most (a word counting as TERM_WEIGHT title bigrams): at
 * 100,000 cases a topic has hundreds of cases sharing enough words, and a write compares only these.
 */
const DUPLICATE_CANDIDATES = 40;

/** A case's text as `likeness` compares it: its bigrams and its words. */
const gramsOf = (reading: CaseReading): TextGrams => textGrams(reading.text, reading.terms);

/**
 * 疑似重复: of the earlier cases proposed, the one a person should look at (`likeness`: texts alike in their words,
 * or near-copy titles where a text is too short to tell), the likest first and then the earliest; null when none is.
 */
export function bestDuplicate(
  own: TextGrams,
  candidates: readonly { id: number; grams: TextGrams }[],
): { id: number; likeness: number } | null {
  let best: { id: number; likeness: number } | null = null;
  for (const candidate of candidates) {
    const { similarity, likelyDuplicate } = likeness(own, candidate.grams);
    if (!likelyDuplicate) continue;
    if (!best || similarity > best.likeness || (similarity === best.likeness && candidate.id < best.id))
      best = { id: candidate.id, likeness: similarity };
  }
  return best;
}

/** How many title bigrams and heaviest words a case's features hold, which decide the earlier cases proposed. */
function featureNeeds(features: readonly string[]) {
  const terms = features.filter(isTerm).length;
  return { titleGrams: titleGramsNeeded(features.length - terms), terms: termsNeeded(terms) };
}

async function findDuplicateOf(
  trx: Transaction<Database>,
  kase: IndexedCase,
  reading: CaseReading,
): Promise<{ id: number; likeness: number } | null> {
  const features = caseTextFeatures(reading);
  if (features.length === 0) return null;
  const needs = featureNeeds(features);
  const terms = sql<number>`count(*) filter (where gram like ${`${TERM_MARK}%`})`;
  const titleGrams = sql<number>`count(*) filter (where gram not like ${`${TERM_MARK}%`})`;
  const sharing = await trx
    .selectFrom('case_text_grams')
    .select('case_id')
    .where('body', '=', kase.body)
    .where('gram', 'in', features)
    .where('case_id', '<', kase.id)
    .groupBy('case_id')
    .having(({ or }) => or([sql<boolean>`${terms} >= ${needs.terms}`, sql<boolean>`${titleGrams} >= ${needs.titleGrams}`]))
    .orderBy(sql`${terms} * ${TERM_WEIGHT} + ${titleGrams}`, 'desc')
    .orderBy('case_id')
    .limit(DUPLICATE_CANDIDATES)
    .execute();
  if (sharing.length === 0) return null;
  const candidates = await trx
    .selectFrom('cases')
    .select(['id', 'title', 'content', 'reason', 'solution'])
    .where(
      'id',
      'in',
      sharing.map((row) => row.case_id),
    )
    .execute();
  return bestDuplicate(
    gramsOf(reading),
    candidates.map((candidate) => ({ id: candidate.id, grams: gramsOf(readCase(composeCaseText(candidate))) })),
  );
}

/**
 * Keeps a case's entry in the 查重 index in step with its text and status, in the writing transaction: its
 * features, and the earlier case it likely repeats (疑似重复). Called by every write that creates a case or changes
 * its title, text or whether it is indexed.
 */
export async function indexCaseText(trx: Transaction<Database>, kase: IndexedCase): Promise<void> {
  await trx.deleteFrom('case_text_grams').where('case_id', '=', kase.id).execute();
  const indexed = isIndexedStatus(kase.status);
  const reading = readCase(composeCaseText(kase));
  if (indexed) {
    const rows = caseTextFeatures(reading).map((gram) => ({ body: kase.body, gram, case_id: kase.id }));
    if (rows.length > 0) await trx.insertInto('case_text_grams').values(rows).execute();
  }
  const duplicate = indexed ? await findDuplicateOf(trx, kase, reading) : null;
  await trx
    .updateTable('cases')
    .set({ duplicate_of_id: duplicate?.id ?? null, duplicate_likeness: duplicate?.likeness ?? null })
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
  const readings = new Map(indexed.map((kase) => [kase.id, readCase(composeCaseText(kase))]));
  const featuresOf = new Map([...readings].map(([id, reading]) => [id, caseTextFeatures(reading)]));
  const gramsById = new Map([...readings].map(([id, reading]) => [id, gramsOf(reading)]));
  await db.deleteFrom('case_text_grams').execute();
  const rows = indexed.flatMap((kase) => (featuresOf.get(kase.id) ?? []).map((gram) => ({ body: kase.body, gram, case_id: kase.id })));
  for (let i = 0; i < rows.length; i += INSERT_BATCH)
    await db
      .insertInto('case_text_grams')
      .values(rows.slice(i, i + INSERT_BATCH))
      .execute();

  // The same earlier cases `findDuplicateOf` proposes, found in memory: those sharing enough title bigrams or words.
  const earlierWith = new Map<string, number[]>();
  const duplicates: { id: number; of: number; likeness: number }[] = [];
  for (const kase of indexed) {
    const features = featuresOf.get(kase.id) ?? [];
    const needs = featureNeeds(features);
    const shared = new Map<number, { titleGrams: number; terms: number }>();
    for (const feature of features) {
      const key = `${kase.body}\u0000${feature}`;
      const earlierCases = earlierWith.get(key) ?? [];
      for (const earlier of earlierCases) {
        const counts = shared.get(earlier) ?? { titleGrams: 0, terms: 0 };
        if (isTerm(feature)) counts.terms += 1;
        else counts.titleGrams += 1;
        shared.set(earlier, counts);
      }
      earlierCases.push(kase.id);
      earlierWith.set(key, earlierCases);
    }
    const candidates = [...shared]
      .filter(([, counts]) => counts.terms >= needs.terms || counts.titleGrams >= needs.titleGrams)
      .map(([id, counts]) => ({ id, score: counts.terms * TERM_WEIGHT + counts.titleGrams }))
      .sort((a, b) => b.score - a.score || a.id - b.id)
      .slice(0, DUPLICATE_CANDIDATES)
      .map(({ id }) => ({ id, grams: gramsById.get(id) as TextGrams }));
    const best = bestDuplicate(gramsById.get(kase.id) as TextGrams, candidates);
    if (best) duplicates.push({ id: kase.id, of: best.id, likeness: best.likeness });
  }
  await db.updateTable('cases').set({ duplicate_of_id: null, duplicate_likeness: null }).where('duplicate_of_id', 'is not', null).execute();
  for (let i = 0; i < duplicates.length; i += INSERT_BATCH) {
    const values = sql.join(duplicates.slice(i, i + INSERT_BATCH).map((d) => sql`(${d.id}::int, ${d.of}::int, ${d.likeness}::int)`));
    await sql`update cases set duplicate_of_id = d.of, duplicate_likeness = d.likeness
      from (values ${values}) as d(id, of, likeness) where cases.id = d.id`.execute(db);
  }
}
