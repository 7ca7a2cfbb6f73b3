import type { LogCheckpointState } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { readCheckpointKey } from './checkpoint-key';
import { type CheckpointLine, readCheckpointLines, signedText } from './checkpoints';

export type { LogCheckpointState };

const headOf = (line: CheckpointLine) => ({ day: line.day, at: line.at, entries: line.entries, lastId: line.lastId });

/** Ids looked up at a time. */
const CHUNK = 1000;

/** The hash of each of these entries that is still in the log. */
async function hashesOf(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string>> {
  const hashes = new Map<number, string>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await db
      .selectFrom('activity_logs')
      .select(['id', 'hash'])
      .where('id', 'in', ids.slice(start, start + CHUNK))
      .execute();
    for (const row of rows) hashes.set(Number(row.id), row.hash);
  }
  return hashes;
}

/**
 * Whether a reset emptied less than the latest checkpoint before it named: its head is short of that checkpoint's
 * last entry, or there holds another hash. The log had been cut before the reset (which only the server's key
 * can mark), and the mark must not hide it.
 */
function cutShort(reset: CheckpointLine, before: CheckpointLine | undefined): boolean {
  if (!before || before.lastId === null) return false;
  if (reset.lastId === null || reset.lastId < before.lastId) return true;
  return reset.lastId === before.lastId && reset.hash !== before.hash;
}

interface InForce {
  checkpoints: CheckpointLine[];
  restart: CheckpointLine | null;
  cutBeforeReset: LogCheckpointState['cutBeforeReset'];
}

/**
 * The checkpoints still in force, in order: a reset sets aside every one before it, a restore those past the last
 * entry the backup held (all of them when it names none).
 */
function inForce(lines: readonly CheckpointLine[]): InForce {
  let checkpoints: CheckpointLine[] = [];
  let restart: CheckpointLine | null = null;
  let cutBeforeReset: InForce['cutBeforeReset'] = null;
  for (const line of lines) {
    if (line.kind === 'checkpoint') {
      checkpoints.push(line);
      continue;
    }
    const before = checkpoints.at(-1);
    if (line.kind === 'reset' && !cutBeforeReset && before && cutShort(line, before))
      cutBeforeReset = { day: line.day, emptied: { entries: line.entries, lastId: line.lastId }, checkpoint: headOf(before) };
    restart = line;
    const kept = line.kind === 'restore' ? line.lastId : null;
    checkpoints = checkpoints.filter((c) => c.lastId === null || (kept !== null && c.lastId <= kept));
  }
  return { checkpoints, restart, cutBeforeReset };
}

/**
 * The activity log checked against the signed checkpoints of its head in `DATA_DIR/log-checkpoints/`: each line's
 * signature, and for each checkpoint in force whether the entry it names is still there with the hash it had. A
 * checkpoint of an empty log matches any log. The chain itself is walked by `verifyLogChain`; together they find a
 * log edited, cut or emptied inside the database, head and all.
 */
export async function checkLogCheckpoints(db: Kysely<Database>, dataDir: string): Promise<LogCheckpointState> {
  const read = readCheckpointLines(dataDir);
  const key = readCheckpointKey(dataDir);
  const none: LogCheckpointState = {
    checkpoints: 0,
    latest: null,
    firstMismatch: null,
    badLines: 0,
    firstBadLine: null,
    restart: null,
    cutBeforeReset: null,
    keyMissing: false,
  };
  if (read.length === 0) return none;
  if (!key) return { ...none, keyMissing: true };

  const valid: CheckpointLine[] = [];
  let badLines = 0;
  let firstBadLine: LogCheckpointState['firstBadLine'] = null;
  for (const { file, number, line } of read) {
    if (line && line.key === key.id && key.verify(signedText(line), line.sig)) valid.push(line);
    else {
      badLines++;
      firstBadLine ??= { file, line: number, day: line?.day ?? null };
    }
  }

  const { checkpoints, restart, cutBeforeReset } = inForce(valid);
  const hashes = await hashesOf(db, [...new Set(checkpoints.flatMap((c) => (c.lastId === null ? [] : [c.lastId])))]);
  const mismatchOf = (c: CheckpointLine): 'gone' | 'otherHash' | null => {
    if (c.lastId === null) return null;
    const hash = hashes.get(c.lastId);
    if (hash === undefined) return 'gone';
    return hash === c.hash ? null : 'otherHash';
  };
  const judged = checkpoints.map((c) => ({ c, mismatch: mismatchOf(c) }));
  const mismatched = judged.filter((j) => j.mismatch !== null);
  const first = mismatched[0];
  const last = judged.at(-1);
  return {
    checkpoints: checkpoints.length,
    latest: last ? { ...headOf(last.c), matches: last.mismatch === null } : null,
    firstMismatch: first ? { ...headOf(first.c), reason: first.mismatch!, later: mismatched.length - 1 } : null,
    badLines,
    firstBadLine,
    restart: restart ? { kind: restart.kind as 'reset' | 'restore', day: restart.day, at: restart.at, lastId: restart.lastId } : null,
    cutBeforeReset,
    keyMissing: false,
  };
}

/** Whether the checkpoints show nothing wrong (none written yet included). */
export const checkpointsHold = (state: LogCheckpointState): boolean =>
  !state.keyMissing && state.badLines === 0 && !state.firstMismatch && !state.cutBeforeReset;
