import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { DATA_AS_OF } from './dates';

/**
 * 回头看 in the demo: every B or C reply in force becomes its unit's commitment (B: the step within half a year, C:
 * within a year), and a share of those whose day has come are settled as a unit would report them — most kept on
 * time, some late, a few not to be kept — the rest waiting, some of them with a report of work under way.
 */
export async function seedCommitments(db: Kysely<Database>): Promise<void> {
  const asOf = DATA_AS_OF.toISOString().slice(0, 10);
  await sql`
    insert into case_commitments (case_id, assignment_id, unit_id, reply_id, category, promise, promised_on)
    select a.case_id, a.id, a.unit_id, r.id, r.result_category,
      case r.result_category when 'B' then '列入年度工作计划，分步实施' else '待条件具备后纳入规划研究解决' end,
      (r.replied_at at time zone 'Asia/Shanghai')::date + case r.result_category when 'B' then 180 else 365 end
    from assignments a
    cross join lateral (
      select id, result_category, replied_at from replies where assignment_id = a.id order by round desc, replied_at desc, id desc limit 1
    ) r
    where a.role <> 'CO' and a.status = 'REPLIED' and r.result_category in ('B', 'C')
    order by a.id`.execute(db);
  await sql`
    with settled as (
      select id, promised_on,
        case when id % 11 = 0 then 'NOT_KEPT' else 'KEPT' end as status,
        case when id % 11 = 0 then promised_on - 10 when id % 4 = 0 then promised_on + 20 else promised_on - (id % 30) end as settled_on
      from case_commitments
      where promised_on <= ${asOf}::date - 20 and id % 3 <> 1
    )
    update case_commitments cm set status = s.status, settled_on = s.settled_on from settled s where cm.id = s.id`.execute(db);
  await sql`
    insert into commitment_updates (commitment_id, progress, text, reported_on, reported_by_name)
    select id, status,
      case status when 'KEPT' then '承诺事项已落实，相关工作已完成。' else '受资金和规划条件限制，近期难以实施，已向代表说明情况。' end,
      settled_on, '承办单位'
    from case_commitments where status <> 'OPEN'
    union all
    select id, 'IN_PROGRESS', '已完成前期调研，正在推进实施。', promised_on - 60, '承办单位'
    from case_commitments where status = 'OPEN' and id % 5 = 0 and promised_on - 60 <= ${asOf}::date
    order by 1`.execute(db);
}
