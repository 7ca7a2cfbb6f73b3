import type { CaseSearchItem, Paged, TCaseSearchQuery } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { DataScope } from '../../auth/context';
import type { Database } from '../../db/schema';
import { containsPattern, offsetOf } from '../../lib/list-query';
import { caseScopeCondition } from '../../cases/case-scope';

interface CaseHitRow {
  id: number;
  body: CaseSearchItem['body'];
  kind: CaseSearchItem['kind'];
  case_no: string | null;
  title: string;
  status: string;
  session_name: string;
}

/** A case as a search answers it (the case picker, the header search). */
export const caseHitOf = (r: CaseHitRow): CaseSearchItem => ({
  id: r.id,
  body: r.body,
  kind: r.kind,
  caseNo: r.case_no,
  title: r.title,
  status: r.status as CaseSearchItem['status'],
  sessionName: r.session_name,
});

/** Cases whose 案号 or 案由 contains the keyword, within the scope, newest session first, then by case number. */
export async function searchCases(db: Kysely<Database>, scope: DataScope, query: TCaseSearchQuery): Promise<Paged<CaseSearchItem>> {
  let base = db
    .selectFrom('cases')
    .innerJoin('meetings', 'meetings.id', 'cases.session_id')
    .where(caseScopeCondition(scope))
    .where('cases.status', 'not in', ['DRAFT', 'WITHDRAWN']);
  if (query.body) base = base.where('cases.body', '=', query.body);
  if (query.kind) base = base.where('cases.kind', '=', query.kind);
  if (query.excludeId) base = base.where('cases.id', '<>', query.excludeId);
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    base = base.where((eb) => eb.or([eb('cases.case_no', 'ilike', pattern), eb('cases.title', 'ilike', pattern)]));
  }
  const [rows, count] = await Promise.all([
    base
      .select(['cases.id', 'cases.body', 'cases.kind', 'cases.case_no', 'cases.title', 'cases.status', 'meetings.name as session_name'])
      .orderBy('meetings.is_current', 'desc')
      .orderBy('cases.session_id', 'desc')
      .orderBy('cases.case_no')
      .orderBy('cases.id')
      .limit(query.pageSize)
      .offset(offsetOf(query))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map(caseHitOf),
    total: Number(count.n),
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}
