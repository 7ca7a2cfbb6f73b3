/** A value with its Chinese and English labels. */
export interface Labelled<T extends string = string> {
  value: T;
  zh: string;
  en: string;
}

function labelled<const T extends string>(rows: ReadonlyArray<readonly [T, string, string]>): Labelled<T>[] {
  return rows.map(([value, zh, en]) => ({ value, zh, en }));
}

/** Looks up the label of a value in one of the lists below (the value itself when unknown). */
export function labelOf<T extends string>(list: ReadonlyArray<Labelled<T>>, value: string, lang: 'zh' | 'en' = 'zh'): string {
  const found = list.find((item) => item.value === value);
  return found ? found[lang] : value;
}

export const BODIES = labelled([
  ['NPC', '人大', 'NPC'],
  ['CPPCC', '政协', 'CPPCC'],
] as const);
export type BodyCode = (typeof BODIES)[number]['value'];

export const CASE_KINDS = labelled([
  ['SUGGESTION', '建议', 'Suggestion'],
  ['MOTION', '议案', 'Motion'],
  ['PROPOSAL', '提案', 'Proposal'],
] as const);
export type CaseKind = (typeof CASE_KINDS)[number]['value'];

export const CASE_PERIODS = labelled([
  ['DURING', '大会期间', 'During the session'],
  ['BETWEEN', '闭会期间', 'Between sessions'],
] as const);

export const CASE_STATUSES = labelled([
  ['DRAFT', '暂存', 'Draft'],
  ['SUBMITTED', '已提交', 'Submitted'],
  ['REGISTERED', '已登记', 'Registered'],
  ['ACCEPTED', '已立案', 'Accepted'],
  ['MERGED', '已并案', 'Merged'],
  ['REJECTED', '不予立案', 'Rejected'],
  ['ASSIGNED', '已交办', 'Assigned'],
  ['IN_PROGRESS', '办理中', 'In progress'],
  ['REPLIED', '已答复', 'Replied'],
  ['EVALUATED', '已测评', 'Evaluated'],
  ['REHANDLING', '重新办理', 'Re-handling'],
  ['CLOSED', '已办结', 'Closed'],
  ['WITHDRAWN', '已撤回', 'Withdrawn'],
] as const);
export type CaseStatus = (typeof CASE_STATUSES)[number]['value'];

/** The case workflow: which status may follow which. Enforced in one place on the server. */
export const CASE_TRANSITIONS: Record<CaseStatus, readonly CaseStatus[]> = {
  DRAFT: ['SUBMITTED', 'WITHDRAWN'],
  SUBMITTED: ['REGISTERED', 'WITHDRAWN'],
  REGISTERED: ['ACCEPTED', 'MERGED', 'REJECTED', 'WITHDRAWN'],
  ACCEPTED: ['ASSIGNED'],
  MERGED: [],
  REJECTED: [],
  ASSIGNED: ['IN_PROGRESS'],
  IN_PROGRESS: ['REPLIED'],
  REPLIED: ['EVALUATED'],
  EVALUATED: ['CLOSED', 'REHANDLING'],
  REHANDLING: ['REPLIED'],
  CLOSED: [],
  WITHDRAWN: [],
};

/** Whether a case may move from one status to another. */
export function canTransition(from: CaseStatus, to: CaseStatus): boolean {
  return CASE_TRANSITIONS[from].includes(to);
}

export const ASSIGNMENT_ROLES = labelled([
  ['SOLE', '单办', 'Sole'],
  ['LEAD', '主办', 'Lead'],
  ['CO', '协办', 'Co-handling'],
  ['SEPARATE', '分办', 'Separate'],
] as const);
export type AssignmentRole = (typeof ASSIGNMENT_ROLES)[number]['value'];

export const ASSIGNMENT_STATUSES = labelled([
  ['PENDING', '待签收', 'Pending'],
  ['SIGNED', '已签收', 'Signed'],
  ['REPLIED', '已办复', 'Replied'],
  ['RETURN_REQUESTED', '申退中', 'Return requested'],
  ['VOID', '作废', 'Void'],
  ['REHANDLE', '重办', 'Re-handle'],
] as const);
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number]['value'];

export const RESULT_CATEGORIES = labelled([
  ['A', '已解决或基本解决', 'Solved or mostly solved'],
  ['B', '正在解决或列入计划', 'Being solved or planned'],
  ['C', '因条件限制需以后解决', 'To be solved later'],
  ['D', '留作参考', 'For reference'],
] as const);
export type ResultCategory = (typeof RESULT_CATEGORIES)[number]['value'];

/** What a unit reports of a commitment (回头看): still under way, kept, or not to be kept (with why). */
export const COMMITMENT_PROGRESS = labelled([
  ['IN_PROGRESS', '正在推进', 'Under way'],
  ['KEPT', '已兑现', 'Kept'],
  ['NOT_KEPT', '无法兑现', 'Cannot be kept'],
] as const);
export type CommitmentProgress = (typeof COMMITMENT_PROGRESS)[number]['value'];

/**
 * Where a commitment stands (one definition: commitment-queries.ts counts and lists by it): kept on time, late (kept
 * after its day, or open past it), open (its day not reached, or none named), or not to be kept.
 */
export const COMMITMENT_STANDINGS = labelled([
  ['KEPT', '按期兑现', 'Kept on time'],
  ['LATE', '逾期', 'Late'],
  ['OPEN', '未到期', 'Open'],
  ['NOT_KEPT', '未能兑现', 'Not kept'],
] as const);
export type CommitmentStanding = (typeof COMMITMENT_STANDINGS)[number]['value'];

export const SATISFACTIONS = labelled([
  ['SATISFIED', '满意', 'Satisfied'],
  ['BASIC', '基本满意', 'Basically satisfied'],
  ['UNSATISFIED', '不满意', 'Unsatisfied'],
  ['NONE', '未表态', 'No opinion'],
] as const);
export type Satisfaction = (typeof SATISFACTIONS)[number]['value'];

export const CONSULT_METHODS = labelled([
  ['MEETING', '座谈会', 'Meeting'],
  ['VISIT', '上门', 'Visit'],
  ['PHONE', '电话', 'Phone'],
  ['OTHER', '其他', 'Other'],
  ['NONE', '未联系', 'None'],
] as const);
export type ConsultMethod = (typeof CONSULT_METHODS)[number]['value'];

export const ADOPTIONS = labelled([
  ['ADOPTED', '采纳', 'Adopted'],
  ['PARTIAL', '部分采纳', 'Partly adopted'],
  ['LATER', '近期不能落实', 'Not feasible soon'],
  ['NOT_ADOPTED', '未采纳', 'Not adopted'],
] as const);

export const CASE_PROPERTIES = labelled([
  ['CURRENT', '当年', 'This year'],
  ['REPEATED', '多年重复', 'Repeated over years'],
  ['SUPERVISED', '重点督办', 'Key supervision'],
  ['KEY_PROPOSAL', '重点提案', 'Key proposal'],
] as const);

export const UNIT_SYSTEMS = labelled([
  ['PARTY', '党委系统', 'Party committee'],
  ['NPC_ORGAN', '人大机关', 'NPC organs'],
  ['GOVERNMENT', '政府系统', 'Government'],
  ['CPPCC_ORGAN', '政协机关', 'CPPCC organs'],
  ['COURT', '法院', 'Court'],
  ['PROCURATORATE', '检察院', 'Procuratorate'],
  ['OTHER', '其他', 'Other'],
] as const);
export type UnitSystem = (typeof UNIT_SYSTEMS)[number]['value'];

/** Member profile type: 1 = delegation (NPC deputy), otherwise a proposal-submitting unit (CPPCC). */
export const MEMBER_TYPES = labelled([
  ['1', '代表团', 'Delegation'],
  ['2', '提案单位', 'Proposal-submitting unit'],
] as const);

export const POLITICAL_BACKGROUNDS = [
  '中共党员',
  '中共预备党员',
  '共青团员',
  '民革党员',
  '民盟盟员',
  '民建会员',
  '民进会员',
  '农工党党员',
  '致公党党员',
  '九三学社社员',
  '台盟盟员',
  '无党派人士',
  '群众',
] as const;

/** User state: enabled or disabled. */
export const USER_STATES = { ENABLED: 1, DISABLED: 0 } as const;

/** Password status of `Get_PWD`: 0 fine, 1 must change (new or reset by an administrator), 2 weak or expired. */
export const PASSWORD_STATUS = { OK: 0, MUST_CHANGE: 1, WEAK: 2 } as const;

/** User type: 1 NPC side, 2 CPPCC side, null office-wide. */
export const USER_TYPES = { NPC: 1, CPPCC: 2 } as const;

export const REPORT_RUN_STATUSES = labelled([
  ['queued', '排队中', 'Queued'],
  ['running', '生成中', 'Running'],
  ['complete', '已完成', 'Complete'],
  ['failed', '失败', 'Failed'],
  ['cancelled', '已取消', 'Cancelled'],
] as const);
export type ReportRunStatus = (typeof REPORT_RUN_STATUSES)[number]['value'];

export const REPORT_FORMATS = labelled([
  ['pdf', 'PDF', 'PDF'],
  ['xlsx', 'Excel', 'Excel'],
  ['docx', 'Word', 'Word'],
] as const);
export type ReportFormat = (typeof REPORT_FORMATS)[number]['value'];
