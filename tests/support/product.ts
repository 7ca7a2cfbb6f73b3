import { closeSync, openSync } from 'node:fs';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The repository root (tests/support/ is two levels down). */
export const ROOT = path.resolve(__dirname, '../..');

/** Configuration variables of the product; the bench's own environment must not leak them into a child. */
export const PRODUCT_VARIABLES = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'JWT_SECRET',
  'TOKEN_TTL_SECONDS',
  'UPLOAD_MAX_BYTES',
  'UPLOAD_MAX_FILES',
  'UPLOAD_MAX_REQUEST_BYTES',
  'UPLOAD_DAILY_BYTES',
  'UPLOAD_TMP_DIR',
  'LOG_LEVEL',
  'LOGIN_MAX_FAILURES',
  'LOGIN_LOCK_MINUTES',
  'SEED_DEMO',
  'WEB_DIST',
];

const STDERR_TAIL_CHARS = 4000;
const live = new Set<ChildProcess>();

export interface Child {
  name: string;
  baseUrl: string;
  process: ChildProcess;
  /** The last lines the child wrote to stderr, for error messages. */
  stderrTail(): string;
}

/** A TCP port that was free a moment ago. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('could not get a free port');
  return address.port;
}

/**
 * Starts a TypeScript entry point (relative to the repository root) as a child process on 127.0.0.1:port.
 * It runs under `node --import tsx` (one process, so signals reach the server itself); stdout (the server's
 * log) goes to `options.logFile`, or nowhere.
 */
export function startChild(
  name: string,
  script: string,
  port: number,
  env: Record<string, string>,
  options: { nodeArgs?: string[]; logFile?: string } = {},
): Child {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const variable of PRODUCT_VARIABLES) delete childEnv[variable];
  Object.assign(childEnv, { HOST: '127.0.0.1', PORT: String(port) }, env);
  const log = options.logFile ? openSync(options.logFile, 'a') : 'ignore';
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', script], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', log, 'pipe'],
  });
  if (typeof log === 'number') closeSync(log);
  live.add(child);
  child.once('exit', () => live.delete(child));
  let tail = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    tail = (tail + chunk).slice(-STDERR_TAIL_CHARS);
  });
  return { name, baseUrl: `http://127.0.0.1:${port}`, process: child, stderrTail: () => tail.trim() };
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Waits until `GET /readyz` answers 200; fails early when the child dies. */
export async function waitReady(child: Child, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(child.process)) {
      throw new Error(
        `${child.name} exited (${child.process.exitCode ?? child.process.signalCode}) before it was ready:\n${child.stderrTail()}`,
      );
    }
    try {
      const res = await fetch(`${child.baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${child.name} was not ready within ${timeoutMs / 1000} s:\n${child.stderrTail()}`);
}

/** SIGTERM, then waits for the exit; SIGKILL when it takes longer than `timeoutMs`. */
export async function stopChild(child: Child, timeoutMs = 15000): Promise<void> {
  const proc = child.process;
  if (hasExited(proc)) return;
  const exited = once(proc, 'exit');
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

/** Kills every child still running (synchronous, so it also works in an 'exit' handler). */
export function killAllChildren(): void {
  for (const child of live) child.kill('SIGKILL');
}
