import { sql, type RawBuilder } from 'kysely';
import type { ReportContext } from '../report-context';
import { assignmentFacts, factScopeOf } from './assignment-facts';

export interface FactRow {
  assignment_id: number;
  unit_id: number;
  unit_name: string;
  role: string;
  assignment_status: string;
  case_id: number;
  case_no: string | null;
  title: string;
  case_status: string;
  assigned_at: Date;
  due_at: Date;
  replied_at: Date | null;
  result_category: string | null;
  consult_method: string | null;
  work_satisfaction: string | null;
  result_satisfaction: string | null;
  overdue: boolean;
  replied: boolean;
}

/** The assignment facts matching a condition (factCondition of a figure), by unit (configured order), lead roles first, then case number. */
export async function factRows(ctx: ReportContext, condition: RawBuilder<boolean>): Promise<FactRow[]> {
  const rows = await ctx.db
    .with('af', () => assignmentFacts(factScopeOf(ctx)))
    .selectFrom('af')
    .selectAll()
    .where(condition)
    .orderBy(sql.ref('unit_sort'))
    .orderBy(sql.ref('unit_id'))
    .orderBy(sql`role = 'CO'`)
    .orderBy(sql.ref('case_no'))
    .orderBy(sql.ref('assignment_id'))
    .execute();
  return rows as unknown as FactRow[];
}

/** A date as the reports print it: YYYY-MM-DD in Beijing time. */
export function dayOf(value: Date | string | null | undefined): string | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}
