import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from './schema';
import { seedDemoData } from './seed';

/** Fills an empty database with the demo office; leaves a database with users alone. */
export async function seedIfEmpty(db: Kysely<Database>, logger: Logger): Promise<void> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return;
  const started = Date.now();
  const summary = await seedDemoData(db);
  logger.info({ summary, ms: Date.now() - started }, 'demo data seeded');
}
