import {
  BODIES,
  CASE_PROPERTIES,
  isPropertyOfBody,
  labelOf,
  UNIT_SYSTEMS,
  type BodyCode,
  type MessageKey,
  type ReportDefinition,
  type ReportParams,
} from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { AuthContext, DataScope } from '../auth/context';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { beijingMidnight } from '../lib/beijing-time';

export interface SessionInfo {
  id: number;
  name: string;
  body: BodyCode;
}

/** Labels of dictionary codes (category, property, …) for one body. */
export type Dictionary = ReadonlyMap<string, string>;

/** Everything a report query needs: the caller's scope, the resolved parameters and the labels. */
export interface ReportContext {
  db: Kysely<Database>;
  caller: AuthContext;
  scope: DataScope;
  definition: ReportDefinition;
  params: ReportParams;
  body: BodyCode;
  /** The session of a report that takes `sessionId` (the body's current one by default); null for the others. */
  session: SessionInfo | null;
  /** Assignment-date range (inclusive days, Beijing time), when given. */
  from: Date | null;
  to: Date | null;
  /** The moment progress figures are taken at: end of `asOf` (Beijing) or now. */
  asOf: Date;
  /** A unit the figures are limited to: the caller's own for a unit user, else the `unitId` parameter. */
  unitId: number | null;
  /** A unit system the figures are limited to (GOVERNMENT for the SFB variants). */
  unitSystem: string | null;
  categories: Dictionary;
  /** The body's own case properties (BODY_PROPERTIES), in dictionary order. */
  properties: Dictionary;
  /** The filters in force, as the title line prints them. */
  filterLabels: string[];
}

const invalidParam = (key: MessageKey, field: string) => new DomainError('invalid', key, { field });

/** A report day's first and last instant, Beijing time: a day range and a day of the figures include all of it. */
export const startOfDay = (day: string) => beijingMidnight(day);
export const endOfDay = (day: string) => new Date(beijingMidnight(day, 1).getTime() - 1);

/** The body of a caller: that of a body-scoped caller, a member's side, else the parameter or NPC. */
function bodyFor(caller: AuthContext, definition: ReportDefinition, params: ReportParams): BodyCode {
  if (definition.body) return definition.body;
  if (params.body) return params.body;
  if (caller.scope.kind === 'body') return caller.scope.body;
  if (caller.scope.kind === 'member' && caller.type === 2) return 'CPPCC';
  return 'NPC';
}

async function sessionFor(db: Kysely<Database>, body: BodyCode, sessionId: number | undefined): Promise<SessionInfo> {
  let query = db.selectFrom('meetings').select(['id', 'name', 'body']).where('body', '=', body);
  query = sessionId === undefined ? query.where('is_current', '=', true) : query.where('id', '=', sessionId);
  const row = await query.orderBy('id', 'desc').executeTakeFirst();
  if (!row) throw invalidParam(sessionId === undefined ? 'report.noSession' : 'report.sessionInvalid', 'sessionId');
  return row;
}

async function dictionaryOf(db: Kysely<Database>, kind: string, body: BodyCode | null): Promise<Dictionary> {
  let query = db.selectFrom('dictionaries').select(['code', 'label_zh']).where('kind', '=', kind);
  query = body ? query.where('body', '=', body) : query.where('body', 'is', null);
  const rows = await query.orderBy('sort').execute();
  return new Map(rows.map((r) => [r.code, r.label_zh]));
}

async function unitName(db: Kysely<Database>, unitId: number): Promise<string> {
  const row = await db.selectFrom('handling_units').select('name').where('id', '=', unitId).executeTakeFirst();
  if (!row) throw invalidParam('report.unitInvalid', 'unitId');
  return row.name;
}

/** Resolves the defaults (body, current session), the caller's unit and the labels of the filters in force. */
export async function resolveContext(
  db: Kysely<Database>,
  caller: AuthContext,
  definition: ReportDefinition,
  params: ReportParams,
  now: Date,
): Promise<ReportContext> {
  const body = bodyFor(caller, definition, params);
  // Office staff of one body asking for the other body's figures: refuse rather than print an empty sheet.
  if (caller.scope.kind === 'body' && caller.scope.body !== body) throw new DomainError('forbidden', 'auth.outOfScope');
  const [session, categories, allProperties] = await Promise.all([
    definition.params.includes('sessionId') ? sessionFor(db, body, params.sessionId) : null,
    dictionaryOf(db, 'category', body),
    dictionaryOf(db, 'property', null),
  ]);
  // The dictionary lists every body's properties; a body's report lists only its own (no 重点提案 for the NPC).
  const properties: Dictionary = new Map([...allProperties].filter(([code]) => isPropertyOfBody(body, code)));
  if (params.category && !categories.has(params.category)) throw invalidParam('report.categoryInvalid', 'category');
  const scope = caller.scope;
  // A unit user's figures are always their own unit's, whatever unitId says.
  const unitId = scope.kind === 'unit' ? (scope.unitId ?? -1) : (params.unitId ?? null);
  const unitSystem = definition.governmentOnly ? 'GOVERNMENT' : (params.unitSystem ?? null);

  const filterLabels: string[] = [];
  const dateLabel = definition.dateBasis === 'submitted' ? '提出日期' : '交办日期';
  if (params.from || params.to) filterLabels.push(`${dateLabel}：${params.from ?? '…'} 至 ${params.to ?? '…'}`);
  if (unitId !== null && unitId > 0 && definition.params.includes('unitId')) filterLabels.push(`承办单位：${await unitName(db, unitId)}`);
  if (unitSystem) filterLabels.push(`单位系统：${labelOf(UNIT_SYSTEMS, unitSystem)}`);
  if (params.category) filterLabels.push(`类别：${categories.get(params.category) ?? params.category}`);
  if (params.property) filterLabels.push(`性质：${labelOf(CASE_PROPERTIES, params.property)}`);
  if (params.keyOnly) filterLabels.push('仅重点件');
  if (params.asOf) filterLabels.push(`截至：${params.asOf}`);

  return {
    db,
    caller,
    scope,
    definition,
    params,
    body,
    session,
    from: params.from ? startOfDay(params.from) : null,
    to: params.to ? endOfDay(params.to) : null,
    asOf: params.asOf ? endOfDay(params.asOf) : now,
    unitId,
    unitSystem,
    categories,
    properties,
    filterLabels,
  };
}

/** The session of a session-based report (its definition takes `sessionId`, so the context resolved one). */
export function sessionOf(ctx: ReportContext): SessionInfo {
  if (!ctx.session) throw new Error(`report ${ctx.definition.id} has no session parameter`);
  return ctx.session;
}

export const bodyLabel = (body: BodyCode) => labelOf(BODIES, body);
