import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { connectDatabase } from '../connect';
import { processesHolding } from './data-dir-holders';
import { type DatabaseFacts, factsDiffer, readDatabaseFacts } from './database-facts';
import { refusals } from './messages';

/** The embedded database's folder in DATA_DIR, the one start.ts opens. */
export const pgliteDirIn = (dataDir: string) => path.join(dataDir, 'pglite');

function refuseWhileOpen(dir: string): void {
  const holders = processesHolding(dir);
  if (holders.length > 0) throw refusals.pgliteInUse(dir, holders);
}

/** The embedded database as PGlite's gzip data-dir dump, with its facts; the server must be stopped. */
export async function dumpPglite(dir: string): Promise<{ data: Uint8Array; facts: DatabaseFacts }> {
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw refusals.noDatabase(dir);
  refuseWhileOpen(dir);
  const handle = await connectDatabase({ dataDir: dir });
  try {
    const facts = await readDatabaseFacts(handle.db);
    const dump = await handle.pglite!.dumpDataDir('gzip');
    return { data: new Uint8Array(await dump.arrayBuffer()), facts };
  } finally {
    await handle.close();
  }
}

/**
 * Restores a data-dir dump next to `dir`, opens it and checks it against the backup's facts, and only
 * then swaps it in; the database it replaces is kept as `<dir>.before-restore-<stamp>`.
 */
export async function restorePglite(
  dir: string,
  data: Uint8Array,
  expected: DatabaseFacts,
  stamp: string,
): Promise<{ previous: string | null }> {
  refuseWhileOpen(dir);
  const staging = `${dir}.restoring-${stamp}`;
  try {
    const loadDataDir = new Blob([data], { type: 'application/x-gzip' });
    const handle = await connectDatabase({ dataDir: staging, loadDataDir });
    let actual: DatabaseFacts;
    try {
      actual = await readDatabaseFacts(handle.db);
    } finally {
      await handle.close();
    }
    const difference = factsDiffer(expected, actual);
    if (difference) throw refusals.restoreCheckFailed(difference);
    refuseWhileOpen(dir);
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  const previous = existsSync(dir) ? `${dir}.before-restore-${stamp}` : null;
  if (previous) renameSync(dir, previous);
  try {
    renameSync(staging, dir);
  } catch (err) {
    if (previous) renameSync(previous, dir);
    throw err;
  }
  return { previous };
}
