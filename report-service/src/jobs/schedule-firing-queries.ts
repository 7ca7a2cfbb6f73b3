import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** pg-boss's own queue for cron occurrences: one job per schedule and slot, forwarded to the schedule's queue. */
const SEND_IT_QUEUE = '__pgboss__send-it';

/**
 * The cron slot pg-boss filed the occurrence under that sent a schedule's job, read from its forwarding job:
 * the one that was running when the schedule's job was created (a forwarding job creates the schedule's job
 * while it runs, and completes after). Undefined when none is found (a forwarding attempt that died after
 * sending was retried, which moved its start); the caller then falls back to the job's creation time.
 */
export async function forwardedSlotOf(
  db: Kysely<Database>,
  firing: { queue: string; key: string; createdOn: Date },
): Promise<Date | undefined> {
  const { rows } = await sql<{ slot: string }>`
    select (extract(epoch from singleton_on) * 1000)::bigint::text as slot from pgboss.job
    where name = ${SEND_IT_QUEUE} and data->>'name' = ${firing.queue} and data->>'key' = ${firing.key}
      and singleton_on is not null
      -- the job's creation time comes in whole milliseconds
      and started_on < ${firing.createdOn}::timestamptz + interval '1 millisecond'
      and (completed_on is null or completed_on >= ${firing.createdOn}::timestamptz)
    order by started_on desc, singleton_on desc
    limit 1`.execute(db);
  return rows[0] ? new Date(Number(rows[0].slot)) : undefined;
}
