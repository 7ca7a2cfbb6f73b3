import type { ReportScheduleView, TReportRunRequest } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** Every schedule with the name of the user it runs as. */
export async function listSchedules(db: Kysely<Database>): Promise<ReportScheduleView[]> {
  const rows = await db
    .selectFrom('report_schedules as s')
    .innerJoin('users as u', 'u.id', 's.run_as_user_id')
    .select([
      's.id',
      's.name',
      's.cron',
      's.timezone',
      's.request',
      's.run_as_user_id',
      'u.staff_name',
      's.keep_runs',
      's.keep_days',
      's.enabled',
      's.last_fired_at',
    ])
    .orderBy('s.id')
    .execute();
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    cron: s.cron,
    timezone: s.timezone,
    request: s.request as TReportRunRequest,
    runAsUserId: s.run_as_user_id,
    runAsName: s.staff_name,
    keepRuns: s.keep_runs,
    keepDays: s.keep_days,
    enabled: s.enabled,
    lastFiredAt: iso(s.last_fired_at),
  }));
}

/** A schedule's id and name, or undefined. */
export function findScheduleName(db: Kysely<Database>, id: number) {
  return db.selectFrom('report_schedules').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}
