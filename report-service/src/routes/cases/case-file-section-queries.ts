import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// The handling sections of a case file, each read on its own (case-file-queries.ts reads them together).

export function loadExtensions(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('assignment_extensions as e')
    .innerJoin('assignments', 'assignments.id', 'e.assignment_id')
    .innerJoin('handling_units', 'handling_units.id', 'assignments.unit_id')
    .selectAll('e')
    .select('handling_units.name as unit_name')
    .where('e.case_id', '=', id)
    .orderBy('e.requested_at')
    .orderBy('e.id')
    .execute();
}

export function loadConsultations(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('consultations as c')
    .innerJoin('assignments', 'assignments.id', 'c.assignment_id')
    .innerJoin('handling_units', 'handling_units.id', 'assignments.unit_id')
    .select([
      'c.id',
      'c.assignment_id',
      'c.method',
      'c.people',
      'c.notes',
      'c.recorded_by',
      'c.recorded_at',
      'handling_units.name as unit_name',
    ])
    .select(sql<string>`to_char(c.held_on, 'YYYY-MM-DD')`.as('held_on'))
    .where('assignments.case_id', '=', id)
    .orderBy('c.held_on')
    .orderBy('c.id')
    .execute();
}

export function loadReplies(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('replies')
    .innerJoin('assignments', 'assignments.id', 'replies.assignment_id')
    .innerJoin('handling_units', 'handling_units.id', 'assignments.unit_id')
    .selectAll('replies')
    .select(['handling_units.name as unit_name', 'assignments.role as assignment_role'])
    .where('assignments.case_id', '=', id)
    .orderBy('replies.round')
    .orderBy('replies.replied_at')
    .execute();
}

export function loadEvaluations(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('evaluations')
    .leftJoin('assignments', 'assignments.id', 'evaluations.assignment_id')
    .leftJoin('handling_units', 'handling_units.id', 'assignments.unit_id')
    .leftJoin('member_terms', 'member_terms.id', 'evaluations.member_id')
    .selectAll('evaluations')
    .select(['handling_units.name as unit_name', 'member_terms.staff_name as member_name'])
    .where('evaluations.case_id', '=', id)
    .orderBy('evaluations.round')
    .orderBy('evaluations.evaluated_at')
    .execute();
}
