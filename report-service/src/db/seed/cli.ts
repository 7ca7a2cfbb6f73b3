import path from 'node:path';
import { readEnv } from '../../env';
import { connectDatabase } from '../connect';
import { loadCheckpointKey } from '../log-chain/checkpoint-key';
import { markLogReplaced, readChainHead } from '../log-chain/checkpoints';
import { migrateToLatest } from '../migrate';
import { DEMO_ACCOUNTS, resetDatabase, seedDemoData } from './index';
import { scaleCases } from './scale-cases';

/**
 * `npm run seed [-- --reset] [-- --seed=N] [-- --scale N]`: seeds the configured database with the demo
 * office; `--scale N` then grows it to N cases for load tests.
 */
async function main(args: readonly string[]): Promise<void> {
  const reset = args.includes('--reset');
  const seedArg = args.find((a) => a.startsWith('--seed='));
  const seed = seedArg ? Number(seedArg.slice('--seed='.length)) : undefined;
  if (seed !== undefined && !Number.isInteger(seed)) throw new Error(`--seed must be an integer, got ${seedArg}`);
  const scaleAt = args.indexOf('--scale');
  const scale = scaleAt >= 0 ? Number(args[scaleAt + 1]) : undefined;
  if (scale !== undefined && !(Number.isInteger(scale) && scale > 0))
    throw new Error(`--scale takes a number of cases, got ${args[scaleAt + 1]}`);

  const env = readEnv();
  const handle = await connectDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite') });
  try {
    await migrateToLatest(handle.db);
    if (reset) {
      const emptied = await readChainHead(handle.db);
      await resetDatabase(handle.db);
      // The checkpoints of the emptied log would read as a log cut short: the signed mark says it was reset.
      await markLogReplaced(env.DATA_DIR, loadCheckpointKey(env.DATA_DIR), { kind: 'reset', ...emptied });
      console.log(`Database emptied (the activity log held ${emptied.entries} entries; the reset is marked in its checkpoints).`);
    } else {
      const anyUser = await handle.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
      if (anyUser) {
        console.log('The database already has data; nothing seeded (use --reset to start over).');
        return;
      }
    }
    const started = Date.now();
    const summary = await seedDemoData(handle.db, seed === undefined ? {} : { seed });
    console.log(`Demo data seeded in ${Date.now() - started} ms (seed ${summary.seed}, ${handle.kind}).`);
    console.table(summary.counts);
    console.log('Accounts:');
    console.table(DEMO_ACCOUNTS.map(({ username, password, roleCode, description }) => ({ username, password, roleCode, description })));
    console.log(JSON.stringify(summary.facts, null, 2));
    if (scale !== undefined) {
      const scaledAt = Date.now();
      console.log(`Grown to ${await scaleCases(handle.db, scale)} cases in ${Date.now() - scaledAt} ms.`);
    }
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
