import {
  isLogModuleName,
  type Language,
  LOG_MODULE_NAMES,
  type LogEntry,
  type LogModuleList,
  type Paged,
  PROFILE_CONFIRM_MODULE,
  shownLogDescription,
  type TLogListQuery,
} from '@proposal-desk/shared';
import { type Expression, type ExpressionBuilder, type Kysely, sql, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { beijingMidnight } from '../../lib/beijing-time';
import { containsPattern, offsetOf } from '../../lib/list-query';
import type { LogScope } from './log-scope';

export type LogFilter = Pick<TLogListQuery, 'module' | 'source' | 'keyword' | 'user' | 'from' | 'to'> & { userId?: number | undefined };
type LogSort = Pick<TLogListQuery, 'sortField' | 'sortOrder'>;

const selectEntries = (db: Kysely<Database>) =>
  db
    .selectFrom('activity_logs as l')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .select([
      'l.id',
      'l.user_id',
      'l.username',
      'u.staff_name',
      'l.module',
      'l.description',
      'l.message_key',
      'l.message_params',
      'l.ip',
      'l.user_agent',
      'l.created_at',
      'l.source',
    ]);

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['executeTakeFirstOrThrow']>>;
type LogExpressions = ExpressionBuilder<Database & { l: Database['activity_logs']; u: Database['users'] }, 'l' | 'u'>;

/**
 * Whether an entry is a client's: stored as one (since migration 035), or, written before, under a module the
 * product never writes (only `Log/Log` could have). A client's entry written before 035 under one of the product's
 * module names cannot be told from the product's.
 */
const isClientEntry = (row: { source: string; module: string }): boolean => row.source === 'client' || !isLogModuleName(row.module);

function clientCondition(eb: LogExpressions): Expression<SqlBool> {
  return eb.or([eb('l.source', '=', 'client'), eb('l.module', 'not in', LOG_MODULE_NAMES)]);
}

/**
 * Shapes a log row with the API's field names. The description is the chained one, or for a reader of
 * English the English text of its message while that message still renders the chained description.
 */
export function presentLogEntry(row: EntryRow, lang: Language = 'zh'): LogEntry {
  return {
    id: Number(row.id),
    user_ID: row.user_id,
    username: row.username,
    staff_Name: row.staff_name ?? '',
    module: row.module,
    source: isClientEntry(row) ? 'client' : 'product',
    description: shownLogDescription(row, lang),
    ip: row.ip,
    user_Agent: row.user_agent,
    create_Time: row.created_at.toISOString(),
  };
}

/**
 * The user's personal-information confirmations, newest first: entries under the confirmation module, and
 * entries under a module the product never writes, which only a client's `Log/Log` can have written (the
 * original client confirms the profile under a module name of its own).
 */
export async function findProfileConfirmations(db: Kysely<Database>, userId: number): Promise<LogEntry[]> {
  const productModules = LOG_MODULE_NAMES.filter((name) => name !== PROFILE_CONFIRM_MODULE);
  const rows = await selectEntries(db)
    .where('l.user_id', '=', userId)
    .where('l.module', 'not in', productModules)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
  return rows.map((row) => presentLogEntry(row));
}

/** Whether a user's entries lie within the reader's scope: the log list's own rule, for one user. */
export async function userWithinLogScope(db: Kysely<Database>, scope: LogScope, userId: number): Promise<boolean> {
  if (scope.kind === 'all') return true;
  if (userId === scope.userId) return true;
  if (scope.kind === 'self') return false;
  const user = await db.selectFrom('users').select('type').where('id', '=', userId).executeTakeFirst();
  return user?.type === scope.type;
}

function scopeCondition(eb: LogExpressions, scope: LogScope): Expression<SqlBool> {
  if (scope.kind === 'all') return eb.lit(true);
  if (scope.kind === 'self') return eb('l.user_id', '=', scope.userId);
  return eb.or([eb('l.user_id', '=', scope.userId), eb('u.type', '=', scope.type)]);
}

function filterCondition(eb: LogExpressions, filter: LogFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.userId !== undefined) conditions.push(eb('l.user_id', '=', filter.userId));
  if (filter.user) {
    const pattern = containsPattern(filter.user);
    conditions.push(eb.or([eb('l.username', 'ilike', pattern), eb('u.staff_name', 'ilike', pattern)]));
  }
  if (filter.module) conditions.push(eb('l.module', '=', filter.module));
  if (filter.source) conditions.push(filter.source === 'client' ? clientCondition(eb) : eb.not(clientCondition(eb)));
  if (filter.keyword) conditions.push(eb('l.description', 'ilike', containsPattern(filter.keyword)));
  // Dates are the office's (Beijing) calendar days, whatever the server's time zone.
  if (filter.from) conditions.push(eb('l.created_at', '>=', beijingMidnight(filter.from)));
  if (filter.to) conditions.push(eb('l.created_at', '<', beijingMidnight(filter.to, 1)));
  return eb.and(conditions);
}

const SORT_COLUMNS = { create_Time: 'l.created_at', username: 'l.username', module: 'l.module', ip: 'l.ip' } as const;

/** One page of log entries within the reader's scope, newest first unless another order is asked, with the total. */
export async function listLogEntries(
  db: Kysely<Database>,
  scope: LogScope,
  filter: LogFilter,
  page: { pageIndex: number; pageSize: number } & LogSort,
  lang: Language = 'zh',
): Promise<Paged<LogEntry>> {
  const where = (eb: LogExpressions) => eb.and([scopeCondition(eb, scope), filterCondition(eb, filter)]);
  const order = page.sortOrder ?? (page.sortField && page.sortField !== 'create_Time' ? 'asc' : 'desc');
  let rowsQuery = selectEntries(db).where(where);
  if (page.sortField && page.sortField !== 'create_Time') rowsQuery = rowsQuery.orderBy(SORT_COLUMNS[page.sortField], order);
  const timeOrder = page.sortField === 'create_Time' ? order : 'desc';
  const [rows, count] = await Promise.all([
    rowsQuery.orderBy('l.created_at', timeOrder).orderBy('l.id', timeOrder).limit(page.pageSize).offset(offsetOf(page)).execute(),
    db
      .selectFrom('activity_logs as l')
      .leftJoin('users as u', 'u.id', 'l.user_id')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => presentLogEntry(row, lang)), total: count.n, pageIndex: page.pageIndex, pageSize: page.pageSize };
}

/** The modules of the log filter: the product's own in their order, and apart from them those of the clients' entries the reader sees, sorted. */
export async function listLogModules(db: Kysely<Database>, scope: LogScope): Promise<LogModuleList> {
  const rows = await db
    .selectFrom('activity_logs as l')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .select('l.module')
    .distinct()
    .where((eb) => eb.and([scopeCondition(eb, scope), clientCondition(eb)]))
    .orderBy('l.module')
    .execute();
  return { product: [...LOG_MODULE_NAMES], client: rows.map((row) => row.module) };
}
