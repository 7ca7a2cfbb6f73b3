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
  const rows = await ctx.db
    .selectFrom('cases')
    .leftJoin('member_terms as lm', 'lm.id', 'cases.lead_member_id')
    .leftJoin('member_groups as g', (join) => join.on(sql<boolean>`g.id = coalesce(cases.group_id, lm.dlg_id)`))
    .where('cases.id', 'in', caseIds)
    .select([
      'cases.id',
      'cases.category',
      'lm.staff_name as lead_name',
      'g.name as group_name',
      'cases.submitter_type',
      sql<string>`coalesce((select string_agg(u.name, '、' order by u.sort, u.id) from assignments a join handling_units u on u.id = a.unit_id
        where a.case_id = cases.id and a.status <> 'VOID' and a.role <> 'CO'), '')`.as('lead_units'),
      sql<string>`coalesce((select string_agg(u.name, '、' order by u.sort, u.id) from assignments a join handling_units u on u.id = a.unit_id
        where a.case_id = cases.id and a.status <> 'VOID' and a.role = 'CO'), '')`.as('co_units'),
      sql<string>`coalesce((select string_agg(coalesce(m.case_no, m.title), '、' order by m.case_no, m.id) from cases m
        where m.merged_into_id = cases.id), '')`.as('absorbed'),
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
