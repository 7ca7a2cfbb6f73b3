import { z } from 'zod';
import { REPORT_DEFINITIONS } from '../reports/definitions';
import {
  CaseAcceptBody,
  CaseAssignBody,
  CaseBatchAssignBody,
  CaseCloseBody,
  CaseEnterBody,
  CaseMergeBody,
  CaseRegisterBody,
  CaseRejectBody,
  CaseRemoveAssignmentBody,
  CaseRequestReturnBody,
  CaseReturnDecisionBody,
  CaseSignBody,
  CaseUrgeBody,
  CaseWithdrawBody,
} from '../schemas/case-actions';
import { AssignmentExportQuery, AssignmentListQuery } from '../schemas/case-assignments';
import { CaseDetailQuery } from '../schemas/case-file';
import { CaseConsultBody, CaseReplyBody } from '../schemas/case-handling';
import { CaseImportQuery, CaseImportTemplateQuery } from '../schemas/case-import';
import { CaseExportQuery, CaseListQuery } from '../schemas/case-register';
import { CaseSearchQuery } from '../schemas/case-search';
import { CaseCosignAnswerBody, CaseDraftBody, CaseEvaluateBody, CaseSubmitBody, CosignerSearchQuery } from '../schemas/case-submitter';
import { DepartmentAddBody, DepartmentUpdateBody } from '../schemas/department';
import { HolidayListQuery, HolidaySaveBody, HolidayUpdateBody } from '../schemas/holiday';
import { IdParam, IdsParams } from '../schemas/id-list';
import { LogBody, LogInfoQuery, LogListQuery } from '../schemas/log';
import { LoginQuery, PhoneLoginQuery, RefreshQuery, RegisterBody, SocialLoginBody, UuidLoginQuery } from '../schemas/login';
import {
  MemberChangeBody,
  MemberFilter,
  MemberIdQuery,
  MemberImportQuery,
  MemberPageQuery,
  MemberProfileBody,
  MemberUpdateBody,
} from '../schemas/member';
import { MenuSaveBody, MenuUpdateBody, RoleMenuQuery } from '../schemas/menu';
import { NoticeClearBody } from '../schemas/notice';
import { PasswordForm } from '../schemas/password';
import {
  ReportCronPreviewQuery,
  ReportRunIdQuery,
  ReportRunListQuery,
  ReportRunRequest,
  ReportScheduleSave,
  ReportScheduleStateBody,
} from '../schemas/report-run';
import { RoleIdQuery, RoleListQuery, RoleMenusBody, RoleSaveBody, RoleUpdateBody } from '../schemas/role';
import { GlobalSearchQuery } from '../schemas/search';
import { StaffListQuery, StaffSaveBody, StaffUpdateBody } from '../schemas/staff';
import { AdminResetBody, LoginLinkBody, PwdStatusQuery, SetStateQuery, UserIdQuery, UserListQuery, UserSaveBody } from '../schemas/user';
import { API_PATHS } from './paths';

/** What a call answers: the JSON envelope, a file download, or plain JSON outside the envelope. */
export type ApiAnswer = 'envelope' | 'pdf' | 'xlsx' | 'zip' | 'file' | 'plain';

/**
 * One call of the API as an integrator reads it: the machine-readable reference (`/api/openapi.json`) is
 * generated from this list and the zod schemas the server validates with.
 */
export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** An Express path: `:name` parts are path parameters. */
  path: string;
  tag: string;
  summary: string;
  /** Callable without a bearer token. */
  public?: boolean;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The `:name` parts, when they are more than any non-empty string. */
  params?: z.ZodType;
  /** A multipart upload (field `file`) instead of a JSON body. */
  upload?: boolean;
  answer?: ApiAnswer;
}

const ReportIdParams = z.object({ id: z.enum(REPORT_DEFINITIONS.map((report) => report.id) as [string, ...string[]]) });
/** A report's own parameters (each report's are listed by `Report/List`). */
const ReportParamsQuery = z.record(z.string(), z.string()).describe("The report's parameters, as listed by Report/List");
const FileParams = z.object({ id: z.coerce.number().int().positive(), name: z.string().min(1) });

type Spec = Omit<ApiOperation, 'method' | 'path' | 'tag'>;
const in_ =
  (tag: string) =>
  (method: ApiOperation['method'], path: string, summary: string, spec: Omit<Spec, 'summary'> = {}): ApiOperation => ({
    method,
    path,
    tag,
    summary,
    ...spec,
  });

const system = in_('System');
const login = in_('Sign-in');
const user = in_('Users');
const log = in_('Activity log');
const role = in_('Roles and menus');
const org = in_('Departments, staff and holidays');
const member = in_('Deputies and members');
const upload = in_('Files');
const cases = in_('Cases');
const report = in_('Reports');
const run = in_('Batch runs and schedules');
const P = API_PATHS;

export const API_OPERATIONS: readonly ApiOperation[] = [
  system('get', P.publicKey, 'The RSA public key that encrypts passwords (PKCS#1 v1.5, base64)', { public: true }),
  system('post', P.socialLogin, 'Social sign-in (not configured: always refused)', { public: true, body: SocialLoginBody }),
  system('get', P.logout, 'Signs the bearer token out', { public: true }),
  system('post', P.register, 'Registers an account (disabled until an administrator enables it)', { public: true, body: RegisterBody }),
  system('get', P.healthz, 'Liveness', { public: true, answer: 'plain' }),
  system('get', P.readyz, 'Readiness: database reachable and migrated', { public: true, answer: 'plain' }),
  system('get', P.openApi, 'This OpenAPI document', { public: true, answer: 'plain' }),

  login('get', P.login, 'Signs in with user name and encrypted password', { public: true, query: LoginQuery }),
  login('get', P.loginByPhone, 'Signs in with phone number and encrypted password', { public: true, query: PhoneLoginQuery }),
  login('get', P.loginByUuid, 'Signs in with a one-time login link', { public: true, query: UuidLoginQuery }),
  login('get', P.refreshToken, 'Exchanges a token for a fresh one', { public: true, query: RefreshQuery }),

  user('get', P.userInfo, 'The signed-in user and their access'),
  user('get', P.userInfoById, 'One user', { query: UserIdQuery }),
  user('get', P.userList, 'The user list (administrators)', { query: UserListQuery }),
  user('put', P.userResetPwd, 'Changes the own password (encrypted fields, body or query)', { body: PasswordForm }),
  user('put', P.userSetState, 'Enables or disables a user', { query: SetStateQuery }),
  user('get', P.userPwdStatus, 'Whether a password change is due', { query: PwdStatusQuery }),
  user('post', P.userAdd, 'Creates a user', { body: UserSaveBody }),
  user('put', P.userUpdate, 'Edits a user', { body: UserSaveBody }),
  user('delete', P.userDelete, 'Deletes users', { query: IdsParams }),
  user('put', P.userAdminReset, "Resets a user's password", { body: AdminResetBody }),
  user('post', P.userLoginLink, 'Issues a one-time login link', { body: LoginLinkBody }),
  user('post', P.legacyUserEdit, 'Creates or edits a user (original client)', { body: UserSaveBody }),
  user('post', P.legacyUserDelete, 'Deletes users (original client)', { body: IdsParams }),

  log('get', P.logInfo, 'Profile confirmations of a user (empty: the client asks for the profile)', { query: LogInfoQuery }),
  log('post', P.logWrite, 'Writes an activity-log entry', { body: LogBody }),
  log('get', P.logList, 'The activity log within the caller’s scope', { query: LogListQuery }),
  log('get', P.logModules, 'The modules the log’s filter offers: the known ones first, then those written'),

  role('get', P.roleMenuList, 'The route tree of a user', { query: RoleMenuQuery }),
  role('get', P.roleList, 'The role list', { query: RoleListQuery }),
  role('get', P.roleAll, 'Every role'),
  role('post', P.roleAdd, 'Creates a role', { body: RoleSaveBody }),
  role('put', P.roleUpdate, 'Edits a role', { body: RoleUpdateBody }),
  role('delete', P.roleDelete, 'Deletes roles', { query: IdsParams }),
  role('get', P.roleMenuIds, 'The menus a role grants', { query: RoleIdQuery }),
  role('put', P.roleSetMenus, 'Sets the menus a role grants', { body: RoleMenusBody }),
  role('get', P.menuTree, 'The whole menu tree'),
  role('post', P.menuAdd, 'Creates a menu', { body: MenuSaveBody }),
  role('put', P.menuUpdate, 'Edits a menu', { body: MenuUpdateBody }),
  role('delete', P.menuDelete, 'Deletes a menu', { query: IdParam }),

  org('get', P.departmentTree, 'The department tree'),
  org('post', P.departmentAdd, 'Creates a department', { body: DepartmentAddBody }),
  org('put', P.departmentUpdate, 'Edits a department', { body: DepartmentUpdateBody }),
  org('delete', P.departmentDelete, 'Deletes a department', { query: IdParam }),
  org('get', P.staffList, 'The staff list', { query: StaffListQuery }),
  org('post', P.staffAdd, 'Creates a staff member', { body: StaffSaveBody }),
  org('put', P.staffUpdate, 'Edits a staff member', { body: StaffUpdateBody }),
  org('delete', P.staffDelete, 'Deletes staff members', { query: IdsParams }),
  org('get', P.staffUnits, 'The handling units'),
  org('get', P.holidayList, 'Holidays and working weekend days', { query: HolidayListQuery }),
  org('post', P.holidayAdd, 'Adds a holiday', { body: HolidaySaveBody }),
  org('put', P.holidayUpdate, 'Edits a holiday', { body: HolidayUpdateBody }),
  org('delete', P.holidayDelete, 'Deletes holidays', { query: IdsParams }),

  member('post', P.npcList, 'A page of deputies and members (filter in the body)', { query: MemberPageQuery, body: MemberFilter }),
  member('post', P.npcAdd, 'Creates a deputy or member', { body: MemberProfileBody }),
  member('put', P.npcUpdate, 'Edits a deputy or member (also the own profile)', { body: MemberUpdateBody }),
  member('put', P.npcChange, 'Records a change of term or delegation', { body: MemberChangeBody }),
  member('delete', P.npcDelete, 'Deletes a deputy or member', { query: MemberIdQuery }),
  member('post', P.npcOptions, 'Deputies and members to choose from', { body: MemberFilter }),
  member('post', P.npcExcel, 'The filtered list as a workbook', { body: MemberFilter, answer: 'xlsx' }),
  member('post', P.npcImport, 'Imports a workbook of deputies or members', { query: MemberImportQuery, upload: true }),
  member('get', P.npcImportTemplate, 'The import workbook template', { answer: 'xlsx' }),

  upload('post', P.uploadFile, 'Stores one or more files (multipart field `file`)', { upload: true }),
  upload('get', `${P.downloadFile}/:id/:name`, 'Downloads a stored file', { params: FileParams, answer: 'file' }),

  cases('get', P.noticeList, 'The caller’s uncleared notices'),
  cases('post', P.noticeClear, 'Clears notices of one kind', { body: NoticeClearBody }),
  cases('get', P.caseSummary, 'Counts of the caller’s cases by stage'),
  cases('get', P.caseSearch, 'Searches cases', { query: CaseSearchQuery }),
  cases('get', P.caseList, 'A page of the case register', { query: CaseListQuery }),
  cases('get', P.caseExport, 'The filtered case register as a workbook', { query: CaseExportQuery, answer: 'xlsx' }),
  cases('get', P.caseDetail, 'One case file', { query: CaseDetailQuery }),
  cases('post', P.caseEnter, 'Enters a case on a submitter’s behalf', { body: CaseEnterBody }),
  cases('post', P.caseRegister, 'Registers a case', { body: CaseRegisterBody }),
  cases('post', P.caseAccept, 'Accepts a case', { body: CaseAcceptBody }),
  cases('post', P.caseMerge, 'Merges a case into another', { body: CaseMergeBody }),
  cases('post', P.caseReject, 'Rejects a case', { body: CaseRejectBody }),
  cases('post', P.caseAssign, 'Assigns a case to handling units', { body: CaseAssignBody }),
  cases('post', P.caseBatchAssign, 'Assigns several cases', { body: CaseBatchAssignBody }),
  cases('post', P.caseRemoveAssignment, 'Removes a unit’s assignment', { body: CaseRemoveAssignmentBody }),
  cases('post', P.caseUrge, 'Urges a handling unit', { body: CaseUrgeBody }),
  cases('get', P.caseReturnRequests, 'Open requests of units to return a case', { query: CaseListQuery.pick({ body: true }) }),
  cases('post', P.caseDecideReturn, 'Decides a return request', { body: CaseReturnDecisionBody }),
  cases('post', P.caseClose, 'Closes a case', { body: CaseCloseBody }),
  cases('post', P.caseWithdraw, 'Withdraws a case', { body: CaseWithdrawBody }),
  cases('post', P.caseSign, 'A unit signs for its assignment', { body: CaseSignBody }),
  cases('post', P.caseRequestReturn, 'A unit asks to return its assignment', { body: CaseRequestReturnBody }),
  cases('post', P.caseConsult, 'A unit records a consultation with the submitter', { body: CaseConsultBody }),
  cases('post', P.caseReply, 'A unit replies', { body: CaseReplyBody }),
  cases('get', P.caseAssignments, 'A page of assignments', { query: AssignmentListQuery }),
  cases('get', P.caseAssignmentsExport, 'The filtered assignments as a workbook', { query: AssignmentExportQuery, answer: 'xlsx' }),
  cases('post', P.caseSaveDraft, 'Saves a submitter’s draft', { body: CaseDraftBody }),
  cases('post', P.caseSubmit, 'Submits a case', { body: CaseSubmitBody }),
  cases('post', P.caseRespondCosign, 'Accepts or declines a co-signing invitation', { body: CaseCosignAnswerBody }),
  cases('get', P.caseCosignInvitations, 'The submitter’s co-signing invitations'),
  cases('get', P.caseCosignerOptions, 'Deputies or members who may co-sign', { query: CosignerSearchQuery }),
  cases('post', P.caseEvaluate, 'The submitter evaluates a reply', { body: CaseEvaluateBody }),
  cases('get', P.caseHome, 'The home page’s figures'),
  cases('post', P.caseImport, 'Imports a workbook of cases', { query: CaseImportQuery, upload: true }),
  cases('get', P.caseImportTemplate, 'The case import template', { query: CaseImportTemplateQuery, answer: 'xlsx' }),
  cases('get', P.globalSearch, 'Searches screens, cases and people', { query: GlobalSearchQuery }),

  report('get', P.reportList, 'The reports the caller may open, with their parameters'),
  report('get', P.reportOptions, 'The choices of the report parameters'),
  report('get', P.reportData, 'One report’s data', { params: ReportIdParams, query: ReportParamsQuery }),
  report('get', P.reportPdf, 'One report as PDF', { params: ReportIdParams, query: ReportParamsQuery, answer: 'pdf' }),
  report('get', P.reportXlsx, 'One report as a workbook', { params: ReportIdParams, query: ReportParamsQuery, answer: 'xlsx' }),

  run('post', P.reportRuns, 'Starts a batch run', { body: ReportRunRequest }),
  run('get', P.reportRuns, 'The caller’s batch runs', { query: ReportRunListQuery }),
  run('get', P.reportRun, 'One batch run and its items', { params: ReportRunIdQuery }),
  run('post', P.reportRunCancel, 'Cancels a batch run', { params: ReportRunIdQuery }),
  run('get', P.reportRunZip, 'A finished run’s files as one ZIP', { params: ReportRunIdQuery, answer: 'zip' }),
  run('get', P.reportSchedules, 'The report schedules'),
  run('get', P.reportScheduleCronPreview, 'The next times a cron expression fires', { query: ReportCronPreviewQuery }),
  run('post', P.reportSchedules, 'Creates a schedule', { body: ReportScheduleSave }),
  run('put', P.reportSchedule, 'Edits a schedule', { params: ReportRunIdQuery, body: ReportScheduleSave }),
  run('delete', P.reportSchedule, 'Deletes a schedule', { params: ReportRunIdQuery }),
  run('post', P.reportScheduleState, 'Pauses or resumes a schedule', {
    params: ReportRunIdQuery,
    body: ReportScheduleStateBody.pick({ enabled: true }),
  }),
  run('post', P.reportScheduleRunNow, 'Runs a schedule now', { params: ReportRunIdQuery }),
];
