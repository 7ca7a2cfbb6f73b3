import type { Kysely } from 'kysely';
import { runSqlScript } from './run-sql';

// The Beijing months in which each assignment was replied to, kept by the writes beside its facts (migration 026):
// the office's home page counts the cases replied in each of the last twelve months from them, rather than joining
// a year of replies with their assignments and cases after every write. `assignment_reply_months_source` is their
// one definition; `refresh_assignment_facts`, which the triggers on assignments, replies and evaluations already
// call with the assignments a statement touched, refreshes these rows too, and `npm run facts` checks and rebuilds
// them with the facts. The open assignments (a fifth of them at scale) get an index of their own for the home page's
// overdue counts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSqlScript(
    db,
    `
create view assignment_reply_months_source as
select distinct
  r.assignment_id,
  a.case_id,
  c.body,
  to_char((r.replied_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM') as month
from replies r
join assignments a on a.id = r.assignment_id
join cases c on c.id = a.case_id;

create table assignment_reply_months (
  assignment_id integer not null references assignments(id) on delete cascade,
  case_id integer not null,
  body text not null,
  month text not null,
  primary key (assignment_id, month)
);
create index assignment_reply_months_body on assignment_reply_months(body, month, case_id);
create index assignments_open_case on assignments(case_id) include (unit_id, status, due_at, rehandle_due_at)
  where status in ('PENDING', 'SIGNED', 'RETURN_REQUESTED', 'REHANDLE');

create or replace function refresh_assignment_facts(ids integer[]) returns void language plpgsql as $$
begin
  delete from assignment_facts where assignment_id in (select unnest(ids));
  -- then the rows of those that still exist, as their source rows say now (a comment: runSqlScript splits before a line starting with insert)
  insert into assignment_facts select * from assignment_facts_source where assignment_id in (select unnest(ids));
  delete from assignment_reply_months where assignment_id in (select unnest(ids));
  -- and the months they were replied in
  insert into assignment_reply_months select * from assignment_reply_months_source where assignment_id in (select unnest(ids));
end $$;

insert into assignment_reply_months select * from assignment_reply_months_source;
`,
  );
}

export async function down(): Promise<void> {
  throw new Error('027-home-figures cannot be undone');
}
