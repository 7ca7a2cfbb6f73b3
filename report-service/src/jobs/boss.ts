import { fromPglite, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/connect';
import { RENDER_EXPIRE_SECONDS, RENDER_HEARTBEAT_SECONDS, RENDER_QUEUE, RENDER_RETRY_LIMIT, SCHEDULE_QUEUE } from './queues';

/**
 * Starts pg-boss on the product's own database: in the same process on the embedded PGlite, or on the
 * PostgreSQL server, where every instance shares the queue and the schedules.
 */
export async function startBoss(database: DatabaseHandle, databaseUrl: string | undefined, logger: Logger): Promise<PgBoss> {
  // A cron pass every 5 seconds (pg-boss's default is 30) sends a schedule's job within seconds of its
  // occurrence, which is what lets the job's creation time name the cron slot it fired for when its
  // forwarding job cannot tell (fired-slot.ts).
  const monitoring = {
    monitorIntervalSeconds: 5,
    superviseIntervalSeconds: 5,
    cronMonitorIntervalSeconds: 5,
    cronWorkerIntervalSeconds: 5,
  };
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...monitoring })
    : new PgBoss({ connectionString: databaseUrl, max: 4, ...monitoring });
  boss.on('error', (err: unknown) => logger.error({ err }, 'job queue error'));
  await boss.start();
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  if (!existing.has(RENDER_QUEUE)) {
    await boss.createQueue(RENDER_QUEUE, {
      retryLimit: RENDER_RETRY_LIMIT,
      retryDelay: 1,
      expireInSeconds: RENDER_EXPIRE_SECONDS,
      heartbeatSeconds: RENDER_HEARTBEAT_SECONDS,
    });
  }
  if (!existing.has(SCHEDULE_QUEUE)) await boss.createQueue(SCHEDULE_QUEUE, { retryLimit: 1, expireInSeconds: 60 });
  return boss;
}
