import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { DATABASE_ENTRY, type DatabaseKind, type Manifest, packArchive, unpackArchive } from './archive';
import { unknownMigrations } from './database-facts';
import { refusals } from './messages';
import { dumpPglite, pgliteDirIn, restorePglite } from './pglite-backup';
import { dumpPostgres, restorePostgres } from './postgres-backup';

/** The installation a backup is taken from or restored into: DATA_DIR, and DATABASE_URL when set. */
export interface Installation {
  dataDir: string;
  databaseUrl?: string | undefined;
}

const kindOf = (at: Installation): DatabaseKind => (at.databaseUrl ? 'postgres' : 'pglite');

/**
 * Writes one backup file of the installation's database: uploaded files and report outputs are rows
 * of it (`files`, `report_outputs`), so they are in the dump. The file appears only once complete.
 */
export async function createBackup(at: Installation, file: string): Promise<{ manifest: Manifest; bytes: number }> {
  if (existsSync(file)) throw refusals.fileExists(file);
  const kind = kindOf(at);
  const { data, facts } = at.databaseUrl ? await dumpPostgres(at.databaseUrl) : await dumpPglite(pgliteDirIn(at.dataDir));
  const entry = DATABASE_ENTRY[kind];
  const { zip, manifest } = packArchive(
    {
      createdAt: new Date().toISOString(),
      database: { kind, entry },
      schema: { migrations: facts.migrations },
      rows: facts.rows,
      bytes: facts.bytes,
      logChain: facts.logChain,
    },
    { [entry]: data },
  );
  const partial = `${file}.partial-${process.pid}`;
  try {
    writeFileSync(partial, zip, { flag: 'wx' });
    renameSync(partial, file);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
  return { manifest, bytes: statSync(file).size };
}

/**
 * Restores a backup file into the installation. Everything is checked before the current data is
 * touched: the archive and its checksums, the schema version (a newer one is refused), the kind of
 * database, and that no server has the database open; the restored copy must then match the manifest,
 * the activity log's hash chain included (intact, or broken just where it was when the backup was made).
 */
export async function restoreBackup(at: Installation, file: string): Promise<{ manifest: Manifest; previous: string | null }> {
  if (!existsSync(file)) throw refusals.fileMissing(file);
  const { manifest, entries } = unpackArchive(file, new Uint8Array(readFileSync(file)));
  const unknown = unknownMigrations(manifest.schema.migrations);
  if (unknown.length > 0) throw refusals.newerSchema(unknown);
  const kind = kindOf(at);
  if (manifest.database.kind !== kind) throw refusals.otherKind(manifest.database.kind, kind);
  const data = entries[manifest.database.entry]!;
  const expected = { migrations: manifest.schema.migrations, rows: manifest.rows, bytes: manifest.bytes, logChain: manifest.logChain };
  if (at.databaseUrl) {
    await restorePostgres(at.databaseUrl, data, expected, file);
    return { manifest, previous: null };
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const { previous } = await restorePglite(pgliteDirIn(at.dataDir), data, expected, stamp);
  return { manifest, previous };
}
