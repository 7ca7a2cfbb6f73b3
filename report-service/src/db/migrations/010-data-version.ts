import type { Kysely } from 'kysely';
import { runSqlScript } from './run-sql';

/**
 * The tables a report can show (cases and their handling, sessions, units, groups, dictionaries, the
 * calendar). Any write to one of them changes the data version.
 */
export const REPORTED_TABLES = [
  'cases',
  'case_submitters',
  'assignments',
  'consultations',
  'replies',
  'evaluations',
  'scores',
  'case_events',
  'meetings',
  'member_groups',
  'member_terms',
  'handling_units',
  'dictionaries',
  'holidays',
] as const;

// The data version names the state of the reported data: a counter, and a random stamp that changes with it
// (a restored backup brings back its own stamp, so a file cached for another history is never taken for it).
// The triggers bump it in the writing transaction itself, so no command can forget it and a reader sees the
// new version only once the write has committed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSqlScript(
    db,
    `
create table data_version (
  id smallint primary key default 1 check (id = 1),
  version bigint not null default 1,
  stamp uuid not null default gen_random_uuid()
);
insert into data_version default values;
create function bump_data_version() returns trigger language plpgsql as $$
begin
  update data_version set version = version + 1, stamp = gen_random_uuid() where id = 1;
  return null;
end
$$;
${REPORTED_TABLES.map(
  (table) =>
    `create trigger ${table}_bump_data_version after insert or update or delete or truncate on ${table} ` +
    `for each statement execute function bump_data_version();`,
).join('\n')}
`,
  );
}

export async function down(): Promise<void> {
  throw new Error('010-data-version cannot be undone');
}
