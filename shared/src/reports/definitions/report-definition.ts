import type { BodyCode } from '../../domain/enums';
import type { RoleLevel } from '../../domain/roles';
import type { ReportParamName, ReportParamSchema } from '../params';
import type { Localized, PageOrientation, ReportKind } from '../report-data';
import type { ReportId } from './catalogue';

/** Where the report centre (报表中心) lists a report; one file of this folder per group. */
export const REPORT_GROUPS = [
  { value: 'document', zh: '单件打印', en: 'Single cases' },
  { value: 'list', zh: '办理清单', en: 'Handling lists' },
  { value: 'status', zh: '办理情况统计', en: 'Handling statistics' },
  { value: 'unit', zh: '承办单位统计', en: 'Handling units' },
  { value: 'submitter', zh: '代表团与提案者统计', en: 'Delegations and submitters' },
  { value: 'score', zh: '评分考核', en: 'Scores' },
  { value: 'narrative', zh: '办理情况报告', en: 'Handling reports' },
  { value: 'letter', zh: '公文函件', en: 'Letters' },
  { value: 'system', zh: '系统', en: 'System' },
] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number]['value'];

/**
 * Who may use a report. Data scope still applies to every report (a unit's figures are its own, a
 * deputy's are their own cases); the audience only decides what the report centre offers:
 * - one-case documents, handling lists and the test page: everyone with a scope (level ≥ 1);
 * - statistics by handling unit (status, result category, consultation, progress, satisfaction,
 *   handling role, feedback): handling-unit staff and up (level ≥ 2) — a unit sees its own row;
 * - the government-system (SFB) variants, statistics over submitters, properties and categories,
 *   scores and the narrative reports: office staff, leaders and administrators (level ≥ 3);
 * - reports fixed to one body (`body`) are not offered to a caller scoped to the other body.
 */
export interface ReportAudience {
  minLevel: RoleLevel;
}

export interface ReportDefinition<Id extends string = ReportId> {
  /** Also the name of its print route (`/<id>`, spec §2). */
  id: Id;
  title: Localized;
  kind: ReportKind;
  group: ReportGroup;
  orientation: PageOrientation;
  /** The parameter names the report takes, in the order the parameter bar shows them. */
  params: readonly ReportParamName[];
  /** Their schema (coerces query strings; messages are catalogue keys). */
  schema: ReportParamSchema;
  audience: ReportAudience;
  /** A report about one body only (e.g. 人大建议办理清单); otherwise the `body` parameter chooses. */
  body?: BodyCode;
  /** Government-system units only (the SFB 市府办 variants). */
  governmentOnly?: boolean;
  /** What `from`/`to` filter: the assignment date (default) or, for case-level counts, the submission date. */
  dateBasis?: 'assigned' | 'submitted';
  /** Also written as an editable Word document (.docx), laid out as an official document (GB/T 9704). */
  word?: boolean;
  /** One-case documents: the case kinds they print. */
  caseKinds?: readonly ('SUGGESTION' | 'MOTION' | 'PROPOSAL')[];
}

/**
 * A report as its family file writes it: plain data, without the parameter schema the catalogue adds
 * (so the print routes can be listed without loading the schemas).
 */
export type ReportDeclaration<Id extends string = string> = { id: Id; minLevel: RoleLevel } & Omit<
  ReportDefinition<string>,
  'id' | 'schema' | 'audience'
>;

/** Keeps the report's id as a literal type, so the catalogue knows every id at compile time. */
export const report = <const Id extends string>(declaration: ReportDeclaration<Id>): ReportDeclaration<Id> => declaration;

export const t = (zh: string, en: string): Localized => ({ zh, en });

export const STAT_PARAMS = ['body', 'sessionId', 'from', 'to', 'category', 'property', 'keyOnly'] as const;
export const UNIT_STAT_PARAMS = [...STAT_PARAMS, 'unitId', 'unitSystem'] as const;
export const SFB_PARAMS = [...STAT_PARAMS, 'unitId'] as const;
export const LIST_PARAMS = ['sessionId', 'from', 'to', 'unitId', 'unitSystem', 'category', 'property', 'keyOnly'] as const;
