import {
  CASE_EVENT_MESSAGES,
  deadlineLight,
  renderStoredMessage,
  fileUrl,
  type AssignmentRole,
  type AssignmentStatus,
  type CaseAttachment,
  type CaseConsultation,
  type CaseExtension,
  type CaseFile,
  type CaseFileAttachment,
  type CaseStatus,
  type Language,
  type ResultCategory,
  type Satisfaction,
} from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DataScope } from '../../auth/context';
import { caseActionsFor, type CaseViewer, unitActionsFor } from '../../cases/case-file-actions';
import { returnWindowsOpen } from '../../cases/case-deadline-queries';
import { caseCommitments } from '../../cases/commitment-queries';
import { extensionsOpen } from '../../cases/extension-queries';
import { beijingDayOf } from '../../lib/beijing-time';
import { caseScopeCondition } from '../../cases/case-scope';
import { partyOf } from '../../cases/case-workflow';
import type { Database } from '../../db/schema';
import { replyReadableBy } from '../../files/file-access-queries';
import { isoOf } from '../../lib/list-query';
import { categoryLabels } from './case-list-queries';
import { loadConsultations, loadEvaluations, loadExtensions, loadReplies } from './case-file-section-queries';

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
    .select([
      'case_submitters.member_id',
      'case_submitters.role',
      'case_submitters.cosign_status',
      'case_submitters.respond_by',
      'member_terms.staff_name',
      'member_groups.name as group_name',
    ])
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

/**
 * A timeline entry's action in the reader's language: its stored message rendered, or the stored (Chinese)
 * text for an entry written before messages were kept or whose message this catalogue does not know.
 */
function eventAction(event: { action: string; action_key: string | null; action_params: unknown }, lang: Language): string {
  if (lang === 'zh') return event.action;
  return renderStoredMessage(CASE_EVENT_MESSAGES, event.action_key, event.action_params, lang) ?? event.action;
}

function loadEvents(db: Kysely<Database>, id: number) {
  return db.selectFrom('case_events').selectAll().where('case_id', '=', id).orderBy('at').orderBy('id').execute();
}

/** The case's own files, oldest first, with who added them (their name as it was then). */
export function loadCaseAttachments(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('case_attachments as ca')
    .innerJoin('files', 'files.id', 'ca.file_id')
    .select(['ca.id', 'ca.file_id', 'ca.stage', 'ca.added_by_name', 'ca.added_at', 'files.stored_name'])
    .where('ca.case_id', '=', id)
    .orderBy('ca.added_at')
    .orderBy('ca.id')
    .execute();
}

function loadMerged(db: Kysely<Database>, id: number) {
  return db.selectFrom('cases').select(['id', 'case_no', 'title']).where('merged_into_id', '=', id).orderBy('case_no').execute();
}

/**
 * Attachments are kept as the upload call answered them (JSON); older rows hold '' or a bare name, which shows as no
 * attachment and is logged, so a reply whose files vanished from its page is found.
 */
function attachmentsOf(text: string, replyId: number, log: Pick<Logger, 'warn'>): CaseAttachment[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? parsed.filter((a): a is CaseAttachment => typeof a?.name === 'string' && typeof a?.url === 'string')
      : [];
  } catch (err) {
    if (!(err instanceof SyntaxError)) throw err;
    log.warn({ err, replyId }, 'a reply’s attachments are not the JSON the upload call answered: shown as none');
    return [];
  }
}

/** Timeline steps whose notes stay inside the office and the units: a submitter sees the step, not the note. */
const INTERNAL_NOTES = new Set([
  'URGED',
  'RETURN_REQUESTED',
  'RETURN_APPROVED',
  'RETURN_DENIED',
  'UNASSIGNED',
  'ASSIGNMENT_WITHDRAWN',
  'ACCEPTED',
  'ASSIGNED',
]);

/**
 * The replies each handling unit (not 协办) has sent in the latest round and the submitter has not
 * rated in that round yet.
 */
function repliesToEvaluate(
  assignments: ReadonlyArray<{ id: number; role: string; status: string; unit_name: string }>,
  replies: ReadonlyArray<{ id: number; assignment_id: number; round: number }>,
  evaluations: ReadonlyArray<{ assignment_id: number | null; round: number }>,
) {
  return assignments
    .filter((a) => a.role !== 'CO' && a.status === 'REPLIED')
    .flatMap((a) => {
      const latest = replies.filter((r) => r.assignment_id === a.id).sort((x, y) => y.round - x.round)[0];
      if (!latest || evaluations.some((e) => e.assignment_id === a.id && e.round >= latest.round)) return [];
      return [{ assignmentId: a.id, unitName: a.unit_name, replyId: latest.id, round: latest.round }];
    });
}

/**
 * One case file within the viewer's scope (null when it does not exist or they may not see it), with
 * what they may do on it now. A submitter sees neither the office's internal notes nor the 协办
 * units' opinions to the lead unit.
 */
export async function findCaseFile(
  db: Kysely<Database>,
  viewer: CaseViewer,
  id: number,
  lang: Language,
  log: Pick<Logger, 'warn'>,
): Promise<CaseFile | null> {
  const kase = await loadCase(db, viewer.scope, id);
  if (!kase) return null;
  const [
    submitters,
    assignments,
    consultations,
    replies,
    evaluations,
    events,
    merged,
    labels,
    files,
    extensions,
    publication,
    commitments,
  ] = await Promise.all([
    loadSubmitters(db, id),
    loadAssignments(db, id),
    loadConsultations(db, id),
    loadReplies(db, id),
    loadEvaluations(db, id),
    loadEvents(db, id),
    loadMerged(db, id),
    categoryLabels(db, lang),
    loadCaseAttachments(db, id),
    loadExtensions(db, id),
    db.selectFrom('case_publications').selectAll().where('case_id', '=', id).executeTakeFirst(),
    caseCommitments(db, id),
  ]);
  const submitterView = partyOf(viewer.roleCodes) === 'submitter';
  const person = (s: (typeof submitters)[number]) => ({
    memberId: s.member_id,
    name: s.staff_name,
    groupName: s.group_name ?? '',
    cosignStatus: s.cosign_status,
    respondBy: isoOf(s.respond_by),
  });
  const lead = submitters.find((s) => s.role === 'LEAD');
  const now = new Date();
  const returnable = (a: (typeof assignments)[number]) => a.status === 'PENDING' || a.status === 'SIGNED';
  const windowOpen = await returnWindowsOpen(
    db,
    assignments.filter(returnable).map((a) => a.assigned_at),
    now,
  );
  const caseStatus = kase.status as CaseStatus;
  const ownUnit = viewer.scope.kind === 'unit' ? viewer.scope.unitId : null;
  const extendable = await extensionsOpen(
    db,
    assignments.filter((a) => a.unit_id === ownUnit).map((a) => ({ ...a, caseStatus })),
    now,
  );
  const unitActions = assignments.map((a) =>
    unitActionsFor(viewer, { ...a, caseStatus }, returnable(a) && windowOpen(a.assigned_at), extendable.has(a.id)),
  );
  const officeView = partyOf(viewer.roleCodes) === 'office';
  const actions = caseActionsFor(
    viewer,
    { status: kase.status as CaseStatus, lead_member_id: kase.lead_member_id },
    submitters,
    assignments,
    now,
  );
  // Who reads a reply is one rule with who reads its files: a 协办 unit's opinion goes to the office and the lead unit.
  const leadUnits = assignments.filter((a) => a.role === 'LEAD' && a.status !== 'VOID').map((a) => a.unit_id);
  const unitOf = new Map(assignments.map((a) => [a.id, a.unit_id]));
  const shownReplies = replies.filter((r) =>
    replyReadableBy(viewer.scope, { role: r.assignment_role, unitId: unitOf.get(r.assignment_id) ?? 0 }, leadUnits),
  );
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
    reviewOpinion: submitterView && !['REJECTED', 'MERGED'].includes(kase.status) ? '' : kase.review_opinion,
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
    attachments: files.map((f): CaseFileAttachment => ({
      id: f.id,
      name: f.stored_name,
      url: fileUrl(f.file_id, f.stored_name),
      stage: f.stage,
      addedBy: f.added_by_name,
      addedAt: iso(f.added_at),
    })),
    assignments: assignments.map((a, index) => {
      const due = a.rehandle_due_at ?? a.due_at;
      return {
        id: a.id,
        unitId: a.unit_id,
        unitName: a.unit_name,
        role: a.role as AssignmentRole,
        status: a.status as AssignmentStatus,
        assignedAt: iso(a.assigned_at),
        dueAt: iso(a.due_at),
        signedAt: isoOf(a.signed_at),
        returnReason: submitterView ? '' : a.return_reason,
        contactName: a.contact_name,
        contactPhone: a.contact_phone,
        originalDueAt: isoOf(a.original_due_at),
        rehandleDueAt: isoOf(a.rehandle_due_at),
        light: OPEN.has(a.status) && caseStatus !== 'CLOSED' ? deadlineLight(iso(due), now) : null,
        actions: unitActions[index] ?? [],
      };
    }),
    extensions: extensions.map((e): CaseExtension => ({
      id: e.id,
      assignmentId: e.assignment_id,
      unitName: e.unit_name,
      status: e.status,
      // The unit's reasons and the office's answer are between them: a submitter sees the days.
      reason: submitterView ? '' : e.reason,
      fromDay: beijingDayOf(e.from_due_at),
      toDay: beijingDayOf(e.to_due_at),
      requestedAt: iso(e.requested_at),
      decidedAt: isoOf(e.decided_at),
      decisionReason: submitterView ? '' : e.decision_reason,
      decidable: officeView && e.status === 'PENDING' && caseStatus !== 'CLOSED',
    })),
    // The office's note asking for an update is between it and the unit.
    commitments: commitments.map((c) => (submitterView ? { ...c, requestNote: '' } : c)),
    publication:
      officeView && publication
        ? {
            publishable: publication.publishable,
            reason: publication.reason,
            submitterShown: publication.submitter_shown,
            decidedBy: publication.decided_by_name,
            decidedAt: iso(publication.decided_at),
          }
        : null,
    consultations: consultations.map((c): CaseConsultation => ({
      id: c.id,
      assignmentId: c.assignment_id,
      unitName: c.unit_name,
      method: c.method,
      heldOn: c.held_on,
      people: c.people,
      notes: c.notes,
      recordedBy: c.recorded_by,
      recordedAt: iso(c.recorded_at),
    })),
    replies: shownReplies.map((r) => ({
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
      attachments: attachmentsOf(r.attachment, r.id, log),
      isOpinion: r.assignment_role === 'CO',
    })),
    toEvaluate: actions.includes('evaluate') ? repliesToEvaluate(assignments, replies, evaluations) : [],
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
    events: events.map((e) => ({
      id: e.id,
      step: e.step,
      action: eventAction(e, lang),
      operator: e.operator,
      at: iso(e.at),
      note: submitterView && INTERNAL_NOTES.has(e.step) ? '' : e.note,
    })),
    actions,
  };
}
