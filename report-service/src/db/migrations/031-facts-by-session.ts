import type { Kysely } from 'kysely';
import { runSqlScript } from './run-sql';

// The kept assignment facts (migration 026) also carry their case's body, session, status and closing time, with an
// index by body and session: the statistics of a session count its facts without reading every fact of both bodies
// and without joining each to its case (reports/queries/assignment-facts.ts, `countedFacts`). A write to a case that
// changes one of these refreshes the facts of its assignments, in the same statement's trigger that already refreshed
// them when a case was closed or reopened (028). At 100,000 cases on PostgreSQL (EXPLAIN ANALYZE, one core,
// 2026-11-29) the handling report's measures by unit took 124 ms over all facts joined to their cases, 70 ms so.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSqlScript(
    db,
    `
create or replace view assignment_facts_source as
select
  a.id as assignment_id,
  a.case_id,
  a.unit_id,
  a.role,
  a.status,
  a.assigned_at,
  a.signed_at,
  coalesce(a.rehandle_due_at, a.due_at) as due_at,
  (case when a.rehandle_due_at is not null or a.status = 'REHANDLE' then 2 else 1 end)::smallint as round_in_force,
  a.original_due_at is not null as extended,
  lr.round as reply_round,
  lr.replied_at,
  lr.result_category,
  lr.consult_method,
  lr.adoption,
  le.work_satisfaction,
  le.result_satisfaction,
  c.body,
  c.session_id,
  c.status as case_status,
  c.closed_at as case_closed_at
from assignments a
join cases c on c.id = a.case_id
left join lateral (
  select r.round, r.replied_at, r.result_category, r.consult_method, r.adoption
  from replies r
  where r.assignment_id = a.id
  order by r.round desc, r.replied_at desc
  limit 1
) lr on true
left join lateral (
  select e.work_satisfaction, e.result_satisfaction
  from evaluations e
  where e.assignment_id = a.id
  order by e.round desc, e.evaluated_at desc
  limit 1
) le on true;

alter table assignment_facts
  add column body text,
  add column session_id integer,
  add column case_status text,
  add column case_closed_at timestamptz;

update assignment_facts f
set body = c.body, session_id = c.session_id, case_status = c.status, case_closed_at = c.closed_at
from cases c
where c.id = f.case_id;

alter table assignment_facts
  alter column body set not null,
  alter column session_id set not null,
  alter column case_status set not null;

create index assignment_facts_session on assignment_facts(body, session_id);

create or replace function cases_keep_counts_update() returns trigger language plpgsql as $$
declare
  refreshed integer[];
begin
  -- the cases whose body, status or submission changed: off their old count, onto their new one
  insert into case_counts
  select body, status, month, sum(n)::integer from (
    select o.body, o.status, beijing_month(o.submitted_at) as month, -1 as n
    from previous o join changed c on c.id = o.id
    where (o.body, o.status, o.submitted_at) is distinct from (c.body, c.status, c.submitted_at)
    union all
    select c.body, c.status, beijing_month(c.submitted_at), 1
    from previous o join changed c on c.id = o.id
    where (o.body, o.status, o.submitted_at) is distinct from (c.body, c.status, c.submitted_at)
  ) d
  group by 1, 2, 3
  having sum(n) <> 0;
  -- the facts of a case's assignments carry its body, session, status and closing (and a closed case leaves nothing
  -- open to its units): a case that changed any of them has its assignments refreshed
  refreshed := array(
    select c.id from previous o join changed c on c.id = o.id
    where (o.body, o.session_id, o.status, o.closed_at) is distinct from (c.body, c.session_id, c.status, c.closed_at)
  );
  if cardinality(refreshed) > 0 then
    perform refresh_assignment_facts(array(select a.id from assignments a where a.case_id = any(refreshed)));
  end if;
  return null;
end $$;
`,
  );
}

export async function down(): Promise<void> {
  throw new Error('031-facts-by-session cannot be undone');
}
