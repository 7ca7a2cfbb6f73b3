import type { Kysely } from 'kysely';
import { rebuildCaseTextIndex } from '../../cases/case-text-commands';
import type { Database } from '../schema';
import { runSqlScript } from './run-sql';

// 查重: the case-text index (each case that reached the office, by its title's bigrams and its text's min-hash
// values, case-text-features.ts) that finds the candidates of "similar cases", and on each case the earlier case
// of its body whose title it nearly copies (疑似重复), with how alike the two titles are (percent).
// Drafts are not in the index: a draft is private to its writer until it is submitted. And 并案's lineage is
// read both ways (the main case's absorbed cases; a merged case's submitters follow the main case): indexed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSqlScript(
    db,
    `
create table case_text_grams (
  body text not null,
  gram text not null,
  case_id integer not null references cases(id) on delete cascade,
  primary key (body, gram, case_id)
);
create index case_text_grams_case on case_text_grams(case_id);
alter table cases add column duplicate_of_id integer references cases(id) on delete set null;
alter table cases add column duplicate_likeness smallint;
create index cases_duplicates on cases(body, duplicate_of_id) where duplicate_of_id is not null;
create index cases_merged_into on cases(merged_into_id) where merged_into_id is not null;
`,
  );
  await rebuildCaseTextIndex(db as Kysely<Database>);
}

export async function down(): Promise<void> {
  throw new Error('021-case-similarity cannot be undone');
}
