import { createHash } from 'node:crypto';
import type { Language, ReportParams } from '@proposal-desk/shared';
import type { AuthContext } from '../../auth/context';

/** Everything a downloaded report file depends on; two callers with equal keys get the same bytes. */
export interface ReportFileKey {
  id: string;
  format: 'pdf' | 'xlsx' | 'docx';
  params: ReportParams;
  caller: AuthContext;
  /** The data version's stamp (readDataVersion). */
  dataStamp: string;
  /** The Beijing day: deadlines fall due at its end, so figures such as 逾期 change with it. */
  day: string;
  /** The PDF engine, which changes the bytes. */
  engine: string;
  /** The language of the file's fixed text (a workbook's headings and labels follow the reader's). */
  lang: Language;
  /** Where its figures' links lead (PUBLIC_URL, or the address the request came to). */
  linkBase?: string | undefined;
}

/**
 * What of a caller the report data depends on: the data scope (all, a body, a unit, a member), and a member's side,
 * which picks the body of their reports. Not who they are: two callers with the same scope share files.
 */
function scopeOf(caller: AuthContext): unknown {
  return caller.scope.kind === 'member' ? { ...caller.scope, side: caller.type } : caller.scope;
}

/** Plain values with object keys sorted, so equal parameters give equal text whatever their order. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, sorted(v)]),
    );
  return value;
}

/** The cache key of a report file, also its ETag: a SHA-256 of what the file depends on. */
export function reportFileKey(key: ReportFileKey): string {
  const text = JSON.stringify(sorted({ ...key, caller: undefined, scope: scopeOf(key.caller) }));
  return createHash('sha256').update(text).digest('base64url');
}
