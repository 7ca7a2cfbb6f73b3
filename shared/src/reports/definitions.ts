import type { BodyCode } from '../domain/enums';
import type { RoleLevel } from '../domain/roles';
import { pickParams, type ReportParamName, type ReportParamSchema } from './params';
import type { PrintRouteName } from './print-routes';
import type { Localized, PageOrientation, ReportKind } from './report-data';

/** Where the report centre (报表中心) lists a report. */
export const REPORT_GROUPS = [
  { value: 'document', zh: '单件打印', en: 'Single cases' },
  { value: 'list', zh: '办理清单', en: 'Handling lists' },
  { value: 'status', zh: '办理情况统计', en: 'Handling statistics' },
  { value: 'unit', zh: '承办单位统计', en: 'Handling units' },
  { value: 'submitter', zh: '代表团与提案者统计', en: 'Delegations and submitters' },
  { value: 'score', zh: '评分考核', en: 'Scores' },
  { value: 'narrative', zh: '办理情况报告', en: 'Handling reports' },
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

export interface ReportDefinition {
  id: PrintRouteName;
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
  /** One-case documents: the case kinds they print. */
  caseKinds?: readonly ('SUGGESTION' | 'MOTION' | 'PROPOSAL')[];
}

const STAT_PARAMS = ['body', 'sessionId', 'from', 'to', 'category', 'property', 'keyOnly'] as const;
const UNIT_STAT_PARAMS = [...STAT_PARAMS, 'unitId', 'unitSystem'] as const;
const SFB_PARAMS = [...STAT_PARAMS, 'unitId'] as const;
const LIST_PARAMS = ['sessionId', 'from', 'to', 'unitId', 'unitSystem', 'category', 'property', 'keyOnly'] as const;

type Draft = Omit<ReportDefinition, 'schema' | 'audience'> & { minLevel: RoleLevel };

function define(draft: Draft): ReportDefinition {
  const { minLevel, ...rest } = draft;
  return { ...rest, schema: pickParams(...draft.params), audience: { minLevel } };
}

const t = (zh: string, en: string): Localized => ({ zh, en });

/** The catalogue of reports.md: one report per print route of spec §2, id = route name. */
export const REPORT_DEFINITIONS: readonly ReportDefinition[] = [
  // One-case documents
  define({
    id: 'npcContentAdvicePrint',
    title: t('代表建议', 'Deputy suggestion'),
    kind: 'document',
    group: 'document',
    orientation: 'portrait',
    params: ['caseId'],
    body: 'NPC',
    caseKinds: ['SUGGESTION'],
    minLevel: 1,
  }),
  define({
    id: 'npcConentMotionPrint',
    title: t('代表议案', 'Deputy motion'),
    kind: 'document',
    group: 'document',
    orientation: 'portrait',
    params: ['caseId'],
    body: 'NPC',
    caseKinds: ['MOTION'],
    minLevel: 1,
  }),
  define({
    id: 'npccContentPrint',
    title: t('政协提案', 'CPPCC proposal'),
    kind: 'document',
    group: 'document',
    orientation: 'portrait',
    params: ['caseId'],
    body: 'CPPCC',
    caseKinds: ['PROPOSAL'],
    minLevel: 1,
  }),
  // Lists
  define({
    id: 'npcTransactionList',
    title: t('人大建议办理清单', 'NPC handling list'),
    kind: 'list',
    group: 'list',
    orientation: 'landscape',
    params: LIST_PARAMS,
    body: 'NPC',
    minLevel: 1,
  }),
  define({
    id: 'cppccTransactionList',
    title: t('政协提案办理清单', 'CPPCC handling list'),
    kind: 'list',
    group: 'list',
    orientation: 'landscape',
    params: LIST_PARAMS,
    body: 'CPPCC',
    minLevel: 1,
  }),
  define({
    id: 'assignedListPrint',
    title: t('交办清单', 'Assignment list'),
    kind: 'list',
    group: 'list',
    orientation: 'portrait',
    params: ['body', ...LIST_PARAMS],
    minLevel: 2,
  }),
  // Handling statistics by unit
  define({
    id: 'caseStatusReportPrint',
    title: t('办理状态统计', 'Status statistics'),
    kind: 'statistic',
    group: 'status',
    orientation: 'landscape',
    params: UNIT_STAT_PARAMS,
    minLevel: 2,
  }),
  define({
    id: 'caseStatusReportPrintSFB',
    title: t('办理状态统计(政府系统)', 'Status statistics (government units)'),
    kind: 'statistic',
    group: 'status',
    orientation: 'landscape',
    params: SFB_PARAMS,
    governmentOnly: true,
    minLevel: 3,
  }),
  define({
    id: 'progressReportPrint',
    title: t('办理进度', 'Handling progress'),
    kind: 'statistic',
    group: 'status',
    orientation: 'portrait',
    params: [...UNIT_STAT_PARAMS, 'asOf'],
    minLevel: 2,
  }),
  define({
    id: 'ProcessCheduleSFB',
    title: t('办理进度(政府系统)', 'Handling progress (government units)'),
    kind: 'statistic',
    group: 'status',
    orientation: 'portrait',
    params: [...SFB_PARAMS, 'asOf'],
    governmentOnly: true,
    minLevel: 3,
  }),
  define({
    id: 'processTypeReplyPrint',
    title: t('按办理方式答复统计', 'Replies by handling role'),
    kind: 'statistic',
    group: 'status',
    orientation: 'portrait',
    params: UNIT_STAT_PARAMS,
    minLevel: 2,
  }),
  define({
    id: 'feedbackReplyPrint',
    title: t('反馈情况统计', 'Feedback'),
    kind: 'statistic',
    group: 'status',
    orientation: 'landscape',
    params: UNIT_STAT_PARAMS,
    minLevel: 2,
  }),
  define({
    id: 'satisfiedEvaluateReplyPrint',
    title: t('满意度测评统计', 'Satisfaction evaluation'),
    kind: 'statistic',
    group: 'status',
    orientation: 'landscape',
    params: UNIT_STAT_PARAMS,
    minLevel: 2,
  }),
  define({
    id: 'casePropertyReportPrint',
    title: t('按性质统计', 'By property'),
    kind: 'statistic',
    group: 'status',
    orientation: 'portrait',
    params: ['body', 'sessionId', 'from', 'to', 'category', 'keyOnly'],
    dateBasis: 'submitted',
    minLevel: 3,
  }),
  define({
    id: 'caseTypeReportPrint',
    title: t('按类别统计', 'By category'),
    kind: 'statistic',
    group: 'status',
    orientation: 'portrait',
    params: ['body', 'sessionId', 'from', 'to', 'property', 'keyOnly'],
    dateBasis: 'submitted',
    minLevel: 3,
  }),
  // Handling units
  define({
    id: 'caseUnitReportPrint',
    title: t('承办单位统计', 'By handling unit'),
    kind: 'statistic',
    group: 'unit',
    orientation: 'landscape',
    params: UNIT_STAT_PARAMS,
    minLevel: 2,
  }),
  define({
    id: 'caseOrgReportPrint',
    title: t('按单位系统统计', 'By unit system'),
    kind: 'statistic',
    group: 'unit',
    orientation: 'portrait',
    params: STAT_PARAMS,
    minLevel: 3,
  }),
  define({
    id: 'srBLDWMYDReportPrint',
    title: t('办理单位满意度', 'Unit satisfaction'),
    kind: 'statistic',
    group: 'unit',
    orientation: 'portrait',
    params: LIST_PARAMS,
    body: 'NPC',
    minLevel: 2,
  }),
  define({
    id: 'bllbReportPrint',
    title: t('办理类别统计', 'Result-category statistics'),
    kind: 'statistic',
    group: 'unit',
    orientation: 'portrait',
    params: UNIT_STAT_PARAMS,
    minLevel: 2,
  }),
  define({
    id: 'bllbSFB',
    title: t('办理类别统计(政府系统)', 'Result categories (government units)'),
    kind: 'statistic',
    group: 'unit',
    orientation: 'portrait',
    params: SFB_PARAMS,
    governmentOnly: true,
    minLevel: 3,
  }),
  define({
    id: 'mscsReportPrint',
    title: t('面商情况统计', 'Consultation statistics'),
    kind: 'statistic',
    group: 'unit',
    orientation: 'portrait',
    params: UNIT_STAT_PARAMS,
    minLevel: 2,
  }),
  define({
    id: 'mscsSFB',
    title: t('面商情况统计(政府系统)', 'Consultation (government units)'),
    kind: 'statistic',
    group: 'unit',
    orientation: 'portrait',
    params: SFB_PARAMS,
    governmentOnly: true,
    minLevel: 3,
  }),
  // Delegations and submitters
  define({
    id: 'caseDLGReportPrint',
    title: t('代表团(提案单位)统计', 'By delegation / group'),
    kind: 'statistic',
    group: 'submitter',
    orientation: 'portrait',
    params: STAT_PARAMS,
    dateBasis: 'submitted',
    minLevel: 3,
  }),
  define({
    id: 'caseDLGReportPrinSFB',
    title: t('代表团统计(政府系统承办)', 'By delegation (government units)'),
    kind: 'statistic',
    group: 'submitter',
    orientation: 'portrait',
    params: STAT_PARAMS,
    governmentOnly: true,
    dateBasis: 'submitted',
    minLevel: 3,
  }),
  define({
    id: 'caseDLGDerPrint',
    title: t('代表领衔建议统计', 'By lead deputy'),
    kind: 'statistic',
    group: 'submitter',
    orientation: 'landscape',
    params: STAT_PARAMS,
    dateBasis: 'submitted',
    minLevel: 3,
  }),
  // Scores
  define({
    id: 'caseScoresReportPrint',
    title: t('建议(提案)质量评分', 'Case scores'),
    kind: 'statistic',
    group: 'score',
    orientation: 'portrait',
    params: ['body', 'sessionId', 'category', 'property', 'keyOnly'],
    minLevel: 3,
  }),
  define({
    id: 'caseProcessScoreReportPrint',
    title: t('办理过程考核评分', 'Unit process scores'),
    kind: 'statistic',
    group: 'score',
    orientation: 'portrait',
    params: ['body', 'sessionId', 'unitSystem'],
    minLevel: 3,
  }),
  // Narrative
  define({
    id: 'npcProcessReportPrint',
    title: t('人大代表建议办理情况报告', 'NPC handling report'),
    kind: 'document',
    group: 'narrative',
    orientation: 'portrait',
    params: ['sessionId', 'asOf'],
    body: 'NPC',
    minLevel: 3,
  }),
  define({
    id: 'cppccProcessReportPrint',
    title: t('政协提案办理情况报告', 'CPPCC handling report'),
    kind: 'document',
    group: 'narrative',
    orientation: 'portrait',
    params: ['sessionId', 'asOf'],
    body: 'CPPCC',
    minLevel: 3,
  }),
  define({
    id: 'test',
    title: t('打印测试页', 'Print test page'),
    kind: 'document',
    group: 'system',
    orientation: 'portrait',
    params: [],
    minLevel: 1,
  }),
];

const BY_ID = new Map<string, ReportDefinition>(REPORT_DEFINITIONS.map((d) => [d.id, d]));

/** The definition of a report id (= print-route name), or undefined. */
export const reportDefinition = (id: string): ReportDefinition | undefined => BY_ID.get(id);

/** What the report centre needs of a definition (the schema stays on the server side of the wire). */
export interface ReportCatalogueEntry {
  id: PrintRouteName;
  title: Localized;
  kind: ReportKind;
  group: ReportGroup;
  orientation: PageOrientation;
  params: readonly ReportParamName[];
  body?: BodyCode;
  governmentOnly?: boolean;
  dateBasis?: 'assigned' | 'submitted';
}

export const catalogueEntry = (d: ReportDefinition): ReportCatalogueEntry => ({
  id: d.id,
  title: d.title,
  kind: d.kind,
  group: d.group,
  orientation: d.orientation,
  params: d.params,
  ...(d.body ? { body: d.body } : {}),
  ...(d.governmentOnly ? { governmentOnly: true } : {}),
  ...(d.dateBasis ? { dateBasis: d.dateBasis } : {}),
});
