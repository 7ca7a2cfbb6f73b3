import { sql } from 'kysely';
import type { ReportContext } from '../report-context';

export interface CaseInfo {
  id: number;
  leadName: string;
  groupName: string;
  category: string;
  leadUnits: string;
  coUnits: string;
  /** 并案: the numbers of the cases merged into this one (lineage), '' when none. */
  absorbed: string;
}

/**
 * Submitter, delegation/group, category label and the case's live lead/co units, for cases already
 * selected under the caller's scope (the ids come from a scoped query).
 */
export async function caseInfoOf(ctx: ReportContext, caseIds: number[]): Promise<Map<number, CaseInfo>> {
  if (caseIds.length === 0) return new Map();
  // One array parameter however many cases (a list of ids would pass PostgreSQL's 65,535 parameters at scale),
  // and each case's units and merged cases aggregated once for the whole set rather than per case.
  const ids = sql<number[]>`${`{${caseIds.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
  const units = ctx.db
    .selectFrom('assignments as a')
    .innerJoin('handling_units as u', 'u.id', 'a.unit_id')
    .where(sql<boolean>`a.case_id = any(${ids})`)
    .where('a.status', '<>', 'VOID')
    .select([
      'a.case_id',
      sql<string | null>`string_agg(u.name, '、' order by u.sort, u.id) filter (where a.role <> 'CO')`.as('lead_units'),
      sql<string | null>`string_agg(u.name, '、' order by u.sort, u.id) filter (where a.role = 'CO')`.as('co_units'),
    ])
    .groupBy('a.case_id')
    .as('cu');
  const absorbed = ctx.db
    .selectFrom('cases as m')
    .where(sql<boolean>`m.merged_into_id = any(${ids})`)
    .select(['m.merged_into_id', sql<string>`string_agg(coalesce(m.case_no, m.title), '、' order by m.case_no, m.id)`.as('absorbed')])
    .groupBy('m.merged_into_id')
    .as('ma');
  const rows = await ctx.db
    .selectFrom('cases')
    .leftJoin('member_terms as lm', 'lm.id', 'cases.lead_member_id')
    .leftJoin('member_groups as g', (join) => join.on(sql<boolean>`g.id = coalesce(cases.group_id, lm.dlg_id)`))
    .leftJoin(units, 'cu.case_id', 'cases.id')
    .leftJoin(absorbed, 'ma.merged_into_id', 'cases.id')
    .where(sql<boolean>`cases.id = any(${ids})`)
    .select([
      'cases.id',
      'cases.category',
      'lm.staff_name as lead_name',
      'g.name as group_name',
      'cases.submitter_type',
      sql<string>`coalesce(cu.lead_units, '')`.as('lead_units'),
      sql<string>`coalesce(cu.co_units, '')`.as('co_units'),
      sql<string>`coalesce(ma.absorbed, '')`.as('absorbed'),
    ])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        leadName: r.lead_name ?? (r.submitter_type === 'GROUP' ? (r.group_name ?? '') : ''),
        groupName: r.group_name ?? '',
        category: ctx.categories.get(r.category) ?? r.category,
        leadUnits: r.lead_units,
        coUnits: r.co_units,
        absorbed: r.absorbed,
      },
    ]),
  );
}
