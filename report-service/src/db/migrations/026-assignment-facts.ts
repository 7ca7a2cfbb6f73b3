import type { Kysely } from 'kysely';
import { runSqlScript } from './run-sql';

/** The tables whose writes change an assignment's facts, and the column naming the assignment in each. */
const SOURCES = [
  ['assignments', 'id'],
  ['replies', 'assignment_id'],
  ['evaluations', 'assignment_id'],
] as const;

/** One statement trigger per table and event (a trigger with transition tables takes one event). */
function factTriggers(): string {
  return SOURCES.flatMap(([table, column]) =>
    (['insert', 'update', 'delete'] as const).map((event) => {
      // An update may move a row from one assignment to another: both are refreshed.
      const rows = { insert: 'new table as changed', update: 'old table as previous new table as changed', delete: 'old table as changed' }[
        event
      ];
      const touched =
        event === 'update' ? `select ${column} from changed union select ${column} from previous` : `select ${column} from changed`;
      const name = `${table}_keep_facts_${event}`;
      return `
create function ${name}() returns trigger language plpgsql as $$
begin
  perform refresh_assignment_facts(array(select distinct t.${column} from (${touched}) t where t.${column} is not null));
  return null;
end $$;
create trigger ${name} after ${event} on ${table} referencing ${rows} for each statement execute function ${name}();`;
    }),
  ).join('\n');
}

// The assignment facts the statistics count, kept by the writes: one row per assignment with what its figures are
// made of as of now (its unit, role, status and days; the reply in force, the latest round; the latest evaluation).
// `assignment_facts_source` is their one definition: the triggers below refresh the rows of the assignments a
// statement touched from it, in the writing transaction, and `npm run facts` rebuilds the table from it or checks the
// table against it. A report taken at an earlier day derives its facts afresh (reports/queries/assignment-facts.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSqlScript(
    db,
    `
create view assignment_facts_source as
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
  le.result_satisfaction
from assignments a
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

create table assignment_facts (
  assignment_id integer primary key references assignments(id) on delete cascade,
  case_id integer not null,
  unit_id integer not null,
  role text not null,
  status text not null,
  assigned_at timestamptz not null,
  signed_at timestamptz,
  due_at timestamptz not null,
  round_in_force smallint not null,
  extended boolean not null,
  reply_round integer,
  replied_at timestamptz,
  result_category text,
  consult_method text,
  adoption text,
  work_satisfaction text,
  result_satisfaction text
);
create index assignment_facts_case on assignment_facts(case_id) include (assignment_id);

create function refresh_assignment_facts(ids integer[]) returns void language plpgsql as $$
begin
  delete from assignment_facts where assignment_id in (select unnest(ids));
  -- then the rows of those that still exist, as their source rows say now (a comment: runSqlScript splits before a line starting with insert)
  insert into assignment_facts select * from assignment_facts_source where assignment_id in (select unnest(ids));
end $$;
${factTriggers()}

insert into assignment_facts select * from assignment_facts_source;
`,
  );
}

export async function down(): Promise<void> {
  throw new Error('026-assignment-facts cannot be undone');
}
