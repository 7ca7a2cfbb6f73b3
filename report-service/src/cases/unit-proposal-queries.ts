import { composeCaseText, type UnitProposal, type UnitProposals } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { DataScope } from '../auth/context';
import type { Database } from '../db/schema';
import { caseNotFound } from './case-action-commands';
import { caseScopeCondition } from './case-scope';
import { rankSimilarCases } from './case-similarity-queries';

/** How many similar past cases the proposals learn from. */
const LEARNED_FROM = 20;
/** How many units of each part are proposed. */
const PROPOSED = 3;
/**
 * What the category's past assignments weigh: a unit's share of them counts as much as this many word-for-word
 * similar cases. Offices assign mostly by subject, and the category is the office's own word for it.
 */
const CATEGORY_WEIGHT = 3;

type Part = 'lead' | 'co';

interface Tally extends UnitProposal {
  part: Part;
  score: number;
}

/** The latest round's rating of an assignment's work counts as satisfied when it is 满意 or 基本满意. */
const SATISFIED = ['SATISFIED', 'BASIC'];

/** Each unit's share of the past assignments of the case's category, per part (the case itself aside). */
async function categoryShares(db: Kysely<Database>, kase: { id: number; body: 'NPC' | 'CPPCC'; category: string }) {
  if (kase.category === '') return [];
  const rows = await db
    .selectFrom('assignments')
    .innerJoin('cases', 'cases.id', 'assignments.case_id')
    .innerJoin('handling_units', 'handling_units.id', 'assignments.unit_id')
    .select((eb) => [
      'assignments.unit_id',
      'handling_units.name',
      eb.case().when('assignments.role', '=', 'CO').then('co').else('lead').end().as('part'),
      eb.fn.countAll<number>().as('n'),
    ])
    .where('cases.body', '=', kase.body)
    .where('cases.category', '=', kase.category)
    .where('cases.id', '<>', kase.id)
    .where('assignments.status', '<>', 'VOID')
    .where('assignments.return_reason', '=', '')
    .groupBy(['assignments.unit_id', 'handling_units.name', 'part'])
    .execute();
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.part, (totals.get(row.part) ?? 0) + Number(row.n));
  return rows.map((row) => ({
    part: row.part as Part,
    unitId: row.unit_id,
    unitName: row.name,
    count: Number(row.n),
    share: Number(row.n) / (totals.get(row.part) ?? 1),
  }));
}

async function assignmentsOf(db: Kysely<Database>, caseIds: readonly number[]) {
  return db
    .selectFrom('assignments')
    .innerJoin('handling_units', 'handling_units.id', 'assignments.unit_id')
    .select((eb) => [
      'assignments.case_id',
      'assignments.unit_id',
      'assignments.role',
      'assignments.status',
      'assignments.return_reason',
      'handling_units.name as unit_name',
      eb
        .selectFrom('evaluations')
        .select('evaluations.work_satisfaction')
        .whereRef('evaluations.assignment_id', '=', 'assignments.id')
        .orderBy('evaluations.round', 'desc')
        .orderBy('evaluations.id', 'desc')
        .limit(1)
        .as('work_satisfaction'),
    ])
    .where('assignments.case_id', 'in', caseIds)
    .execute();
}

/**
 * 智能交办: units for a case, learned from the most similar past cases of its body (of its own category when there
 * are enough) and from its category's past assignments. Each similar case counts by its likeness for the units
 * that handled it in the same part (lead: 单办/主办/分办; co: 协办) and against a unit that asked to return it; a unit's
 * share of the category's past assignments adds CATEGORY_WEIGHT at most. Only units that exist now are proposed (the join to handling_units), at most three per part, best
 * first (ties: the unit with more similar cases, then by name). The clerk decides; nothing is assigned by itself.
 */
export async function proposeUnits(db: Kysely<Database>, scope: DataScope, caseId: number): Promise<UnitProposals> {
  const kase = await db
    .selectFrom('cases')
    .select(['id', 'body', 'category', 'title', 'content', 'reason', 'solution'])
    .where('id', '=', caseId)
    .where(caseScopeCondition(scope))
    .executeTakeFirst();
  if (!kase) throw caseNotFound();
  const ranked = await rankSimilarCases(db, { body: kase.body, text: composeCaseText(kase), excludeId: kase.id }, LEARNED_FROM * 3);
  // Similar cases of its own category first: a case about the same road in another category went elsewhere for a reason.
  const sameCategory = ranked.filter((hit) => kase.category !== '' && hit.row.category === kase.category);
  const similar = (sameCategory.length >= PROPOSED ? sameCategory : ranked).slice(0, LEARNED_FROM);
  const likenessOf = new Map(similar.map((hit) => [hit.row.id, hit.similarity / 100]));
  const assignments = similar.length === 0 ? [] : await assignmentsOf(db, [...likenessOf.keys()]);

  const tallies = new Map<string, Tally>();
  for (const a of assignments) {
    const part: Part = a.role === 'CO' ? 'co' : 'lead';
    const key = `${part}:${a.unit_id}`;
    const tally = tallies.get(key) ?? {
      part,
      unitId: a.unit_id,
      unitName: a.unit_name,
      similarCases: 0,
      satisfied: 0,
      returned: 0,
      categoryCases: 0,
      score: 0,
    };
    const weight = likenessOf.get(a.case_id) ?? 0;
    if (a.return_reason !== '') {
      tally.returned += 1;
      tally.score -= weight;
    } else if (a.status !== 'VOID') {
      tally.similarCases += 1;
      tally.score += weight;
      if (a.work_satisfaction !== null && SATISFIED.includes(a.work_satisfaction)) tally.satisfied += 1;
    }
    tallies.set(key, tally);
  }
  for (const share of await categoryShares(db, kase)) {
    const key = `${share.part}:${share.unitId}`;
    const tally = tallies.get(key) ?? { ...share, similarCases: 0, satisfied: 0, returned: 0, score: 0, categoryCases: 0 };
    tally.categoryCases = share.count;
    tally.score += CATEGORY_WEIGHT * share.share;
    tallies.set(key, tally);
  }
  const best = (part: Part, except: ReadonlySet<number>) =>
    [...tallies.values()]
      .filter((tally) => tally.part === part && tally.score > 0 && !except.has(tally.unitId))
      .sort((a, b) => b.score - a.score || b.similarCases - a.similarCases || a.unitName.localeCompare(b.unitName, 'zh'))
      .slice(0, PROPOSED)
      .map(({ unitId, unitName, similarCases, satisfied, returned, categoryCases }) => ({
        unitId,
        unitName,
        similarCases,
        satisfied,
        returned,
        categoryCases,
      }));
  const leads = best('lead', new Set());
  const casesWithUnits = new Set(assignments.map((a) => a.case_id));
  return { leads, cos: best('co', new Set(leads.slice(0, 1).map((lead) => lead.unitId))), basedOn: casesWithUnits.size };
}
