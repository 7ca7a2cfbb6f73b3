import { z } from 'zod';
import { CASE_PROPERTIES, UNIT_SYSTEMS } from '../domain/enums';
import { optionalDayField } from '../schemas/day-field';

/**
 * The common report parameters (reports.md), each coerced from a query string: blank means "not given".
 * Every report picks the ones it takes; messages are catalogue keys so the 400 reads well in zh and en.
 */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const optionalDate = () => optionalDayField('report.dateInvalid');

const optionalId = (message: 'report.sessionInvalid' | 'report.unitInvalid' | 'report.memberInvalid' | 'report.docSeqInvalid') =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: message })
      .check(z.int32({ error: message }))
      .positive(message)
      .optional(),
  );

const optionalFlag = () =>
  z.preprocess(
    (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 || v === '' ? false : v),
    z.boolean({ error: 'report.flagInvalid' }).default(false),
  );

const unitSystemCodes = UNIT_SYSTEMS.map((s) => s.value) as [string, ...string[]];
const propertyCodes = CASE_PROPERTIES.map((p) => p.value) as [string, ...string[]];

/** Every common parameter; a report's schema is `pickParams(...)` of these. */
export const COMMON_REPORT_PARAMS = {
  body: z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.trim().toUpperCase()) : v),
    z.enum(['NPC', 'CPPCC'], { error: 'report.bodyInvalid' }).optional(),
  ),
  sessionId: optionalId('report.sessionInvalid'),
  from: optionalDate(),
  to: optionalDate(),
  unitId: optionalId('report.unitInvalid'),
  unitSystem: z.preprocess(blankToUndefined, z.enum(unitSystemCodes, { error: 'report.unitSystemInvalid' }).optional()),
  category: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Z0-9_]{1,40}$/, 'report.categoryInvalid')
      .optional(),
  ),
  property: z.preprocess(blankToUndefined, z.enum(propertyCodes, { error: 'report.propertyInvalid' }).optional()),
  keyOnly: optionalFlag(),
  asOf: optionalDate(),
  caseId: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'report.caseRequired' })
      .check(z.int32({ error: 'report.caseRequired' }))
      .positive('report.caseRequired'),
  ),
  /** A deputy or member (their term: member_terms.id), for the letter to each submitter. */
  memberId: optionalId('report.memberInvalid'),
  /** The sequence of a letter's 文号; blank leaves the number to be written on paper. */
  docSeq: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'report.docSeqInvalid' })
      .check(z.int32({ error: 'report.docSeqInvalid' }))
      .min(1, 'report.docSeqInvalid')
      .max(99999, 'report.docSeqInvalid')
      .optional(),
  ),
} as const;

export type ReportParamName = keyof typeof COMMON_REPORT_PARAMS;

/** The parameter values after parsing: every common parameter, absent ones undefined. */
export interface ReportParams {
  body?: 'NPC' | 'CPPCC';
  sessionId?: number;
  from?: string;
  to?: string;
  unitId?: number;
  unitSystem?: string;
  category?: string;
  property?: string;
  keyOnly?: boolean;
  asOf?: string;
  caseId?: number;
  memberId?: number;
  docSeq?: number;
}

/** A report's parameter schema: the chosen common parameters, with from ≤ to checked. */
export function pickParams(...names: ReportParamName[]) {
  const shape = Object.fromEntries(names.map((name) => [name, COMMON_REPORT_PARAMS[name]])) as Partial<typeof COMMON_REPORT_PARAMS>;
  return z.object(shape).refine(
    (p) => {
      const { from, to } = p as ReportParams;
      return !from || !to || from <= to;
    },
    { message: 'report.dateRange', path: ['from'] },
  );
}

export type ReportParamSchema = ReturnType<typeof pickParams>;

/** Parameter names as the report centre shows them. */
export const REPORT_PARAM_LABELS: Record<ReportParamName, { zh: string; en: string }> = {
  body: { zh: '届别', en: 'Body' },
  sessionId: { zh: '届次', en: 'Session' },
  from: { zh: '开始日期', en: 'From' },
  to: { zh: '结束日期', en: 'To' },
  unitId: { zh: '承办单位', en: 'Handling unit' },
  unitSystem: { zh: '单位系统', en: 'Unit system' },
  category: { zh: '类别', en: 'Category' },
  property: { zh: '性质', en: 'Property' },
  keyOnly: { zh: '仅重点件', en: 'Key cases only' },
  asOf: { zh: '截至日期', en: 'As of' },
  caseId: { zh: '案件', en: 'Case' },
  memberId: { zh: '代表委员', en: 'Deputy or member' },
  docSeq: { zh: '文号序号', en: 'Document number' },
};
