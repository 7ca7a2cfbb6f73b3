import type { Kysely } from 'kysely';
import { runSqlScript } from './run-sql';

// What the office's home page counts, kept by the writes so that it answers at once right after one (issue 36):
// - `open_assignments`: the assignments still open to a unit on a case not closed, with the case's body and the due
//   time in force. The overdue figures (the home page's, the register's `overdue` filter) are those past due; the
//   view `open_assignments_source` is their one definition. `refresh_assignment_facts`, which the triggers on
//   assignments, replies and evaluations call with the assignments a statement touched, refreshes these rows too;
//   a case closed or reopened refreshes its own.
// - `case_counts`: the cases of each body, status and Beijing month of submission, as changes (+n/-n) appended by
//   the writes to cases: appending never waits on another writer, where one row per count would be updated by every
//   write to a case of that status. `compact_case_counts()` folds them into one row per count; the home page calls it
//   once the changes pile up. `case_counts_source` is their definition.
// `npm run facts` checks both against their definitions and rebuilds them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSqlScript(
    db,
    `
create function beijing_month(t timestamptz) returns text language sql immutable parallel safe
  return to_char((t at time zone 'UTC') + interval '8 hours', 'YYYY-MM');

create view open_assignments_source as
select a.id as assignment_id, a.case_id, a.unit_id, c.body, a.role, a.status, coalesce(a.rehandle_due_at, a.due_at) as due_at
from assignments a
join cases c on c.id = a.case_id
where a.status in ('PENDING', 'SIGNED', 'RETURN_REQUESTED', 'REHANDLE') and c.status <> 'CLOSED';

create table open_assignments (
  assignment_id integer primary key references assignments(id) on delete cascade,
  case_id integer not null,
  unit_id integer not null,
  body text not null,
  role text not null,
  status text not null,
  due_at timestamptz not null
);
create index open_assignments_due on open_assignments(body, due_at) include (case_id, unit_id, status);
create index open_assignments_case on open_assignments(case_id) include (unit_id, role, due_at);

create view case_counts_source as
select body, status, beijing_month(submitted_at) as month, count(*)::integer as n
from cases
group by 1, 2, 3;

create table case_counts (
  body text not null,
  status text not null,
  month text,
  n integer not null
);

create or replace function refresh_assignment_facts(ids integer[]) returns void language plpgsql as $$
begin
  delete from assignment_facts where assignment_id in (select unnest(ids));
  -- then the rows of those that still exist, as their source rows say now (a comment: runSqlScript splits before a line starting with insert)
  insert into assignment_facts select * from assignment_facts_source where assignment_id in (select unnest(ids));
  delete from assignment_reply_months where assignment_id in (select unnest(ids));
  -- and the months they were replied in
  insert into assignment_reply_months select * from assignment_reply_months_source where assignment_id in (select unnest(ids));
  delete from open_assignments where assignment_id in (select unnest(ids));
  -- and whether they are open
  insert into open_assignments select * from open_assignments_source where assignment_id in (select unnest(ids));
end $$;

create function compact_case_counts() returns void language sql as $$
  with gone as (delete from case_counts returning body, status, month, n)
  insert into case_counts select body, status, month, sum(n)::integer from gone group by 1, 2, 3 having sum(n) <> 0;
$$;

create function cases_keep_counts_insert() returns trigger language plpgsql as $$
begin
  -- each new case counted once
  insert into case_counts select body, status, beijing_month(submitted_at), count(*)::integer from changed group by 1, 2, 3;
  return null;
end $$;
create trigger cases_keep_counts_insert after insert on cases referencing new table as changed
  for each statement execute function cases_keep_counts_insert();

create function cases_keep_counts_delete() returns trigger language plpgsql as $$
begin
  -- each deleted case counted off (its assignments go with it, and their open rows with them)
  insert into case_counts select body, status, beijing_month(submitted_at), -count(*)::integer from changed group by 1, 2, 3;
  return null;
end $$;
create trigger cases_keep_counts_delete after delete on cases referencing old table as changed
  for each statement execute function cases_keep_counts_delete();

create function cases_keep_counts_update() returns trigger language plpgsql as $$
declare
  reopened integer[];
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
  -- a case closed leaves nothing open to its units, one reopened (or moved to another body) has its open assignments refreshed
  reopened := array(
    select c.id from previous o join changed c on c.id = o.id
    where (o.status = 'CLOSED') is distinct from (c.status = 'CLOSED') or o.body is distinct from c.body
  );
  if cardinality(reopened) > 0 then
    perform refresh_assignment_facts(array(select a.id from assignments a where a.case_id = any(reopened)));
  end if;
  return null;
end $$;
create trigger cases_keep_counts_update after update on cases referencing old table as previous new table as changed
  for each statement execute function cases_keep_counts_update();

insert into open_assignments select * from open_assignments_source;
insert into case_counts select * from case_counts_source;
`,
  );
}

export async function down(): Promise<void> {
  throw new Error('028-home-counts cannot be undone');
}
