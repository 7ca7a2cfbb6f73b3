import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from './schema';
import { seedDemoData } from './seed';

/** The advisory lock instances take to seed one at a time (any fixed number of our own). */
const SEED_LOCK = 20260112;

/**
 * Fills an empty database with the demo office; leaves a database with users alone. Instances started together on
 * one PostgreSQL seed one after the other on one connection holding the lock: the second finds the users and stops.
 */
export async function seedIfEmpty(db: Kysely<Database>, logger: Logger): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SEED_LOCK})`.execute(connection);
    try {
      const anyUser = await connection.selectFrom('users').select('id').limit(1).executeTakeFirst();
      if (anyUser) return;
      const started = Date.now();
      const summary = await seedDemoData(connection);
      logger.info({ summary, ms: Date.now() - started }, 'demo data seeded');
    } finally {
      await sql`select pg_advisory_unlock(${SEED_LOCK})`.execute(connection);
    }
  });
}
