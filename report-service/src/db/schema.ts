import type { RouteMeta } from '@proposal-desk/shared';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CaseAttachmentsTable, FileChunksTable, FilesTable, UploadDaysTable } from './schema-files';
import type {
  AssignmentExtensionsTable,
  AssignmentFactsTable,
  AssignmentReplyMonthsTable,
  CaseCountsTable,
  OpenAssignmentsTable,
  CaseCommitmentsTable,
  CaseEventsTable,
  CommitmentUpdatesTable,
  CaseNumbersTable,
  CaseSubmittersTable,
  CasePublicationsTable,
  CaseTextGramsTable,
  ScoresTable,
} from './schema-case-tables';
import type { RateLimitsTable } from './schema-rate-limits';
import type { ReportOutputsTable, ReportRunItemsTable, ReportRunsTable, ReportSchedulesTable } from './schema-report-runs';

export type { CaseEventsTable, CaseSubmittersTable } from './schema-case-tables';

/** A timestamptz column: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column with a default. */
export type TimestampDefault = ColumnType<Date, Date | string | undefined, Date | string>;
/** A date column, read as 'YYYY-MM-DD' (type parser set in connect.ts). */
type DateOnly = ColumnType<string, string, string>;
export type Json<T> = ColumnType<T, string, string>;

/** Route meta as stored in jsonb: the fields of RouteMeta, but read back untrusted. */
export type StoredRouteMeta = { [K in keyof RouteMeta]?: unknown };

export type Body = 'NPC' | 'CPPCC';

export interface DepartmentsTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  sort: Generated<number>;
  created_at: TimestampDefault;
}

export interface RolesTable {
  id: Generated<number>;
  code: string;
  name: string;
  title: string;
  description: Generated<string>;
  abilities: ColumnType<string[], string[] | undefined, string[]>;
  created_at: TimestampDefault;
}

export interface MenusTable {
  id: Generated<number>;
  parent_id: number | null;
  path: string;
  name: Generated<string>;
  component: Generated<string>;
  redirect: string | null;
  hidden: Generated<boolean>;
  always_show: Generated<boolean>;
  sort: Generated<number>;
  meta: Json<StoredRouteMeta>;
  created_at: TimestampDefault;
}

export interface RoleMenusTable {
  role_id: number;
  menu_id: number;
}

export interface MeetingsTable {
  id: Generated<number>;
  body: Body;
  jie: number;
  ci: number;
  name: string;
  start_at: DateOnly | null;
  end_at: DateOnly | null;
  submit_deadline: DateOnly | null;
  is_current: Generated<boolean>;
}

export interface MemberGroupsTable {
  id: Generated<number>;
  body: Body;
  name: string;
  kind: string;
  sort: Generated<number>;
}

export interface HandlingUnitsTable {
  id: Generated<number>;
  name: string;
  parent_id: number | null;
  system: string;
  contact_name: Generated<string>;
  contact_phone: Generated<string>;
  sort: Generated<number>;
}

export interface MemberTermsTable {
  id: Generated<number>;
  staff_name: string;
  case_id: Generated<string>;
  spv_id: number | null;
  dlg_id: number | null;
  background: Generated<string>;
  address: Generated<string>;
  remark: Generated<string>;
  native_place: Generated<string>;
  mobile: Generated<string>;
  type: Generated<number>;
  operator: Generated<string>;
  create_time: TimestampDefault;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  staff_name: string;
  dept_id: number | null;
  unit_id: number | null;
  hr_id: number | null;
  type: number | null;
  dlg_id: number | null;
  mobile: string | null;
  email: Generated<string>;
  avatar: Generated<string>;
  state: Generated<number>;
  pwd_status: Generated<number>;
  login_uuid: string | null;
  login_uuid_expires_at: Timestamp | null;
  failed_logins: Generated<number>;
  locked_until: Timestamp | null;
  last_login_at: Timestamp | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface AuthSessionsTable {
  id: string;
  user_id: number;
  issued_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: Generated<string>;
  user_agent: Generated<string>;
  /** Written at most once a minute per session (migration 014). */
  last_used_at: Timestamp | null;
}

export interface StaffTable {
  id: Generated<number>;
  name: string;
  dept_id: number | null;
  unit_id: number | null;
  post: Generated<string>;
  mobile: Generated<string>;
  email: Generated<string>;
  remark: Generated<string>;
  created_at: TimestampDefault;
}

export interface CasesTable {
  id: Generated<number>;
  body: Body;
  kind: 'SUGGESTION' | 'MOTION' | 'PROPOSAL';
  session_id: number;
  case_no: string | null;
  title: string;
  content: Generated<string>;
  reason: Generated<string>;
  solution: Generated<string>;
  period: 'DURING' | 'BETWEEN';
  submitter_type: 'MEMBER' | 'GROUP';
  lead_member_id: number | null;
  group_id: number | null;
  category: Generated<string>;
  property: Generated<string>;
  is_key: Generated<boolean>;
  status: string;
  submitted_at: Timestamp | null;
  registered_at: Timestamp | null;
  accepted_at: Timestamp | null;
  assigned_at: Timestamp | null;
  reply_due_at: Timestamp | null;
  closed_at: Timestamp | null;
  merged_into_id: number | null;
  /** 疑似重复: the earlier case of the body this one likely repeats, and how alike (percent; migrations 021, 036). */
  duplicate_of_id: Generated<number | null>;
  duplicate_likeness: Generated<number | null>;
  review_opinion: Generated<string>;
  created_at: TimestampDefault;
  /** Raised by every write; a write names the version it saw (optimistic locking). */
  version: Generated<number>;
}

export interface AssignmentsTable {
  id: Generated<number>;
  case_id: number;
  unit_id: number;
  role: 'SOLE' | 'LEAD' | 'CO' | 'SEPARATE';
  assigned_at: Timestamp;
  due_at: Timestamp;
  signed_at: Timestamp | null;
  status: string;
  return_reason: Generated<string>;
  contact_name: Generated<string>;
  contact_phone: Generated<string>;
  /** The round-2 due time once the case was sent back to re-handle. */
  rehandle_due_at: Timestamp | null;
  /** 延期: the due time first given, once an approved extension moved `due_at` (migration 022). */
  original_due_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ConsultationsTable {
  id: Generated<number>;
  assignment_id: number;
  method: 'MEETING' | 'VISIT' | 'PHONE' | 'OTHER';
  /** A day (YYYY-MM-DD); read back as text. */
  held_on: string;
  people: string;
  notes: Generated<string>;
  recorded_by: Generated<string>;
  recorded_at: TimestampDefault;
}

export interface RepliesTable {
  id: Generated<number>;
  assignment_id: number;
  round: Generated<number>;
  doc_no: Generated<string>;
  replied_at: Timestamp;
  result_category: 'A' | 'B' | 'C' | 'D';
  adoption: Generated<string>;
  consult_method: Generated<string>;
  signer: Generated<string>;
  content: Generated<string>;
  attachment: Generated<string>;
}

export interface EvaluationsTable {
  id: Generated<number>;
  case_id: number;
  assignment_id: number | null;
  member_id: number | null;
  round: Generated<number>;
  work_satisfaction: string;
  result_satisfaction: string;
  comment: Generated<string>;
  evaluated_at: Timestamp;
}

export interface ActivityLogsTable {
  // bigint identity, cast to int where read
  id: Generated<string | number>;
  user_id: number | null;
  username: Generated<string>;
  module: string;
  description: string;
  ip: Generated<string>;
  user_agent: Generated<string>;
  created_at: TimestampDefault;
  /** The hash of the entry before it (the genesis hash for the first): see db/log-chain. */
  prev_hash: ColumnType<string, string, never>;
  /** SHA-256 over the entry's stored fields and `prev_hash`. */
  hash: ColumnType<string, string, never>;
  /** `description`'s message (LOG_MESSAGES) and parameters, outside the chain: shown only while it renders the description. */
  message_key: ColumnType<string | null, string | null | undefined, never>;
  message_params: ColumnType<unknown, string | null | undefined, never>;
  /** Who wrote it: the product, or a client through `Log/Log` (migration 035; the chain covers a client's). */
  source: ColumnType<'product' | 'client', 'product' | 'client' | undefined, never>;
}

/** The activity log chain's head (one row): the last entry appended and its hash. */
export interface ActivityLogChainTable {
  id: ColumnType<number, number | undefined, never>;
  // bigint, read as a number
  last_id: number | string | null;
  hash: string;
}

export interface NoticesTable {
  id: Generated<number>;
  user_id: number;
  kind: 'notice' | 'email';
  title: string;
  content: Generated<string>;
  created_at: TimestampDefault;
  cleared_at: Timestamp | null;
  /** A web address inside the app that the notice opens (e.g. a filtered list). */
  link: Generated<string>;
  /** Set on reminders and case notices: one notice per user and key (assignment, kind and day; case and event). */
  dedupe_key: string | null;
  /** The message of a notice shown in the reader's language (`notice.*` of MESSAGES), with its parameters as JSON. */
  message_key: string | null;
  message_params: string | null;
}

export interface DictionariesTable {
  id: Generated<number>;
  kind: string;
  body: Body | null;
  code: string;
  label_zh: string;
  label_en: string;
  sort: Generated<number>;
}

export interface AppSettingsTable {
  key: string;
  value: Json<unknown>;
}

/** One row: the version of the data reports show, bumped by triggers on every write to it (migration 010). */
export interface DataVersionTable {
  id: Generated<number>;
  version: ColumnType<string, never, never>;
  stamp: ColumnType<string, never, never>;
}

/** A public holiday, or a 调休 working day when `workday` (a weekend day worked instead). */
export interface HolidaysTable {
  id: Generated<number>;
  date: DateOnly;
  name: string;
  workday: Generated<boolean>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface Database {
  departments: DepartmentsTable;
  roles: RolesTable;
  menus: MenusTable;
  role_menus: RoleMenusTable;
  meetings: MeetingsTable;
  member_groups: MemberGroupsTable;
  handling_units: HandlingUnitsTable;
  member_terms: MemberTermsTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  auth_sessions: AuthSessionsTable;
  staff: StaffTable;
  cases: CasesTable;
  case_submitters: CaseSubmittersTable;
  assignments: AssignmentsTable;
  consultations: ConsultationsTable;
  replies: RepliesTable;
  evaluations: EvaluationsTable;
  scores: ScoresTable;
  case_events: CaseEventsTable;
  case_numbers: CaseNumbersTable;
  case_text_grams: CaseTextGramsTable;
  assignment_extensions: AssignmentExtensionsTable;
  assignment_facts: AssignmentFactsTable;
  assignment_reply_months: AssignmentReplyMonthsTable;
  open_assignments: OpenAssignmentsTable;
  case_counts: CaseCountsTable;
  case_commitments: CaseCommitmentsTable;
  commitment_updates: CommitmentUpdatesTable;
  case_publications: CasePublicationsTable;
  activity_logs: ActivityLogsTable;
  activity_log_chain: ActivityLogChainTable;
  files: FilesTable;
  file_chunks: FileChunksTable;
  upload_days: UploadDaysTable;
  case_attachments: CaseAttachmentsTable;
  notices: NoticesTable;
  dictionaries: DictionariesTable;
  app_settings: AppSettingsTable;
  report_schedules: ReportSchedulesTable;
  report_runs: ReportRunsTable;
  report_run_items: ReportRunItemsTable;
  report_outputs: ReportOutputsTable;
  holidays: HolidaysTable;
  data_version: DataVersionTable;
  rate_limits: RateLimitsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type MemberTerm = Selectable<MemberTermsTable>;
export type NewMemberTerm = Insertable<MemberTermsTable>;
export type Menu = Selectable<MenusTable>;
