import type { BodyCode } from '../domain/enums';
import { REPORT_DEFINITIONS, type ReportCatalogueEntry } from './definitions';

/** The choices of the report parameter bar (`GET /api/Report/Options`), already fitted to the caller's scope. */
export interface ReportOption {
  value: string;
  zh: string;
  en: string;
}

export interface ReportOptions {
  /** Sessions of the bodies the caller may see, newest first; `isCurrent` marks each body's default. */
  sessions: { id: number; body: 'NPC' | 'CPPCC'; name: string; isCurrent: boolean }[];
  /** Handling units (a unit user: only their own). */
  units: { id: number; name: string; system: string }[];
  /** Category lists per body, from the dictionaries table. */
  categories: Record<'NPC' | 'CPPCC', ReportOption[]>;
  properties: ReportOption[];
  unitSystems: ReportOption[];
}

export type ReportSession = ReportOptions['sessions'][number];

const BODY_ORDER: readonly BodyCode[] = ['NPC', 'CPPCC'];

/**
 * The bodies a caller may choose in a report's 届别 or a run's pack: those whose sessions the options
 * hold (office staff of one body get only their body's sessions; the service refuses the other body).
 * Empty while the options are not known.
 */
export function reportBodiesOf(options: Pick<ReportOptions, 'sessions'> | undefined): BodyCode[] {
  const bodies = new Set(options?.sessions.map((s) => s.body) ?? []);
  return BODY_ORDER.filter((body) => bodies.has(body));
}

/** A body's sessions as a list offers them: the current one first, then the newest. */
export function sessionsOfBody(options: Pick<ReportOptions, 'sessions'> | undefined, body: BodyCode): ReportSession[] {
  const sessions = (options?.sessions ?? []).filter((s) => s.body === body);
  return [...sessions.filter((s) => s.isCurrent), ...sessions.filter((s) => !s.isCurrent)];
}

/**
 * Whether a report belongs to a body's pack (报表包): every report of that body (or of either body) that
 * needs no single case, but the printer test page.
 */
export const isPackReport = (entry: Pick<ReportCatalogueEntry, 'id' | 'params' | 'body'>, body: BodyCode): boolean =>
  entry.id !== 'test' && !entry.params.includes('caseId') && (!entry.body || entry.body === body);

/** The reports of a body's pack, in catalogue order. */
export const packReportIds = (body: BodyCode): string[] => REPORT_DEFINITIONS.filter((d) => isPackReport(d, body)).map((d) => d.id);

/**
 * The bodies whose whole pack the caller may run: each report of the pack is in their catalogue and the
 * body is one they may choose (`reportBodiesOf`).
 */
export function packBodiesOf(
  catalogue: readonly Pick<ReportCatalogueEntry, 'id'>[],
  options: Pick<ReportOptions, 'sessions'> | undefined,
): BodyCode[] {
  const usable = new Set<string>(catalogue.map((entry) => entry.id));
  return reportBodiesOf(options).filter((body) => packReportIds(body).every((id) => usable.has(id)));
}
