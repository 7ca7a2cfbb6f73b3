import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { beijingDayOf } from '../../lib/beijing-time';
import type { Database } from '../schema';
import type { CheckpointKey } from './checkpoint-key';
import { GENESIS_HASH } from './chain-hash';

/**
 * Checkpoints of the activity log's head, kept outside the database: every night the upkeep appends one line to
 * `DATA_DIR/log-checkpoints/YYYY-MM.jsonl` (the month of its Beijing day) saying how many entries the chain held, its
 * last entry and that entry's hash, signed with the server's key. A file is only ever opened to append. Someone who
 * empties or cuts the log inside the database, triggers off and head moved back, cannot take back what a checkpoint
 * already says: the entry it names is gone or holds another hash (check-checkpoints.ts).
 *
 * Two other lines mark a log that was legitimately replaced, so that the checkpoints before them are not taken for
 * tampering: `reset` (the seed emptied the log: every checkpoint before it describes the log that was emptied) and
 * `restore` (a backup was put back: the checkpoints past its last entry describe entries the restore discarded).
 */
export const CHECKPOINT_FOLDER = 'log-checkpoints';
/** The advisory lock the day's checkpoint is written under (any fixed number of our own). */
const CHECKPOINT_LOCK = 20261205;

export const CHECKPOINT_KINDS = ['checkpoint', 'reset', 'restore'] as const;
export type CheckpointKind = (typeof CHECKPOINT_KINDS)[number];

/** A line of a checkpoint file. */
export interface CheckpointLine {
  kind: CheckpointKind;
  /** The Beijing calendar day it was written. */
  day: string;
  /** When it was written (ISO). */
  at: string;
  /** checkpoint: the chain's entries; reset: those it emptied; restore: those the backup held. */
  entries: number;
  /** The last entry of the same (null: none). */
  lastId: number | null;
  /** That entry's hash (the genesis hash for none; null for a restore, which names the entry only). */
  hash: string | null;
  /** The id of the key that signed it. */
  key: string;
  /** Base64 Ed25519 signature of `signedText`. */
  sig: string;
}

export type UnsignedLine = Omit<CheckpointLine, 'key' | 'sig'>;

/** The text a line's signature covers: its fields in a fixed order, the key's id included. */
export const signedText = (line: Omit<CheckpointLine, 'sig'>): string =>
  JSON.stringify(['proposal-desk log checkpoint 1', line.kind, line.day, line.at, line.entries, line.lastId, line.hash, line.key]);

export function signLine(key: CheckpointKey, line: UnsignedLine): CheckpointLine {
  const unsigned = { ...line, key: key.id };
  return { ...unsigned, sig: key.sign(signedText(unsigned)) };
}

export const checkpointFolder = (dataDir: string): string => path.join(dataDir, CHECKPOINT_FOLDER);

/** A line as read from a file: where it stands, and its fields when it is a line of the expected shape. */
export interface ReadLine {
  /** The file's name inside the folder. */
  file: string;
  /** 1-based. */
  number: number;
  line: CheckpointLine | null;
}

const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isId = (v: unknown): v is number | null => v === null || (Number.isSafeInteger(v) && (v as number) > 0);

/** The fields of a parsed line when every one has the expected type, else null (the line is reported unverifiable). */
function lineOf(value: unknown): CheckpointLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const ok =
    CHECKPOINT_KINDS.includes(v.kind as CheckpointKind) &&
    isDay(v.day) &&
    typeof v.at === 'string' &&
    Number.isSafeInteger(v.entries) &&
    (v.entries as number) >= 0 &&
    isId(v.lastId) &&
    (v.hash === null || typeof v.hash === 'string') &&
    typeof v.key === 'string' &&
    typeof v.sig === 'string';
  if (!ok) return null;
  const { kind, day, at, entries, lastId, hash, key, sig } = v as unknown as CheckpointLine;
  return { kind, day, at, entries, lastId, hash, key, sig };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    // Not JSON: the line is reported as one whose signature does not verify.
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

/** Every line of the checkpoint files, files in name order (their months), lines in file order; none when no folder. */
export function readCheckpointLines(dataDir: string): ReadLine[] {
  const folder = checkpointFolder(dataDir);
  let files: string[];
  try {
    files = readdirSync(folder).filter((name) => name.endsWith('.jsonl'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return files.sort().flatMap((file) =>
    readFileSync(path.join(folder, file), 'utf8')
      .split('\n')
      .map((text, i) => ({ text, number: i + 1 }))
      .filter(({ text }) => text.trim() !== '')
      .map(({ text, number }) => ({ file, number, line: lineOf(parsed(text)) })),
  );
}

/** Appends one line to its month's file: opened to append, written in one call, flushed to disk. */
export async function appendCheckpointLine(dataDir: string, line: CheckpointLine): Promise<string> {
  const folder = checkpointFolder(dataDir);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${line.day.slice(0, 7)}.jsonl`);
  const handle = await open(file, 'a', 0o644);
  try {
    await handle.write(`${JSON.stringify(line)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return file;
}

/** The chain's head as the product last wrote it, and the entries up to it, read in one statement (one snapshot). */
export async function readChainHead(db: Kysely<Database>): Promise<{ entries: number; lastId: number | null; hash: string }> {
  const { rows } = await sql<{ last_id: string | number | null; hash: string; entries: number }>`
    select h.last_id, h.hash, (select count(*) from activity_logs l where l.id <= h.last_id)::int as entries
    from activity_log_chain h where h.id = 1`.execute(db);
  const head = rows[0];
  if (!head) return { entries: 0, lastId: null, hash: GENESIS_HASH };
  return { entries: head.entries, lastId: head.last_id === null ? null : Number(head.last_id), hash: head.hash };
}

/**
 * Writes the day's checkpoint of the chain's head, once a day: a second run on the same Beijing day (a retry, a
 * restart) writes nothing and answers the line already there.
 */
export async function writeDailyCheckpoint(
  db: Kysely<Database>,
  dataDir: string,
  key: CheckpointKey,
  now = new Date(),
): Promise<{ written: boolean; line: CheckpointLine }> {
  const day = beijingDayOf(now);
  // Instances sharing DATA_DIR take turns (a server starting while another runs the upkeep): one line a day.
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${CHECKPOINT_LOCK})`.execute(trx);
    const already = readCheckpointLines(dataDir).find(({ line }) => line?.kind === 'checkpoint' && line.day === day && line.key === key.id);
    if (already?.line) return { written: false, line: already.line };
    const head = await readChainHead(trx);
    const line = signLine(key, { kind: 'checkpoint', day, at: now.toISOString(), ...head });
    await appendCheckpointLine(dataDir, line);
    return { written: true, line };
  });
}

/**
 * Marks that the log was replaced on purpose: `reset` with the head the seed's reset is about to empty, `restore`
 * with the last entry of the backup put back (null when its chain was not intact: nothing before is kept).
 */
export async function markLogReplaced(
  dataDir: string,
  key: CheckpointKey,
  mark: { kind: 'reset' | 'restore'; entries: number; lastId: number | null; hash: string | null },
  now = new Date(),
): Promise<CheckpointLine> {
  const line = signLine(key, { ...mark, day: beijingDayOf(now), at: now.toISOString() });
  await appendCheckpointLine(dataDir, line);
  return line;
}
