import { type LogEntry, type Paged, PROFILE_CONFIRM_MODULE } from '@proposal-desk/shared';
import { type Expression, type ExpressionBuilder, type Kysely, sql, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

export interface LogFilter {
  userId?: number | undefined;
  module?: string | undefined;
  keyword?: string | undefined;
  /** 'YYYY-MM-DD', inclusive. */
  from?: string | undefined;
  /** 'YYYY-MM-DD', inclusive. */
  to?: string | undefined;
}

const selectEntries = (db: Kysely<Database>) =>
  db.selectFrom('activity_logs').select(['id', 'user_id', 'username', 'module', 'description', 'ip', 'created_at']);

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['executeTakeFirstOrThrow']>>;

/** Shapes a log row with the API's field names. */
export function presentLogEntry(row: EntryRow): LogEntry {
  return {
    id: Number(row.id),
    user_ID: row.user_id,
    username: row.username,
    module: row.module,
    description: row.description,
    ip: row.ip,
    create_Time: row.created_at.toISOString(),
  };
}

/** The user's personal-information confirmations, newest first. */
export async function findProfileConfirmations(db: Kysely<Database>, userId: number): Promise<LogEntry[]> {
  const rows = await selectEntries(db)
    .where('user_id', '=', userId)
    .where('module', '=', PROFILE_CONFIRM_MODULE)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(presentLogEntry);
}

function logFilterCondition(eb: ExpressionBuilder<Database, 'activity_logs'>, filter: LogFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.userId !== undefined) conditions.push(eb('user_id', '=', filter.userId));
  if (filter.module) conditions.push(eb('module', '=', filter.module));
  if (filter.keyword) conditions.push(eb('description', 'ilike', containsPattern(filter.keyword)));
  if (filter.from) conditions.push(eb('created_at', '>=', sql<Date>`${filter.from}::date`));
  if (filter.to) conditions.push(eb('created_at', '<', sql<Date>`${filter.to}::date + 1`));
  return eb.and(conditions);
}

/** One page of log entries, newest first, with the total. */
export async function listLogEntries(
  db: Kysely<Database>,
  filter: LogFilter,
  page: { pageIndex: number; pageSize: number },
): Promise<Paged<LogEntry>> {
  const [rows, count] = await Promise.all([
    selectEntries(db)
      .where((eb) => logFilterCondition(eb, filter))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom('activity_logs')
      .select(sql<number>`count(*)::int`.as('n'))
      .where((eb) => logFilterCondition(eb, filter))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(presentLogEntry), total: count.n, pageIndex: page.pageIndex, pageSize: page.pageSize };
}
