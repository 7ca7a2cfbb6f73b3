import path from 'node:path';
import type { Logger } from 'pino';
import type { AppContext } from './app-context';
import { CallerCache } from './auth/caller-cache';
import { watchCallerChanges } from './auth/caller-changes';
import { loadRsaKeys } from './auth/rsa';
import { connectDatabase, type DatabaseHandle } from './db/connect';
import { migrateToLatest, upgradedExisting } from './db/migrate';
import { vacuumAnalyze } from './db/upkeep/upkeep-commands';
import { seedIfEmpty } from './db/seed-if-empty';
import type { Env } from './env';
import { cacheBytes } from './lib/memory-budget';

/** Opens the database, migrates it, seeds demo data on first start, and builds the app context. */
export async function startContext(env: Env, logger: Logger): Promise<{ ctx: AppContext; database: DatabaseHandle }> {
  const database = await connectDatabase({
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, 'pglite') }),
    onIdleError: (err) => logger.warn({ err }, 'an idle database connection broke; the pool replaces it'),
    logger,
  });
  const ctx: AppContext = {
    env,
    db: database.db,
    dbKind: database.kind,
    rsa: loadRsaKeys(env.DATA_DIR),
    logger,
    callers: new CallerCache({ maxBytes: cacheBytes(env, 'callers') }),
    ready: { migrated: false },
  };
  const ran = await migrateToLatest(database.db);
  // A migration may rewrite a table's rows (032 fills a column of every submitter row); PostgreSQL's autovacuum
  // tidies up after it, embedded PGlite has none, and until the nightly upkeep its covering indexes would read the
  // table again for every row. So an upgraded PGlite database is vacuumed once, before the server answers.
  if (database.kind === 'pglite' && upgradedExisting(ran)) {
    logger.info({ migrations: ran }, 'vacuuming the embedded database after its migrations');
    await vacuumAnalyze(database.db);
  }
  await watchCallerChanges(database, ctx.callers, logger);
  ctx.ready.migrated = true;
  if (env.SEED_DEMO === 'true') await seedIfEmpty(database.db, logger);
  return { ctx, database };
}
