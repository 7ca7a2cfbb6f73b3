import {
  deadlineLight,
  type AssignmentRole,
  type AssignmentStatus,
  type CaseActionName,
  type CaseFile,
  type CaseStatus,
  type Language,
  type ResultCategory,
  type Satisfaction,
} from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { DataScope } from '../../auth/context';
import { caseScopeCondition } from '../../cases/case-scope';
import type { Database } from '../../db/schema';
import { isoOf } from '../../lib/list-query';
import { categoryLabels } from './case-list-queries';

const OPEN = new Set(['PENDING', 'SIGNED', 'RETURN_REQUESTED', 'REHANDLE']);
const iso = (value: Date) => value.toISOString();

function loadCase(db: Kysely<Database>, scope: DataScope, id: number) {
  return db
    .selectFrom('cases')
    .innerJoin('meetings', 'meetings.id', 'cases.session_id')
    .leftJoin('cases as main', 'main.id', 'cases.merged_into_id')
    .leftJoin('member_groups as grp', 'grp.id', 'cases.group_id')
    .selectAll('cases')
    .select(['meetings.name as session_name', 'main.case_no as main_no', 'main.title as main_title', 'grp.name as group_name'])
    .where('cases.id', '=', id)
    .where(caseScopeCondition(scope))
    .executeTakeFirst();
}

function loadSubmitters(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('case_submitters')
    .innerJoin('member_terms', 'member_terms.id', 'case_submitters.member_id')
    .leftJoin('member_groups', 'member_groups.id', 'member_terms.dlg_id')
    .select(['case_submitters.member_id', 'case_submitters.role', 'member_terms.staff_name', 'member_groups.name as group_name'])
    .where('case_submitters.case_id', '=', id)
    .orderBy('case_submitters.role')
    .orderBy('member_terms.staff_name')
    .execute();
}

function loadAssignments(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('assignments')
    .innerJoin('handling_units', 'handling_units.id', 'assignments.unit_id')
    .selectAll('assignments')
    .select('handling_units.name as unit_name')
    .where('assignments.case_id', '=', id)
    .orderBy('assignments.id')
    .execute();
}

function loadReplies(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('replies')
    .innerJoin('assignments', 'assignments.id', 'replies.assignment_id')
    .innerJoin('handling_units', 'handling_units.id', 'assignments.unit_id')
    .selectAll('replies')
    .select('handling_units.name as unit_name')
    .where('assignments.case_id', '=', id)
    .orderBy('replies.round')
    .orderBy('replies.replied_at')
    .execute();
}

function loadEvaluations(db: Kysely<Database>, id: number) {
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

function loadEvents(db: Kysely<Database>, id: number) {
  return db.selectFrom('case_events').selectAll().where('case_id', '=', id).orderBy('at').orderBy('id').execute();
}

function loadMerged(db: Kysely<Database>, id: number) {
  return db.selectFrom('cases').select(['id', 'case_no', 'title']).where('merged_into_id', '=', id).orderBy('case_no').execute();
}

/** One case file within the scope (null when it does not exist or the caller may not see it). */
export async function findCaseFile(
  db: Kysely<Database>,
  scope: DataScope,
  id: number,
  actionsFor: (status: CaseStatus, assignments: ReadonlyArray<{ status: string }>) => CaseActionName[],
  lang: Language = 'zh',
): Promise<CaseFile | null> {
  const kase = await loadCase(db, scope, id);
  if (!kase) return null;
  const [submitters, assignments, replies, evaluations, events, merged, labels] = await Promise.all([
    loadSubmitters(db, id),
    loadAssignments(db, id),
    loadReplies(db, id),
    loadEvaluations(db, id),
    loadEvents(db, id),
    loadMerged(db, id),
    categoryLabels(db, lang),
  ]);
  const person = (s: (typeof submitters)[number]) => ({ memberId: s.member_id, name: s.staff_name, groupName: s.group_name ?? '' });
  const lead = submitters.find((s) => s.role === 'LEAD');
  const now = new Date();
  return {
    id: kase.id,
    version: kase.version,
    body: kase.body,
    kind: kase.kind,
    caseNo: kase.case_no,
    title: kase.title,
    content: kase.content,
    reason: kase.reason,
    solution: kase.solution,
    status: kase.status as CaseStatus,
    sessionId: kase.session_id,
    sessionName: kase.session_name,
    period: kase.period,
    category: kase.category,
    categoryLabel: labels.get(`${kase.body}:${kase.category}`) ?? kase.category,
    property: kase.property,
    isKey: kase.is_key,
    reviewOpinion: kase.review_opinion,
    submittedAt: isoOf(kase.submitted_at),
    registeredAt: isoOf(kase.registered_at),
    acceptedAt: isoOf(kase.accepted_at),
    assignedAt: isoOf(kase.assigned_at),
    closedAt: isoOf(kase.closed_at),
    mergedInto: kase.merged_into_id ? { id: kase.merged_into_id, caseNo: kase.main_no, title: kase.main_title ?? '' } : null,
    merged: merged.map((m) => ({ id: m.id, caseNo: m.case_no, title: m.title })),
    lead: lead ? person(lead) : null,
    group: kase.group_id ? { id: kase.group_id, name: kase.group_name ?? '' } : null,
    cosigners: submitters.filter((s) => s.role === 'COSIGNER').map(person),
    assignments: assignments.map((a) => ({
      id: a.id,
      unitId: a.unit_id,
      unitName: a.unit_name,
      role: a.role as AssignmentRole,
      status: a.status as AssignmentStatus,
      assignedAt: iso(a.assigned_at),
      dueAt: iso(a.due_at),
      signedAt: isoOf(a.signed_at),
      returnReason: a.return_reason,
      contactName: a.contact_name,
      contactPhone: a.contact_phone,
      light: OPEN.has(a.status) ? deadlineLight(iso(a.due_at), now) : null,
    })),
    replies: replies.map((r) => ({
      id: r.id,
      assignmentId: r.assignment_id,
      unitName: r.unit_name,
      round: r.round,
      docNo: r.doc_no,
      repliedAt: iso(r.replied_at),
      resultCategory: r.result_category as ResultCategory,
      adoption: r.adoption,
      consultMethod: r.consult_method,
      signer: r.signer,
      content: r.content,
      attachment: r.attachment,
    })),
    evaluations: evaluations.map((e) => ({
      id: e.id,
      assignmentId: e.assignment_id,
      unitName: e.unit_name ?? '',
      memberName: e.member_name ?? '',
      round: e.round,
      workSatisfaction: e.work_satisfaction as Satisfaction,
      resultSatisfaction: e.result_satisfaction as Satisfaction,
      comment: e.comment,
      evaluatedAt: iso(e.evaluated_at),
    })),
    events: events.map((e) => ({ id: e.id, step: e.step, action: e.action, operator: e.operator, at: iso(e.at), note: e.note })),
    actions: actionsFor(kase.status as CaseStatus, assignments),
  };
}
