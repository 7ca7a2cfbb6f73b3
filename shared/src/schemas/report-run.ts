import { z } from 'zod';
import type { Language } from '../api/languages';
import { type MessageKey, translate } from '../api/messages';
import { BODIES, type BodyCode, labelOf } from '../domain/enums';
import { Localized } from '../reports/report-data';
import { idField, PageQuery } from './common';

/** The letters a run can send to every unit or every submitter at once. */
export const LETTER_REPORT_IDS = ['assignmentLetterPrint', 'memberLetterPrint'] as const;
export type LetterReportId = (typeof LETTER_REPORT_IDS)[number];

/** Which files a run produces for each report. */
/** `docx`: the Word documents of the reports that have one (the handling reports and the letters). */
export const RUN_FORMAT_CHOICES = ['pdf', 'xlsx', 'both', 'docx'] as const;
export type RunFormatChoice = (typeof RUN_FORMAT_CHOICES)[number];

/** At most this many reports in one run (a pack is about thirty). */
export const RUN_MAX_REPORTS = 200;

const reportParams = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({});

/** `ReportRun/Create`: either a pack (every report of a body and session) or a list of reports with their parameters. */
export const ReportRunRequest = z
  .object({
    title: z.string().trim().max(100, 'run.titleTooLong').optional(),
    formats: z.enum(RUN_FORMAT_CHOICES, { error: 'run.formatsInvalid' }).default('both'),
    pack: z
      .object({
        body: z.enum(['NPC', 'CPPCC'], { error: 'run.bodyInvalid' }),
        // A session is chosen from a list; anything else (a typed "abc7") is refused with the same message.
        sessionId: z.coerce
          .number<number | string>({ error: 'run.sessionInvalid' })
          .check(z.int32({ error: 'run.sessionInvalid' }))
          .positive('run.sessionInvalid')
          .optional(),
      })
      .optional(),
    reports: z
      .array(z.object({ id: z.string().trim().min(1, 'run.reportUnknown'), params: reportParams }))
      .min(1, 'run.reportsRequired')
      .max(RUN_MAX_REPORTS, 'run.tooManyReports')
      .optional(),
    /**
     * A letter to every recipient: 交办函 to each handling unit with assignments in the session and range, 一人一函 to
     * each deputy or member with cases in the session; `params` as the letter's own, without the unit or member.
     */
    letters: z
      .object({
        id: z.enum(LETTER_REPORT_IDS, { error: 'run.reportUnknown' }),
        params: reportParams,
      })
      .optional(),
    /** The language of the workbooks' headings and labels: the server records the creator's (Accept-Language). */
    lang: z
      .enum(['zh', 'en'])
      .optional()
      .describe("The language of the workbooks' headings and labels: the server records the creator's (Accept-Language)"),
  })
  .refine((r) => [r.pack, r.reports, r.letters].filter((part) => part !== undefined).length === 1, { message: 'run.packOrReports' });

export type TReportRunRequest = z.infer<typeof ReportRunRequest>;

/**
 * A run's title when none is given, in the language of whoever starts it: a pack by its body ("人大报表包" /
 * "NPC report pack"), a list of reports by the number of its files.
 */
export function defaultRunTitle(
  what: { packBody?: BodyCode | undefined; files: number; letters?: Localized | undefined },
  lang: Language,
): string {
  if (what.letters) return translate('run.defaultLettersTitle', lang, { title: what.letters[lang], count: what.files });
  return what.packBody
    ? translate('run.defaultPackTitle', lang, { body: labelOf(BODIES, what.packBody, lang) })
    : translate('run.defaultListTitle', lang, { count: what.files });
}

/** Where a run or one of its items stands. */
const RunStatus = z.enum(['queued', 'running', 'complete', 'failed', 'cancelled']);

export const ReportRunListQuery = PageQuery.extend({
  status: RunStatus.optional(),
});

export const ReportRunIdQuery = z.object({ id: idField() });

/** The messages a cron expression's problem is told with. */
const CRON_PROBLEM_KEYS = [
  'schedule.cronFieldCount',
  'schedule.cronFieldInvalid',
  'schedule.cronFieldRange',
  'schedule.cronNever',
  'schedule.cronInvalid',
  'schedule.timezoneInvalid',
] as const satisfies readonly MessageKey[];

/** A problem of a cron expression, as a catalogue message with its parameters. */
export const CronProblem = z.object({
  key: z.enum(CRON_PROBLEM_KEYS).describe('A message of the catalogue'),
  params: z
    .record(z.string(), z.union([z.string(), z.number(), Localized]))
    .optional()
    .describe("The message's parameters: a value, or a label in each language"),
});
export type CronProblem = z.infer<typeof CronProblem>;

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const WEEKDAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** The five fields of a cron expression: their names, ranges, the names they take and whether `?` stands for `*`. */
const CRON_FIELDS: readonly {
  name: { zh: string; en: string };
  min: number;
  max: number;
  names?: string[];
  first?: number;
  any?: boolean;
}[] = [
  { name: { zh: '分', en: 'minute' }, min: 0, max: 59 },
  { name: { zh: '时', en: 'hour' }, min: 0, max: 23 },
  { name: { zh: '日', en: 'day of month' }, min: 1, max: 31, any: true },
  { name: { zh: '月', en: 'month' }, min: 1, max: 12, names: MONTH_NAMES, first: 1 },
  { name: { zh: '周', en: 'weekday' }, min: 0, max: 7, names: WEEKDAY_NAMES, first: 0, any: true },
];

/** The first problem of one element of a field (`*`, `5`, `1-5`, `*\/15`, `MON-FRI`…), or null. */
function cronElementProblem(element: string, field: (typeof CRON_FIELDS)[number]): CronProblem | null {
  const invalid: CronProblem = { key: 'schedule.cronFieldInvalid', params: { part: field.name, value: element } };
  const [base = '', step, ...extra] = element.split('/');
  if (extra.length > 0 || base === '') return invalid;
  if (step !== undefined && !/^[1-9]\d*$/.test(step)) return invalid;
  if (base === '*' || (base === '?' && field.any)) return null;
  const valueOf = (text: string): number | null => {
    if (/^\d+$/.test(text)) return Number(text);
    const index = field.names?.indexOf(text.toUpperCase()) ?? -1;
    return index >= 0 ? index + (field.first ?? 0) : null;
  };
  const bounds = base.split('-');
  if (bounds.length > 2) return invalid;
  const values = bounds.map(valueOf);
  if (values.some((v) => v === null)) return invalid;
  for (const [i, value] of (values as number[]).entries()) {
    if (value < field.min || value > field.max)
      return { key: 'schedule.cronFieldRange', params: { part: field.name, value: bounds[i] ?? '', min: field.min, max: field.max } };
  }
  const [from, to] = values as number[];
  // A range that ends before it starts (5-2) is no range at all.
  if (to !== undefined && from !== undefined && from > to) return invalid;
  return null;
}

/**
 * What is wrong with a five-field cron expression (minute hour day month weekday, as pg-boss schedules
 * take), said precisely enough to fix it: the number of fields, or the field and value at fault; null
 * when it is well formed. A well-formed expression can still never fire (31 February): the server's
 * preview says so.
 */
export function cronProblem(text: string): CronProblem | null {
  const fields = text.trim().split(/\s+/).filter(Boolean);
  if (fields.length !== CRON_FIELDS.length) return { key: 'schedule.cronFieldCount', params: { count: fields.length } };
  for (const [i, field] of CRON_FIELDS.entries()) {
    for (const element of (fields[i] ?? '').split(',')) {
      const problem = cronElementProblem(element, field);
      if (problem) return problem;
    }
  }
  return null;
}

export const isCronExpression = (text: string): boolean => cronProblem(text) === null;

/** An IANA zone name (Asia/Shanghai, UTC, Etc/GMT-8), not an offset such as +08:00. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** Whether a time zone is an IANA name this runtime knows (the same Intl data cron-parser reads). */
export const isTimeZone = (zone: string): boolean => {
  if (!ZONE_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch (err) {
    // Intl's refusal of an unknown zone is the answer "not a time zone".
    if (err instanceof RangeError) return false;
    throw err;
  }
};

/** The time zone a schedule gets unless another is chosen. */
export const DEFAULT_SCHEDULE_TIMEZONE = 'Asia/Shanghai';

/** The time zones to choose from: UTC, then every IANA zone the runtime knows. */
export const timeZoneChoices = (): string[] => ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];

/** `ReportSchedule/CronPreview`: the expression and zone being typed. */
export const ReportCronPreviewQuery = z.object({
  cron: z.string().default(''),
  timezone: z.string().trim().default(DEFAULT_SCHEDULE_TIMEZONE),
});

/** The next firings of an expression (ISO instants), or why it cannot fire. */
export const ReportCronPreview = z.object({
  next: z.array(z.string()).describe('The next firings (ISO instants)'),
  problem: CronProblem.nullable().describe('Why the expression cannot fire; null when it can'),
});
export type ReportCronPreview = z.infer<typeof ReportCronPreview>;

/** How many firings the preview lists. */
export const CRON_PREVIEW_COUNT = 5;

/** `ReportSchedule/Add` and `Update`: when it fires, what it runs, as whom, and how long outputs are kept. */
export const ReportScheduleSave = z.object({
  id: z.coerce.number<number | string>().check(z.int32()).positive().optional(),
  name: z.string({ error: 'schedule.nameRequired' }).trim().min(1, 'schedule.nameRequired').max(100, 'schedule.nameRequired'),
  cron: z.string({ error: 'schedule.cronInvalid' }).trim().refine(isCronExpression, 'schedule.cronInvalid'),
  timezone: z.string().trim().default(DEFAULT_SCHEDULE_TIMEZONE).refine(isTimeZone, 'schedule.timezoneInvalid'),
  request: ReportRunRequest,
  runAsUserId: z.coerce.number<number | string>({ error: 'schedule.runAsRequired' }).check(z.int32()).positive('schedule.runAsRequired'),
  keepRuns: z.coerce.number<number | string>().check(z.int32()).min(1).max(1000).nullable().optional(),
  keepDays: z.coerce.number<number | string>().check(z.int32()).min(1).max(3650).nullable().optional(),
  enabled: z.boolean().default(true),
});
export type TReportScheduleSave = z.infer<typeof ReportScheduleSave>;

export const ReportScheduleStateBody = z.object({ id: idField(), enabled: z.boolean() });

export const ReportRunItemView = z.object({
  seq: z.number().check(z.int32()),
  reportId: z.string(),
  title: z.string(),
  format: z.enum(['pdf', 'xlsx', 'docx']),
  status: RunStatus,
  error: z.string(),
  bytes: z.number().check(z.int32()).nullable().describe("The file's size; null until it is made"),
});
export type ReportRunItemView = z.infer<typeof ReportRunItemView>;

/** One run as the API returns it. */
export const ReportRunView = z.object({
  id: z.number().check(z.int32()),
  title: z.string(),
  status: RunStatus,
  total: z.number().check(z.int32()),
  done: z.number().check(z.int32()),
  failed: z.number().check(z.int32()),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  scheduleId: z.number().check(z.int32()).nullable(),
  /** The cron slot (the minute) its schedule fired it for; null when a user started it ("run now" too). */
  firedSlot: z.string().nullable().describe('The cron slot (the minute) its schedule fired it for; null when a user started it'),
  userName: z.string(),
  items: z.array(ReportRunItemView).describe('Its items (empty in the list of runs)'),
});
export type ReportRunView = z.infer<typeof ReportRunView>;

/** One line of a run's manifest.json inside its ZIP. */
export interface ReportManifestEntry {
  file: string;
  report: string;
  title: string;
  params: Record<string, unknown>;
  format: 'pdf' | 'xlsx' | 'docx';
  rows: number;
  bytes: number;
  sha256: string;
  engine: string;
  renderedAt: string;
}

export const ReportScheduleView = z.object({
  id: z.number().check(z.int32()),
  name: z.string(),
  cron: z.string(),
  timezone: z.string(),
  request: ReportRunRequest.describe('What each firing runs'),
  runAsUserId: z.number().check(z.int32()),
  runAsName: z.string(),
  keepRuns: z.number().check(z.int32()).nullable(),
  keepDays: z.number().check(z.int32()).nullable(),
  enabled: z.boolean(),
  lastFiredAt: z.string().nullable(),
});
export type ReportScheduleView = z.infer<typeof ReportScheduleView>;
