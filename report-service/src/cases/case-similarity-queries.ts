import { type CaseText, likeness, SIMILAR_CASES_MAX, type SimilarCase, textGrams, composeCaseText } from '@proposal-desk/shared';
import { type Expression, type ExpressionBuilder, type Kysely, sql, type SqlBool } from 'kysely';
import type { DataScope } from '../auth/context';
import type { Body, Database } from '../db/schema';
import { DomainError } from '../errors';
import { ACCEPTED_STATUSES } from './case-figures';
import { caseScopeCondition } from './case-scope';
import { findMemberProfile } from './submitter-queries';
import { caseTextFeatures, type CaseReading, isTerm, readCase, TERM_WEIGHT } from './case-text-features';

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
  return isTerm(feature) ? rarity * TERM_WEIGHT : rarity;
}

/** The cases sharing the most weighted features with the text, most first (ties: the earlier case). */
async function candidateIds(db: Kysely<Database>, body: Body, reading: CaseReading, excludeId: number | undefined): Promise<number[]> {
  const features = caseTextFeatures(reading);
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

/**
 * What a deputy or member may see of the body's other cases (domain.md "What a deputy's 查重 shows"): in full, the
 * cases their scope opens; of the rest only those accepted (立案) that the office has not kept from the public —
 * never drafts, unregistered, merged or rejected cases. The office and leaders see the whole body.
 */
function visibleTo(reader: DataScope | undefined) {
  return (eb: ExpressionBuilder<Database, 'cases'>): Expression<SqlBool> => {
    if (reader?.kind !== 'member') return sql<SqlBool>`true`;
    return eb.or([
      caseScopeCondition(reader)(eb),
      eb.and([
        eb('cases.status', 'in', [...ACCEPTED_STATUSES]),
        eb.not(
          eb.exists(
            eb
              .selectFrom('case_publications as kept')
              .select('kept.case_id')
              .whereRef('kept.case_id', '=', 'cases.id')
              .where('kept.publishable', '=', false),
          ),
        ),
      ]),
    ]);
  };
}

/** Whether the reader may read a case's text: their own scope's cases (everything for the office). */
const textReadableBy = (reader: DataScope | undefined) => (eb: ExpressionBuilder<Database, 'cases'>) =>
  reader?.kind === 'member' ? sql<boolean>`${caseScopeCondition(reader)(eb)}` : sql<boolean>`true`;

function loadCandidates(db: Kysely<Database>, ids: readonly number[], reader: DataScope | undefined) {
  return db
    .selectFrom('cases')
    .innerJoin('meetings', 'meetings.id', 'cases.session_id')
    .leftJoin('cases as main', 'main.id', 'cases.merged_into_id')
    .select((eb) => [
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
      textReadableBy(reader)(eb).as('readable'),
    ])
    .where('cases.id', 'in', ids)
    .where(visibleTo(reader))
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
  /** Whose search it is: a deputy's or member's sees only what `visibleTo` lets through; absent: the whole body. */
  reader?: DataScope;
}

/** The candidates ordered by likeness (ties: the earlier case), at least LEAST_SIMILARITY, at most `limit`. */
export async function rankSimilarCases(db: Kysely<Database>, search: SimilarSearch, limit: number) {
  const reading = readCase(search.text);
  const ids = await candidateIds(db, search.body, reading, search.excludeId);
  if (ids.length === 0) return [];
  const own = textGrams(search.text, reading.terms);
  return (await loadCandidates(db, ids, search.reader))
    .map((row) => {
      const other = readCase(composeCaseText(row));
      return { row, text: other.text, ...likeness(own, textGrams(other.text, other.terms)) };
    })
    .filter((hit) => hit.similarity >= LEAST_SIMILARITY)
    .sort((a, b) => b.similarity - a.similarity || a.row.id - b.row.id)
    .slice(0, limit);
}

/**
 * 查重: the cases of the body (every session; drafts and withdrawn cases aside) most like the text, by `likeness`,
 * at most five. The index proposes candidates by shared rare title bigrams and text words; the likeness,
 * computed the same on either database, orders them (ties: the earlier case). A deputy's or member's search shows
 * only what `visibleTo` lets through, the text only of the cases they may open.
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
    text: row.readable ? text.content : null,
    status: row.status as SimilarCase['status'],
    sessionName: row.session_name,
    similarity,
    likelyDuplicate,
    mergedInto: row.merged_into_id === null ? null : { id: row.merged_into_id, caseNo: row.main_no },
    // A case the reader may not open shows its units, not how they replied.
    units: (units.get(row.id) ?? []).map((unit) => (row.readable ? unit : { ...unit, resultCategory: null })),
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
