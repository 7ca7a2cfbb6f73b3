import { sql } from 'kysely';
import type { ReportContext } from '../report-context';
import { countedFacts, factScopeOf } from './assignment-facts';
import { caseFilter } from './filters';
import { assignmentLetterFacts } from './letters';

/**
 * Who gets a letter of a batch run, as the parameter each letter adds: every handling unit with assignments its
 * letter lists (交办函: in the date range, or without one not yet replied to), every deputy or member who submitted or co-signed a case of the session
 * (一人一函), within the scope of whoever runs it; units in their configured order, members by name.
 */
export async function letterRecipients(ctx: ReportContext, letter: 'assignmentLetterPrint' | 'memberLetterPrint') {
  if (letter === 'assignmentLetterPrint') {
    const units = await ctx.db
      .with('af', () => countedFacts(factScopeOf(ctx)))
      .selectFrom('af')
      .where(assignmentLetterFacts(ctx))
      .select([sql<number>`unit_id`.as('unit_id'), sql<number>`min(unit_sort)`.as('sort')])
      .groupBy(sql`unit_id`)
      .orderBy(sql`min(unit_sort)`)
      .orderBy(sql`unit_id`)
      .execute();
    return units.map((u) => ({ unitId: Number(u.unit_id) }));
  }
  const members = await ctx.db
    .selectFrom('cases')
    .innerJoin('case_submitters as s', 's.case_id', 'cases.id')
    .innerJoin('member_terms as m', 'm.id', 's.member_id')
    .where(caseFilter(ctx))
    .where('cases.status', 'not in', ['DRAFT', 'WITHDRAWN'])
    .where((eb) => eb.or([eb('s.role', '=', 'LEAD'), eb('s.cosign_status', '=', 'CONFIRMED')]))
    .select(['m.id', 'm.staff_name'])
    .distinct()
    .orderBy('m.staff_name')
    .orderBy('m.id')
    .execute();
  return members.map((m) => ({ memberId: m.id }));
}
