// The case tables beside `cases`: submitters, numbers, the 查重 index, extensions and what the writes keep.
import type { ColumnType, Generated } from 'kysely';
import type { Body, Timestamp, TimestampDefault } from './schema';

/** A case's lead and co-signers (附议人 / 联名人). */
export interface CaseSubmittersTable {
  case_id: number;
  member_id: number;
  role: 'LEAD' | 'COSIGNER';
  signed_at: Timestamp | null;
  /** A co-signer's answer to the invitation; CONFIRMED for the lead and for cases entered by the office. */
  cosign_status: Generated<'INVITED' | 'CONFIRMED' | 'DECLINED'>;
  respond_by: Timestamp | null;
  /** Its case's body, session and status, taken from the case by the writes (migration 032). */
  body: Generated<Body>;
  session_id: Generated<number>;
  case_status: Generated<string>;
}

/** 延期: a unit's request for more time on one assignment, and the office's decision (migration 022). */
export interface AssignmentExtensionsTable {
  id: Generated<number>;
  assignment_id: number;
  case_id: number;
  status: Generated<'PENDING' | 'APPROVED' | 'REFUSED'>;
  reason: string;
  from_due_at: Timestamp;
  to_due_at: Timestamp;
  requested_by_name: Generated<string>;
  requested_at: TimestampDefault;
  decided_by_name: Generated<string>;
  decided_at: Timestamp | null;
  decision_reason: Generated<string>;
}

/** The case-text index of 查重: one row per feature (title bigram or text min-hash) of a case that reached the office. */
export interface CaseTextGramsTable {
  body: Body;
  gram: string;
  case_id: number;
}

/** The last 案号 sequence given per body and session. */
export interface CaseNumbersTable {
  body: Body;
  session_id: number;
  last_no: number;
}

/** 答复公开: the office's decision on publishing a replied case (migration 024). */
export interface CasePublicationsTable {
  case_id: number;
  publishable: boolean;
  reason: Generated<string>;
  submitter_shown: Generated<'NAME' | 'TITLE'>;
  decided_by_name: Generated<string>;
  decided_at: TimestampDefault;
}

/** 回头看: the commitment of a B or C reply in force (migration 025). */
export interface CaseCommitmentsTable {
  id: Generated<number>;
  case_id: number;
  assignment_id: number;
  unit_id: number;
  reply_id: number;
  category: 'B' | 'C';
  promise: Generated<string>;
  promised_on: ColumnType<string | null, string | null | undefined, string | null>;
  status: Generated<'OPEN' | 'KEPT' | 'NOT_KEPT'>;
  settled_on: ColumnType<string | null, string | null | undefined, string | null>;
  requested_at: Timestamp | null;
  request_note: Generated<string>;
  requested_by_name: Generated<string>;
  created_at: TimestampDefault;
}

/** What a unit reported of its commitment (migration 025). */
export interface CommitmentUpdatesTable {
  id: Generated<number>;
  commitment_id: number;
  progress: 'IN_PROGRESS' | 'KEPT' | 'NOT_KEPT';
  text: string;
  reported_on: string;
  reported_by_name: Generated<string>;
  reported_at: TimestampDefault;
}

/**
 * The facts of one assignment as of now, kept by triggers on assignments, replies, evaluations and cases from the view
 * `assignment_facts_source` (migration 026): what the statistics count. Written only by the database.
 */
export interface AssignmentFactsTable {
  assignment_id: number;
  case_id: number;
  unit_id: number;
  role: string;
  status: string;
  assigned_at: Timestamp;
  signed_at: Timestamp | null;
  due_at: Timestamp;
  round_in_force: number;
  extended: boolean;
  reply_round: number | null;
  replied_at: Timestamp | null;
  result_category: string | null;
  consult_method: string | null;
  adoption: string | null;
  work_satisfaction: string | null;
  result_satisfaction: string | null;
  /** Its case's body, session, status and closing time (migration 031). */
  body: Body;
  session_id: number;
  case_status: string;
  case_closed_at: Timestamp | null;
}

/**
 * A Beijing month (`YYYY-MM`) in which an assignment was replied to, with its case and body, kept with its facts
 * from the view `assignment_reply_months_source` (migration 027): the office's home page counts its replies by
 * month from them. Written only by the database.
 */
export interface AssignmentReplyMonthsTable {
  assignment_id: number;
  case_id: number;
  body: string;
  month: string;
}

/**
 * An assignment still open to its unit on a case not closed, with the case's body and the due time in force, kept
 * by the writes from the view `open_assignments_source` (migration 028): the overdue figures are those past due.
 * Written only by the database.
 */
export interface OpenAssignmentsTable {
  assignment_id: number;
  case_id: number;
  unit_id: number;
  body: string;
  role: string;
  status: string;
  due_at: Timestamp;
}

/**
 * A change to the count of a body's cases in one status and Beijing month of submission (null: not submitted),
 * appended by the writes to cases (migration 028); a count is the sum of its rows. Written only by the database.
 */
export interface CaseCountsTable {
  body: string;
  status: string;
  month: string | null;
  n: number;
}

/** A score given on one item to a unit's handling, of a session or of one case (the scoring reports count them). */
export interface ScoresTable {
  id: Generated<number>;
  unit_id: number | null;
  session_id: number;
  case_id: number | null;
  item: string;
  score: number;
  max_score: number;
  scorer: Generated<string>;
}

export interface CaseEventsTable {
  id: Generated<number>;
  case_id: number;
  step: string;
  action: string;
  operator: Generated<string>;
  at: Timestamp;
  note: Generated<string>;
  /** `action`'s message (CASE_EVENT_MESSAGES) and parameters, shown in the reader's language; null on older rows. */
  action_key: string | null;
  action_params: ColumnType<unknown, string | null | undefined, string | null>;
}
