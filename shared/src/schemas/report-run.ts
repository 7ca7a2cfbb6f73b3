import { z } from 'zod';
import { idField, PageQuery } from './common';

/** Which files a run produces for each report. */
export const RUN_FORMAT_CHOICES = ['pdf', 'xlsx', 'both'] as const;
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
        sessionId: z.coerce.number<number | string>().int().positive('run.sessionInvalid').optional(),
      })
      .optional(),
    reports: z
      .array(z.object({ id: z.string().trim().min(1, 'run.reportUnknown'), params: reportParams }))
      .min(1, 'run.reportsRequired')
      .max(RUN_MAX_REPORTS, 'run.tooManyReports')
      .optional(),
  })
  .refine((r) => (r.pack === undefined) !== (r.reports === undefined), { message: 'run.packOrReports' });
export type TReportRunRequest = z.infer<typeof ReportRunRequest>;

export const ReportRunListQuery = PageQuery.extend({
  status: z.enum(['queued', 'running', 'complete', 'failed', 'cancelled']).optional(),
});

export const ReportRunIdQuery = z.object({ id: idField() });

/** A five-field cron expression (minute hour day month weekday), as pg-boss schedules take. */
const CRON_FIELD = /^(\*|\d+(-\d+)?)(\/\d+)?(,(\*|\d+(-\d+)?)(\/\d+)?)*$/;
export const isCronExpression = (text: string): boolean => {
  const fields = text.trim().split(/\s+/);
  return fields.length === 5 && fields.every((f) => CRON_FIELD.test(f));
};

export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** `ReportSchedule/Add` and `Update`: when it fires, what it runs, as whom, and how long outputs are kept. */
export const ReportScheduleSave = z.object({
  id: z.coerce.number<number | string>().int().positive().optional(),
  name: z.string({ error: 'schedule.nameRequired' }).trim().min(1, 'schedule.nameRequired').max(100, 'schedule.nameRequired'),
  cron: z.string({ error: 'schedule.cronInvalid' }).trim().refine(isCronExpression, 'schedule.cronInvalid'),
  timezone: z.string().trim().default('Asia/Shanghai').refine(isTimeZone, 'schedule.timezoneInvalid'),
  request: ReportRunRequest,
  runAsUserId: z.coerce.number<number | string>({ error: 'schedule.runAsRequired' }).int().positive('schedule.runAsRequired'),
  keepRuns: z.coerce.number<number | string>().int().min(1).max(1000).nullable().optional(),
  keepDays: z.coerce.number<number | string>().int().min(1).max(3650).nullable().optional(),
  enabled: z.boolean().default(true),
});
export type TReportScheduleSave = z.infer<typeof ReportScheduleSave>;

export const ReportScheduleStateBody = z.object({ id: idField(), enabled: z.boolean() });

/** One run as the API returns it. */
export interface ReportRunView {
  id: number;
  title: string;
  status: 'queued' | 'running' | 'complete' | 'failed' | 'cancelled';
  total: number;
  done: number;
  failed: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  scheduleId: number | null;
  /** The cron slot (the minute) its schedule fired it for; null when a user started it ("run now" too). */
  firedSlot: string | null;
  userName: string;
  items: ReportRunItemView[];
}

export interface ReportRunItemView {
  seq: number;
  reportId: string;
  title: string;
  format: 'pdf' | 'xlsx';
  status: 'queued' | 'running' | 'complete' | 'failed' | 'cancelled';
  error: string;
  bytes: number | null;
}

/** One line of a run's manifest.json inside its ZIP. */
export interface ReportManifestEntry {
  file: string;
  report: string;
  title: string;
  params: Record<string, unknown>;
  format: 'pdf' | 'xlsx';
  rows: number;
  bytes: number;
  sha256: string;
  engine: string;
  renderedAt: string;
}

export interface ReportScheduleView {
  id: number;
  name: string;
  cron: string;
  timezone: string;
  request: TReportRunRequest;
  runAsUserId: number;
  runAsName: string;
  keepRuns: number | null;
  keepDays: number | null;
  enabled: boolean;
  lastFiredAt: string | null;
}
