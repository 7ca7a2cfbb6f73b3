import { reportDefinition, REPORT_DEFINITIONS, type ReportData, type ReportDefinition, type ReportParams } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../auth/context';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { parseInput } from '../lib/parse-input';
import { REPORT_QUERIES } from './queries';
import { bodyLabel, resolveContext } from './report-context';

/**
 * Whether the caller may use a report (the audience rule is documented on ReportAudience in
 * shared/src/reports/definitions/define.ts): their level, and a body-scoped caller only their own body's
 * fixed-body reports. Data scope applies on top of this inside every query.
 */
export function mayUse(caller: AuthContext, definition: ReportDefinition): boolean {
  if (caller.scope.kind === 'none' || caller.level < definition.audience.minLevel) return false;
  if (definition.body && caller.scope.kind === 'body' && caller.scope.body !== definition.body) return false;
  if (definition.body && caller.scope.kind === 'member' && caller.type !== null) {
    return (caller.type === 2 ? 'CPPCC' : 'NPC') === definition.body;
  }
  return true;
}

/** The catalogue the caller may use, in catalogue order. */
export function listReportsFor(caller: AuthContext): ReportDefinition[] {
  return REPORT_DEFINITIONS.filter((d) => mayUse(caller, d));
}

/** A report asked for: known (404), allowed to the caller (403), with valid parameters (400 with a catalogue message). */
export function reportRequestOf(
  caller: AuthContext,
  id: string,
  rawParams: unknown,
): { definition: ReportDefinition; params: ReportParams } {
  const definition = reportDefinition(id);
  if (!definition) throw new DomainError('notFound', 'report.unknown', { id });
  if (!mayUse(caller, definition)) throw new DomainError('forbidden', 'report.notAllowed');
  return { definition, params: parseInput(definition.schema, rawParams) as ReportParams };
}

/**
 * The data of one report for a caller: parameters validated (400 with a catalogue message), defaults
 * resolved (the caller's body, the current session), figures computed in SQL under the caller's scope.
 */
export async function loadReportData(
  db: Kysely<Database>,
  caller: AuthContext,
  id: string,
  rawParams: unknown,
  now: Date = new Date(),
): Promise<ReportData> {
  const { definition, params } = reportRequestOf(caller, id, rawParams);
  const ctx = await resolveContext(db, caller, definition, params, now);
  const content = await REPORT_QUERIES[definition.id](ctx);
  const header = ctx.session ? `${bodyLabel(ctx.body)} · ${ctx.session.name}` : bodyLabel(ctx.body);
  return {
    id: definition.id,
    title: content.title ?? definition.title.zh,
    subtitle: content.subtitle ?? [header, ...ctx.filterLabels].join(' · '),
    orientation: definition.orientation,
    header: content.header ?? header,
    generatedAt: now.toISOString(),
    generatedBy: caller.staffName,
    ...(content.letterhead ? { letterhead: content.letterhead } : {}),
    blocks: content.blocks,
  };
}
