import type { Kysely } from 'kysely';
import { runSqlScript } from './run-sql';

// Indexes the statistic reports and the home page need at 100,000 cases (README, "The case register at
// 100,000 cases"). The reply and evaluation in force (assignment-facts.ts) are read in index order, so the
// `distinct on` needs no sort; the case columns the reports filter and count on are covered, so the wide
// case rows (title, content …) are not read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSqlScript(
    db,
    `
create index replies_latest on replies(assignment_id, round desc, replied_at desc) include (result_category, consult_method, adoption);
create index evaluations_latest on evaluations(assignment_id, round desc, evaluated_at desc)
  include (work_satisfaction, result_satisfaction) where assignment_id is not null;
create index cases_report on cases(body, session_id) include (id, status, category, property, is_key);
create index cases_body_submitted on cases(body, submitted_at) include (status);
create index replies_replied_at on replies(replied_at) include (assignment_id);
`,
  );
}

export async function down(): Promise<void> {
  throw new Error('012-report-indexes cannot be undone');
}
