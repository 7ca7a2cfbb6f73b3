import { createHash } from 'node:crypto';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { LogChainState } from '@proposal-desk/shared';
import { z } from 'zod';
import { refusals } from './messages';

export const FORMAT = 'proposal-desk-backup';
export const FORMAT_VERSION = 1;
const MANIFEST = 'manifest.json';

export const DATABASE_ENTRY = { pglite: 'database.tar.gz', postgres: 'database.dump' } as const;
export type DatabaseKind = keyof typeof DATABASE_ENTRY;

const ManifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), entry: z.string() }),
  /** The migrations applied to the database, in order: its schema version. */
  schema: z.object({ migrations: z.array(z.string()) }),
  /** Rows per table at backup time (uploads are `files`, report outputs `report_outputs`), checked after a restore. */
  rows: z.record(z.string(), z.number().int().nonnegative()),
  bytes: z.object({ uploads: z.number().nonnegative(), reportOutputs: z.number().nonnegative() }),
  entries: z.array(z.object({ name: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string() })),
  /** The activity log's hash chain as the backup found it (absent before migration 013), checked after a restore. */
  logChain: LogChainState.optional(),
});

export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestFields = Omit<Manifest, 'format' | 'formatVersion' | 'entries'>;

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** One backup file: a ZIP of manifest.json and the entries, each entry with its size and SHA-256 in the manifest. */
export function packArchive(fields: ManifestFields, entries: Record<string, Uint8Array>): { zip: Uint8Array; manifest: Manifest } {
  const manifest: Manifest = {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    ...fields,
    entries: Object.entries(entries).map(([name, data]) => ({ name, bytes: data.byteLength, sha256: sha256(data) })),
  };
  // The database entries are compressed already (gzip tar, pg_dump -Fc): stored as they are.
  const files = Object.fromEntries(Object.entries(entries).map(([name, data]) => [name, [data, { level: 0 }] as const]));
  const zip = zipSync({ [MANIFEST]: strToU8(JSON.stringify(manifest, null, 2)), ...files });
  return { zip, manifest };
}

/**
 * Reads a backup file and checks all of it (ZIP structure, manifest, each entry's size and SHA-256)
 * before anything is restored; a damaged or truncated file is refused here.
 */
export function unpackArchive(file: string, bytes: Uint8Array): { manifest: Manifest; entries: Record<string, Uint8Array> } {
  let unzipped: Record<string, Uint8Array>;
  try {
    unzipped = unzipSync(bytes);
  } catch (err) {
    throw refusals.corrupt(file, `not a readable ZIP: ${err instanceof Error ? err.message : String(err)}`);
  }
  const raw = unzipped[MANIFEST];
  if (!raw) throw refusals.corrupt(file, `${MANIFEST} is missing`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(strFromU8(raw));
  } catch (err) {
    throw refusals.corrupt(file, `${MANIFEST} is not JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
  const result = ManifestSchema.safeParse(parsed);
  if (!result.success) throw refusals.corrupt(file, `${MANIFEST} is not a backup manifest`);
  const manifest = result.data;
  if (manifest.formatVersion > FORMAT_VERSION)
    throw refusals.corrupt(file, `backup format ${manifest.formatVersion} is newer than this version reads (${FORMAT_VERSION})`);
  const entries: Record<string, Uint8Array> = {};
  for (const entry of manifest.entries) {
    const data = unzipped[entry.name];
    if (!data) throw refusals.corrupt(file, `${entry.name} is missing`);
    if (data.byteLength !== entry.bytes || sha256(data) !== entry.sha256) throw refusals.corrupt(file, `${entry.name} fails its checksum`);
    entries[entry.name] = data;
  }
  if (!entries[manifest.database.entry]) throw refusals.corrupt(file, `${manifest.database.entry} is not listed`);
  return { manifest, entries };
}
