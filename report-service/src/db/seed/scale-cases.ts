import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { syncIdentity } from './insert';
import { vacuumAnalyze } from '../upkeep/upkeep-commands';

type ScaledTable = 'cases' | 'assignments' | 'replies' | 'evaluations';

/**
 * Grows the demo office to at least `target` cases for load tests (`npm run seed -- --scale 100000`):
 * copies of the seeded cases with their submitters, assignments, replies and evaluations, each copy `g` shifted by
 * `g × offset` in every id and by `g × 10000` in its 案号 sequence, so numbers stay unique per body and
 * session. Runs in one transaction, in SQL, so 100,000 cases take seconds rather than minutes.
 */
export async function scaleCases(db: Kysely<Database>, target: number): Promise<number> {
  const total = await db.transaction().execute(async (trx) => {
    const count = async (table: ScaledTable) =>
      Number(
        (
          await trx
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const seeded = await count('cases');
    const copies = Math.ceil(target / seeded) - 1;
    if (copies <= 0) return seeded;
    const maxId = async (table: ScaledTable) =>
      Number(
        (
          await trx
            .selectFrom(table)
            .select((eb) => eb.fn.max('id').as('m'))
            .executeTakeFirstOrThrow()
        ).m ?? 0,
      );
    const caseOffset = await maxId('cases');
    const assignmentOffset = await maxId('assignments');
    const replyOffset = await maxId('replies');
    const evaluationOffset = await maxId('evaluations');
    await sql`
      insert into cases (id, body, kind, session_id, case_no, title, content, reason, solution, period, submitter_type,
        lead_member_id, group_id, category, property, is_key, status, submitted_at, registered_at, accepted_at,
        assigned_at, reply_due_at, closed_at, merged_into_id, review_opinion, created_at)
      select c.id + g * ${caseOffset}, c.body, c.kind, c.session_id,
        case when c.case_no is null then null
          else regexp_replace(c.case_no, '[0-9]+$', '') || (cast(substring(c.case_no from '([0-9]+)$') as integer) + g * 10000)::text end,
        c.title, c.content, c.reason, c.solution, c.period, c.submitter_type, c.lead_member_id, c.group_id, c.category,
        c.property, c.is_key, c.status, c.submitted_at, c.registered_at, c.accepted_at, c.assigned_at, c.reply_due_at,
        c.closed_at, case when c.merged_into_id is null then null else c.merged_into_id + g * ${caseOffset} end,
        c.review_opinion, c.created_at
      from cases c cross join generate_series(1, ${copies}) g
      where c.id <= ${caseOffset}`.execute(trx);
    // Each copy is a word-for-word duplicate: indexed as its original, and 疑似重复 of the earliest case with its title.
    await sql`
      insert into case_text_grams (body, gram, case_id)
      select t.body, t.gram, t.case_id + g * ${caseOffset}
      from case_text_grams t cross join generate_series(1, ${copies}) g
      where t.case_id <= ${caseOffset}`.execute(trx);
    await sql`
      update cases set duplicate_of_id = case when o.duplicate_likeness = 100 then o.duplicate_of_id else o.id end,
        duplicate_likeness = 100
      from cases o
      where cases.id > ${caseOffset} and o.id = (cases.id - 1) % ${caseOffset} + 1
        and o.status not in ('DRAFT', 'WITHDRAWN') and o.title <> ''`.execute(trx);
    await sql`
      insert into case_submitters (case_id, member_id, role, signed_at)
      select s.case_id + g * ${caseOffset}, s.member_id, s.role, s.signed_at
      from case_submitters s cross join generate_series(1, ${copies}) g
      where s.case_id <= ${caseOffset}`.execute(trx);
    await sql`
      insert into assignments (id, case_id, unit_id, role, assigned_at, due_at, signed_at, status, return_reason, contact_name, contact_phone)
      select a.id + g * ${assignmentOffset}, a.case_id + g * ${caseOffset}, a.unit_id, a.role, a.assigned_at, a.due_at,
        a.signed_at, a.status, a.return_reason, a.contact_name, a.contact_phone
      from assignments a cross join generate_series(1, ${copies}) g
      where a.id <= ${assignmentOffset}`.execute(trx);
    await sql`
      insert into replies (id, assignment_id, round, doc_no, replied_at, result_category, adoption, consult_method, signer, content, attachment)
      select r.id + g * ${replyOffset}, r.assignment_id + g * ${assignmentOffset}, r.round, r.doc_no, r.replied_at,
        r.result_category, r.adoption, r.consult_method, r.signer, r.content, r.attachment
      from replies r cross join generate_series(1, ${copies}) g
      where r.id <= ${replyOffset}`.execute(trx);
    await sql`
      insert into evaluations (id, case_id, assignment_id, member_id, round, work_satisfaction, result_satisfaction, comment, evaluated_at)
      select e.id + g * ${evaluationOffset}, e.case_id + g * ${caseOffset},
        case when e.assignment_id is null then null else e.assignment_id + g * ${assignmentOffset} end,
        e.member_id, e.round, e.work_satisfaction, e.result_satisfaction, e.comment, e.evaluated_at
      from evaluations e cross join generate_series(1, ${copies}) g
      where e.id <= ${evaluationOffset}`.execute(trx);
    for (const table of ['cases', 'assignments', 'replies', 'evaluations'] as const) await syncIdentity(trx, table);
    return count('cases');
  });
  // Statistics for the planner, and the visibility map the reports' index-only scans rely on, as the nightly upkeep
  // would set them.
  await vacuumAnalyze(db);
  return total;
}
