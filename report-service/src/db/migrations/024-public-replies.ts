import type { Kysely } from 'kysely';
import { runSqlScript } from './run-sql';

// 答复公开: the office's decision per case — publishable or not (with a reason), how the submitter is shown, who decided
// and when. The public page reads only published cases' public fields; a decision moves the data version, so the
// public answers, kept by it, change at once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSqlScript(
    db,
    `
create table case_publications (
  case_id integer primary key references cases(id) on delete cascade,
  publishable boolean not null,
  reason text not null default '',
  submitter_shown text not null default 'TITLE' check (submitter_shown in ('NAME', 'TITLE')),
  decided_by_name text not null default '',
  decided_at timestamptz not null default now()
);
create index case_publications_published on case_publications(decided_at desc) where publishable;
create trigger case_publications_bump_data_version after insert or update or delete or truncate on case_publications
  for each statement execute function bump_data_version();
`,
  );
}

export async function down(): Promise<void> {
  throw new Error('024-public-replies cannot be undone');
}
