import { type CaseText, likeness, SIMILAR_CASES_MAX, type SimilarCase, textGrams, composeCaseText } from '@proposal-desk/shared';
import { type Kysely, sql } from 'kysely';
import type { DataScope } from '../auth/context';
import type { Body, Database } from '../db/schema';
import { DomainError } from '../errors';
import { findMemberProfile } from './submitter-queries';
import { caseTextFeatures, isTextHash, TEXT_HASH_WEIGHT } from './case-text-features';

/**
 * A feature found in more cases than this says little about any of them ("加强", a phrase every text has): it is
 * left out of the search rather than read through, which keeps a search quick at any number of cases.
 */
const COMMON_FEATURE = 2000;
/** Candidates the index proposes; the likeness of each decides the order. */
const CANDIDATES = 60;
/** Below this likeness a case is not shown as similar. */
const LEAST_SIMILARITY = 15;

/** How many indexed cases of the body have each feature, counted up to COMMON_FEATURE + 1. */
async function featureCounts(db: Kysely<Database>, body: Body, features: readonly string[]): Promise<Map<string, number>> {
  const wanted = sql.join(features.map((feature) => sql`(${feature}::text)`));
  const rows = await sql<{ gram: string; n: number | string }>`
    select q.gram, (select count(*) from (select 1 from case_text_grams g where g.body = ${body} and g.gram = q.gram
      limit ${COMMON_FEATURE + 1}) as found) as n
    from (values ${wanted}) as q(gram)`.execute(db);
  return new Map(rows.rows.map((row) => [row.gram, Number(row.n)]));
}

/** The weight of a feature: the rarer, the more it says (an integer, so both databases add it up alike). */
function weightOf(feature: string, count: number): number {
  const rarity = Math.max(1, Math.round(100 * Math.log((COMMON_FEATURE + 1) / count)));
  return isTextHash(feature) ? rarity * TEXT_HASH_WEIGHT : rarity;
}

/** The cases sharing the most weighted features with the text, most first (ties: the earlier case). */
async function candidateIds(db: Kysely<Database>, body: Body, text: CaseText, excludeId: number | undefined): Promise<number[]> {
  const features = caseTextFeatures(text);
  if (features.length === 0) return [];
  const counts = await featureCounts(db, body, features);
  const telling = features.filter((feature) => {
    const count = counts.get(feature) ?? 0;
    return count > 0 && count <= COMMON_FEATURE;
  });
  if (telling.length === 0) return [];
  const weights = sql.join(
    telling.map((feature) => sql`when ${feature} then ${weightOf(feature, counts.get(feature) ?? 1)}`),
    sql` `,
  );
  const rows = await db
    .selectFrom('case_text_grams')
    .select(['case_id', sql<number>`sum(case gram ${weights} else 0 end)`.as('score')])
    .where('body', '=', body)
    .where('gram', 'in', telling)
    .$if(excludeId !== undefined, (q) => q.where('case_id', '<>', excludeId ?? 0))
    .groupBy('case_id')
    .orderBy('score', 'desc')
    .orderBy('case_id')
    .limit(CANDIDATES)
    .execute();
  return rows.map((row) => row.case_id);
}

type CandidateRow = Awaited<ReturnType<typeof loadCandidates>>[number];

function loadCandidates(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('cases')
    .innerJoin('meetings', 'meetings.id', 'cases.session_id')
    .leftJoin('cases as main', 'main.id', 'cases.merged_into_id')
    .select([
      'cases.id',
      'cases.body',
      'cases.case_no',
      'cases.title',
      'cases.content',
      'cases.reason',
      'cases.solution',
      'cases.status',
      'cases.category',
      'cases.merged_into_id',
      'main.case_no as main_no',
      'meetings.name as session_name',
    ])
    .where('cases.id', 'in', ids)
    .execute();
}

/** Each case's live assignments with the category of the assignment's latest reply. */
async function unitsOf(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, SimilarCase['units']>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('assignments')
    .innerJoin('handling_units', 'handling_units.id', 'assignments.unit_id')
    .select((eb) => [
      'assignments.case_id',
      'assignments.role',
      'handling_units.name',
      eb
        .selectFrom('replies')
        .select('replies.result_category')
        .whereRef('replies.assignment_id', '=', 'assignments.id')
        .orderBy('replies.round', 'desc')
        .orderBy('replies.id', 'desc')
        .limit(1)
        .as('result_category'),
    ])
    .where('assignments.case_id', 'in', ids)
    .where('assignments.status', '<>', 'VOID')
    .orderBy('assignments.case_id')
    .orderBy('assignments.id')
    .execute();
  const units = new Map<number, SimilarCase['units']>();
  for (const row of rows) {
    const list = units.get(row.case_id) ?? [];
    list.push({ unitName: row.name, role: row.role as SimilarCase['units'][number]['role'], resultCategory: row.result_category ?? null });
    units.set(row.case_id, list);
  }
  return units;
}

export interface SimilarSearch {
  body: Body;
  text: CaseText;
  excludeId?: number;
}

/**
 * 查重: the cases of the body (every session; drafts and withdrawn cases aside) most like the text, by `likeness`,
 * at most five. The index proposes candidates by shared rare title bigrams and text min-hashes; the likeness,
 * computed the same on either database, orders them (ties: the earlier case).
 */
/** The candidates ordered by likeness (ties: the earlier case), at least LEAST_SIMILARITY, at most `limit`. */
export async function rankSimilarCases(db: Kysely<Database>, search: SimilarSearch, limit: number) {
  const ids = await candidateIds(db, search.body, search.text, search.excludeId);
  if (ids.length === 0) return [];
  const own = textGrams(search.text);
  return (await loadCandidates(db, ids))
    .map((row) => ({ row, text: composeCaseText(row), ...likeness(own, textGrams(composeCaseText(row))) }))
    .filter((hit) => hit.similarity >= LEAST_SIMILARITY)
    .sort((a, b) => b.similarity - a.similarity || a.row.id - b.row.id)
    .slice(0, limit);
}

/**
 * 查重: the cases of the body (every session; drafts and withdrawn cases aside) most like the text, by `likeness`,
 * at most five. The index proposes candidates by shared rare title bigrams and text min-hashes; the likeness,
 * computed the same on either database, orders them (ties: the earlier case).
 */
export async function findSimilarCases(db: Kysely<Database>, search: SimilarSearch): Promise<SimilarCase[]> {
  const ranked = await rankSimilarCases(db, search, SIMILAR_CASES_MAX);
  const units = await unitsOf(
    db,
    ranked.map((hit) => hit.row.id),
  );
  return ranked.map(({ row, text, similarity, likelyDuplicate }) => similarCaseOf(row, text, similarity, likelyDuplicate, units));
}

function similarCaseOf(
  row: CandidateRow,
  text: CaseText,
  similarity: number,
  likelyDuplicate: boolean,
  units: Map<number, SimilarCase['units']>,
): SimilarCase {
  return {
    id: row.id,
    body: row.body,
    caseNo: row.case_no,
    title: row.title,
    text: text.content,
    status: row.status as SimilarCase['status'],
    sessionName: row.session_name,
    similarity,
    likelyDuplicate,
    mergedInto: row.merged_into_id === null ? null : { id: row.merged_into_id, caseNo: row.main_no },
    units: units.get(row.id) ?? [],
  };
}

/**
 * Who may search a body for similar cases: its office (the whole body is theirs to review) and its deputies or
 * members writing their own case; a handling unit writes no cases and is refused.
 */
export async function assertMaySearchBody(db: Kysely<Database>, scope: DataScope, body: Body): Promise<void> {
  const allowed =
    scope.kind === 'all' ||
    (scope.kind === 'body' && scope.body === body) ||
    (scope.kind === 'member' && (await findMemberProfile(db, scope.memberId))?.body === body);
  if (!allowed) throw new DomainError('forbidden', 'auth.forbidden');
}
