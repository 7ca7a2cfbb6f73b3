import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { API_PATHS } from '@proposal-desk/shared';
import { encryptLikeJsencrypt } from './jsencrypt-client';

const serviceRoot = path.resolve(__dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A product instance started as its own process (several may share one PostgreSQL database). */
export interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

export async function startInstance(name: string, env: Record<string, string>, readyTimeoutMs = 120000): Promise<Instance> {
  const port = await freePort();
  // node itself runs the server (not the tsx wrapper), so a signal reaches the server process.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serviceRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'cluster-test-secret-'.padEnd(48, 'x'),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close' comes after the exit and after its output pipes closed: nothing of the process is left open.
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const instance: Instance = { name, url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited during start:\n${output.slice(-3000)}`);
    const ready = await fetch(`${instance.url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return instance;
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} was not ready in time:\n${output.slice(-3000)}`);
}

export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null) return;
  instance.child.kill('SIGTERM');
  const timer = setTimeout(() => instance.child.kill('SIGKILL'), 15000);
  await instance.exited;
  clearTimeout(timer);
}

/** Where calls go: an instance, or a proxy in front of several. */
export type Served = Pick<Instance, 'url'>;

/** Signs in through the public API with the password encrypted as the web client does. */
export async function signIn(instance: Served, username: string, password: string): Promise<string> {
  const key = (await (await fetch(`${instance.url}${API_PATHS.publicKey}`)).json()) as { data: { publicKey: string } };
  const query = new URLSearchParams({ username, password: encryptLikeJsencrypt(key.data.publicKey, password) });
  const res = await fetch(`${instance.url}${API_PATHS.login}?${query}`);
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

export async function api<T>(
  instance: Served,
  token: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: { code: number; msg: string; data: T } }> {
  const res = await fetch(`${instance.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: T } };
}
