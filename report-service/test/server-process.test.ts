import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, withParams } from '@proposal-desk/shared';
import { signIn, startInstance } from './instances';
import { waitFor } from './killed-pack';

const serviceRoot = path.resolve(__dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function startServer(env: Record<string, string>) {
  // As `npm start` runs it: node itself gets the signal. (The tsx wrapper kills a server whose event loop is busy for
  // 60 ms when the signal comes, so it would never shut down cleanly.)
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serviceRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  running.add(child);
  return { child, exited, output: () => output };
}

/** A process's state letter and parent (Linux /proc), or undefined once it is gone. */
function statOf(pid: number): { state: string; parent: number } | undefined {
  try {
    // The command name, in parentheses, may hold spaces: the fields after its closing parenthesis are fixed.
    const [state, parent] = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop()!.split(' ');
    return { state: state!, parent: Number(parent) };
  } catch {
    return undefined;
  }
}

/** Every process started by `pid`, and by those, as they run now. */
function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const parent = /^\d+$/.test(entry) ? statOf(Number(entry))?.parent : undefined;
    if (parent !== undefined) parents.set(Number(entry), parent);
  }
  const found: number[] = [];
  const frontier = [pid];
  while (frontier.length > 0) {
    const current = frontier.pop()!;
    const children = [...parents].filter(([, parent]) => parent === current).map(([child]) => child);
    found.push(...children);
    frontier.push(...children);
  }
  return found;
}

/** Running, not a zombie left for a parent to reap (a container's first process may never reap it). */
const isRunning = (pid: number) => ['R', 'S', 'D', 'T', 't', 'I'].includes(statOf(pid)?.state ?? 'Z');

/** Servers a test started: one whose test failed before it stopped it is killed, never left running. */
const running = new Set<{ kill(signal: NodeJS.Signals): boolean; exitCode: number | null; signalCode: string | null }>();
afterEach(() => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  running.clear();
});

describe('the server process', () => {
  it('refuses to start with a bad variable and names it', async () => {
    const server = startServer({ PORT: 'abc', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pd-srv-')) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT/);
  });

  it('becomes ready, then on SIGTERM finishes and exits cleanly', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pd-srv-')), SEED_DEMO: 'false' });
    const deadline = Date.now() + 60000;
    let ready = false;
    while (!ready && Date.now() < deadline) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 300));
    }
    expect(ready).toBe(true);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/stopped/);
    expect(server.output()).not.toMatch(/password=|Bearer /);
  }, 90000);

  it('leaves no browser behind when killed with kill -9 after printing a PDF', async () => {
    const server = await startInstance('pdf-server', { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pd-srv-')) });
    running.add(server.child);
    const token = await signIn(server, 'admin', 'Admin@2026');
    const pdf = await fetch(`${server.url}${withParams(API_PATHS.reportPdf, { id: 'caseStatusReportPrint' })}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const started = descendantsOf(server.child.pid!);
    const names = started.map((pid) => readFileSync(`/proc/${pid}/comm`, 'utf8').trim());
    expect(names).toContain('chromium');
    server.child.kill('SIGKILL');
    await server.exited;
    // No handler of the server runs on kill -9: the kernel ends its browser (the parent-death signal setpriv asked for).
    await waitFor(
      'the processes the server started to exit',
      async () => (started.some(isRunning) ? undefined : true),
      30000,
      async () =>
        `still running: ${started.filter(isRunning).map((pid) => `${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').slice(0, 80)}`)}`,
    );
  }, 180000);
});
