// Heap snapshots of the soak's server: taken through Node's `--heapsnapshot-signal`, read back here and
// summed by what each object is (its constructor, or V8's kind for strings, code, arrays…), so the soak
// can name what holds the memory at its start and end and what grew between them.
import { closeSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The node flags that let the soak ask the server for a snapshot (SIGUSR2), written into `folder`. */
export const heapSnapshotFlags = (folder: string) => ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${folder}`];

/** What a snapshot holds: bytes and objects per holder, and the whole heap. */
export interface HeapSummary {
  totalBytes: number;
  holders: Map<string, { bytes: number; count: number }>;
}

const SNAPSHOT_LIMIT_MS = 120_000;
const POLL_MS = 500;

/** The last bytes of a file, as text. */
function tail(file: string, size: number, bytes = 16): string {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(bytes, size));
    readSync(fd, buffer, 0, buffer.length, size - buffer.length);
    return buffer.toString('latin1');
  } finally {
    closeSync(fd);
  }
}

const snapshotFiles = (folder: string) => readdirSync(folder).filter((name) => name.endsWith('.heapsnapshot'));

/** Asks the server for a snapshot and waits until its file is complete (its size holds for two polls). */
export async function takeHeapSnapshot(pid: number, folder: string): Promise<string> {
  const before = new Set(snapshotFiles(folder));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + SNAPSHOT_LIMIT_MS;
  let lastSize = -1;
  let steady = 0;
  while (Date.now() < deadline) {
    await sleep(POLL_MS);
    const name = snapshotFiles(folder).find((file) => !before.has(file));
    if (!name) continue;
    const file = path.join(folder, name);
    const size = statSync(file).size;
    // A snapshot ends with the strings table's closing brackets.
    const complete = size > 0 && size === lastSize && tail(file, size).trimEnd().endsWith(']}');
    steady = complete ? steady + 1 : 0;
    lastSize = size;
    if (steady >= 2) return file;
  }
  throw new Error(`no heap snapshot of process ${pid} within ${SNAPSHOT_LIMIT_MS / 1000} s`);
}

interface RawSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** V8 kinds whose objects are named by their constructor; every other kind is summed under its own name. */
const NAMED_KINDS = new Set(['object', 'closure', 'native']);

/** Sums a snapshot's self sizes per holder (constructor name, or `(kind)`); deletes the file after. */
export function summarizeHeap(file: string): HeapSummary {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as RawSnapshot;
  rmSync(file, { force: true });
  const fields = raw.snapshot.meta.node_fields;
  const kinds = raw.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const holders = new Map<string, { bytes: number; count: number }>();
  let totalBytes = 0;
  for (let i = 0; i < raw.nodes.length; i += width) {
    const kind = kinds[raw.nodes[i + typeAt]!]!;
    const bytes = raw.nodes[i + sizeAt]!;
    const holder = NAMED_KINDS.has(kind) ? raw.strings[raw.nodes[i + nameAt]!]!.slice(0, 60) || `(${kind})` : `(${kind})`;
    const sum = holders.get(holder) ?? { bytes: 0, count: 0 };
    sum.bytes += bytes;
    sum.count += 1;
    holders.set(holder, sum);
    totalBytes += bytes;
  }
  return { totalBytes, holders };
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

/** The `top` largest holders of a snapshot, as "name 12.3 MB (4,567)". */
export function largestHolders(summary: HeapSummary, top: number): string {
  return [...summary.holders.entries()]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .slice(0, top)
    .map(([name, sum]) => `${name} ${mb(sum.bytes)} MB (${sum.count.toLocaleString('en')})`)
    .join(', ');
}

/** The `top` holders that grew most from `start` to `end`, as "name +1.2 MB (+345)". */
export function grownHolders(start: HeapSummary, end: HeapSummary, top: number): string {
  const grown = [...end.holders.entries()].map(([name, sum]) => {
    const before = start.holders.get(name) ?? { bytes: 0, count: 0 };
    return { name, bytes: sum.bytes - before.bytes, count: sum.count - before.count };
  });
  return grown
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, top)
    .map((g) => `${g.name} ${g.bytes >= 0 ? '+' : ''}${mb(g.bytes)} MB (${g.count >= 0 ? '+' : ''}${g.count.toLocaleString('en')})`)
    .join(', ');
}
