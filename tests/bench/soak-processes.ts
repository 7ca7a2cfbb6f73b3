// What the soak watches of the server from outside, through /proc (Linux): its resident memory, its CPU
// time, and the Chromium processes it started (its children whose command is Chromium, and theirs).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ChromiumProcess {
  pid: number;
  /** Chromium's `--type=` (renderer, zygote, gpu-process, utility…); `browser` for the main process. */
  type: string;
  /** `Z` for a zombie (exited, never reaped). */
  state: string;
  rssBytes: number;
}

function readProc(pid: number, file: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined; // the process has just gone
  }
}

/** The fields of /proc/PID/stat after the command name (which may hold spaces and parentheses). */
function statFields(pid: number): string[] | undefined {
  const stat = readProc(pid, 'stat');
  if (!stat) return undefined;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Resident set size (VmRSS) in bytes; 0 when the process is gone. */
export function rssBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readProc(pid, 'status') ?? '');
  return match ? Number(match[1]) * 1024 : 0;
}

/** User + system CPU time of the process, in clock ticks (100 a second on Linux). */
export function cpuTicks(pid: number): number {
  const fields = statFields(pid);
  return fields ? Number(fields[11]) + Number(fields[12]) : 0;
}

const CLOCK_TICKS_PER_SECOND = 100;
export const ticksToSeconds = (ticks: number) => ticks / CLOCK_TICKS_PER_SECOND;

/** Every process's parent, read once. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields) map.set(Number(entry), Number(fields[1]));
  }
  return map;
}

/** The command line as one string: Chromium's child processes rewrite theirs, without the NUL separators. */
function commandLine(pid: number): string {
  return (readProc(pid, 'cmdline') ?? '').replace(/\0/g, ' ').trim();
}

const isChromium = (command: string) => /chrom/i.test(path.basename(command.split(' ')[0] ?? ''));

/** The Chromium processes under `serverPid`: its Chromium children (the browsers) and all their descendants. */
export function chromiumProcesses(serverPid: number): ChromiumProcess[] {
  const parentOf = parents();
  const childrenOf = new Map<number, number[]>();
  for (const [pid, ppid] of parentOf) childrenOf.set(ppid, [...(childrenOf.get(ppid) ?? []), pid]);
  const browsers = (childrenOf.get(serverPid) ?? []).filter((pid) => isChromium(commandLine(pid)));
  const found: ChromiumProcess[] = [];
  const queue = [...browsers];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    const type = /(?:^| )--type=(\S+)/.exec(commandLine(pid))?.[1] ?? 'browser';
    found.push({ pid, type, state: statFields(pid)?.[0] ?? '?', rssBytes: rssBytes(pid) });
    queue.push(...(childrenOf.get(pid) ?? []));
  }
  return found;
}

/** "9 (1 browser, 2 zygote, 5 renderer, 1 utility)": the count and what they are. */
export function describeChromium(processes: ChromiumProcess[]): string {
  const byType = new Map<string, number>();
  for (const p of processes) {
    const key = p.state === 'Z' ? `${p.type} zombie` : p.type;
    byType.set(key, (byType.get(key) ?? 0) + 1);
  }
  const parts = [...byType].sort(([a], [b]) => a.localeCompare(b)).map(([type, n]) => `${n} ${type}`);
  return `${processes.length}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`;
}

/** A WebAssembly memory is reserved 8 GiB or more at once: its used part, then an inaccessible rest. */
const WASM_RESERVATION_BYTES = 6 * 2 ** 30;

/**
 * The resident bytes of the process's WebAssembly memories (PGlite's Postgres is one; it only grows),
 * found in /proc/PID/smaps as a read-write mapping followed at once by its reservation's inaccessible rest.
 */
export function wasmRssBytes(pid: number): number {
  const smaps = readProc(pid, 'smaps');
  if (!smaps) return 0;
  const maps: { start: bigint; end: bigint; perms: string; rss: number }[] = [];
  for (const line of smaps.split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) (\S+)/.exec(line);
    if (range) maps.push({ start: BigInt(`0x${range[1]}`), end: BigInt(`0x${range[2]}`), perms: range[3]!, rss: 0 });
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && maps.length > 0) maps[maps.length - 1]!.rss = Number(rss[1]) * 1024;
  }
  let total = 0;
  for (const [i, map] of maps.entries()) {
    const rest = maps[i + 1];
    const reserved = rest ? Number(rest.end - map.start) : 0;
    if (map.perms.startsWith('rw') && rest?.start === map.end && rest.perms.startsWith('---') && reserved >= WASM_RESERVATION_BYTES)
      total += map.rss;
  }
  return total;
}
