import { z } from 'zod';
import type { BodyCode } from '../domain/enums';
import { REPORT_DECLARATIONS, REPORT_DEFINITIONS, REPORT_GROUPS, type ReportCatalogueEntry, type ReportId } from './definitions';
import { COMMON_REPORT_PARAMS, type ReportParamName } from './params';
import { Localized, PageOrientation, ReportKind } from './report-data';

const Body = z.enum(['NPC', 'CPPCC']);

/** The choices of the report parameter bar (`GET /api/Report/Options`), already fitted to the caller's scope. */
export const ReportOption = z.object({ value: z.string(), zh: z.string(), en: z.string() });
export type ReportOption = z.infer<typeof ReportOption>;

export const ReportOptions = z.object({
  /** Sessions of the bodies the caller may see, newest first; `isCurrent` marks each body's default. */
  sessions: z
    .array(z.object({ id: z.number().check(z.int32()), body: Body, name: z.string(), isCurrent: z.boolean() }))
    .describe("Sessions of the bodies the caller may see, newest first; `isCurrent` marks each body's default"),
  /** Handling units (a unit user: only their own). */
  units: z
    .array(z.object({ id: z.number().check(z.int32()), name: z.string(), system: z.string() }))
    .describe('Handling units (a unit user: only their own)'),
  /** Category lists per body, from the dictionaries table. */
  categories: z.object({ NPC: z.array(ReportOption), CPPCC: z.array(ReportOption) }).describe('Category lists per body'),
  properties: z.array(ReportOption),
  unitSystems: z.array(ReportOption),
});
export type ReportOptions = z.infer<typeof ReportOptions>;

/** A report of the catalogue as `GET /api/Report/List` answers it (ReportCatalogueEntry of the definitions). */
export const ReportCatalogueItem = z.object({
  id: z.enum(REPORT_DECLARATIONS.map((d) => d.id) as [ReportId, ...ReportId[]]),
  title: Localized,
  kind: ReportKind,
  group: z.enum(
    REPORT_GROUPS.map((g) => g.value) as [(typeof REPORT_GROUPS)[number]['value'], ...(typeof REPORT_GROUPS)[number]['value'][]],
  ),
  orientation: PageOrientation,
  params: z
    .array(z.enum(Object.keys(COMMON_REPORT_PARAMS) as [ReportParamName, ...ReportParamName[]]))
    .readonly()
    .describe('The parameters the report takes'),
  body: Body.optional().describe('The one body the report is about, if any'),
  governmentOnly: z.boolean().optional(),
  dateBasis: z.enum(['assigned', 'submitted']).optional(),
  word: z.boolean().optional().describe('Also offered as an editable Word document (GET /api/Report/:id/docx)'),
});
/** The schema and the definitions' entry describe the same thing. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const catalogueItemMatches: Same<z.infer<typeof ReportCatalogueItem>, ReportCatalogueEntry> = true;
void catalogueItemMatches;

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
 * needs no single case, but the printer test page and the letters (one per unit or submitter: a letters run).
 */
export const isPackReport = (entry: Pick<ReportCatalogueEntry, 'id' | 'params' | 'body' | 'group'>, body: BodyCode): boolean =>
  entry.id !== 'test' && entry.group !== 'letter' && !entry.params.includes('caseId') && (!entry.body || entry.body === body);

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
