import { reportBodiesOf, type ReportCatalogueEntry, type ReportOptions, type ReportParamName } from '@proposal-desk/shared';
import type { ReportQuery } from '../../api/reports';

type Body = 'NPC' | 'CPPCC';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const POSITIVE_INT = /^[1-9]\d{0,9}$/;
const CODE = /^[A-Za-z0-9_]{1,40}$/;

/** The canonical text of one parameter taken from a URL, or undefined when it is blank or malformed. */
function normalise(name: ReportParamName, raw: string): string | undefined {
  const text = raw.trim();
  if (!text) return undefined;
  switch (name) {
    case 'body': {
      const upper = text.toUpperCase();
      return upper === 'NPC' || upper === 'CPPCC' ? upper : undefined;
    }
    case 'sessionId':
    case 'unitId':
    case 'caseId':
    case 'memberId':
    case 'docSeq':
      return POSITIVE_INT.test(text) ? text : undefined;
    case 'from':
    case 'to':
    case 'asOf':
      return DATE.test(text) ? text : undefined;
    case 'keyOnly':
      return text === 'true' || text === '1' ? 'true' : undefined;
    case 'unitSystem':
    case 'category':
    case 'property':
      return CODE.test(text) ? text : undefined;
    default: {
      const never: never = name;
      return never;
    }
  }
}

/** The report's parameters read from a URL query: only those it declares, blanks and malformed values left out. */
export function queryFromSearch(search: string | URLSearchParams, params: readonly ReportParamName[]): ReportQuery {
  const source = typeof search === 'string' ? new URLSearchParams(search.replace(/^\?/, '')) : search;
  const query: ReportQuery = {};
  for (const name of params) {
    const value = normalise(name, source.get(name) ?? '');
    if (value !== undefined) query[name] = value;
  }
  return query;
}

/** The URL query of the parameters, in the order the report declares them (so one report always gets one link). */
export function searchFromQuery(query: ReportQuery, params: readonly ReportParamName[]): string {
  const search = new URLSearchParams();
  for (const name of params) {
    const value = query[name];
    if (value !== undefined && value !== '') search.set(name, value);
  }
  return search.toString();
}

/** Changes of the parameter bar: a name with its new text, or undefined to clear it. */
export type ParamChanges = Partial<Record<ReportParamName, string | undefined>>;

/** The parameters after a change; a new body drops the choices that belong to the old one (session, category, case). */
export function applyChanges(query: ReportQuery, changes: ParamChanges): ReportQuery {
  const next: ReportQuery = { ...query };
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') delete next[name];
    else next[name] = value;
  }
  if ('body' in changes && changes.body !== query.body) {
    for (const name of ['sessionId', 'category', 'caseId'] as const) if (!(name in changes)) delete next[name];
  }
  return next;
}

/** The print route of a report with the given parameters, e.g. `/caseStatusReportPrint?body=CPPCC`. */
export function printPathOf(
  id: string,
  query: ReportQuery = {},
  params: readonly ReportParamName[] = Object.keys(query) as ReportParamName[],
): string {
  const search = searchFromQuery(query, params);
  return search ? `/${id}?${search}` : `/${id}`;
}

/**
 * Whether the URL asks for a body the caller may not choose (office staff of the other body): the bar
 * offers only the bodies whose sessions the options hold, and such a link falls back to the caller's body.
 */
export function bodyNotAllowed(entry: Pick<ReportCatalogueEntry, 'body'>, query: ReportQuery, options?: ReportOptions): boolean {
  if (entry.body || (query.body !== 'NPC' && query.body !== 'CPPCC')) return false;
  const bodies = reportBodiesOf(options);
  return bodies.length > 0 && !bodies.includes(query.body);
}

/**
 * The body the report is about, as the service resolves it: the report's own body, the chosen one (when
 * the caller may choose it), the only body whose sessions the caller sees, else 人大.
 */
export function effectiveBody(entry: Pick<ReportCatalogueEntry, 'body'>, query: ReportQuery, options?: ReportOptions): Body {
  if (entry.body) return entry.body;
  if ((query.body === 'NPC' || query.body === 'CPPCC') && !bodyNotAllowed(entry, query, options)) return query.body;
  const bodies = reportBodiesOf(options);
  return bodies.length === 1 && bodies[0] === 'CPPCC' ? 'CPPCC' : 'NPC';
}

/** The session in force: the chosen one, else the body's current session (the service's default). */
export function effectiveSessionId(body: Body, query: ReportQuery, options?: ReportOptions): number | undefined {
  if (query.sessionId) return Number(query.sessionId);
  return options?.sessions.find((s) => s.body === body && s.isCurrent)?.id;
}
