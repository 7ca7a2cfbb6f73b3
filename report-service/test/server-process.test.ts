import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const serviceRoot = path.resolve(__dirname, '..');
const tsx = path.resolve(serviceRoot, '../node_modules/.bin/tsx');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function startServer(env: Record<string, string>) {
  const child = spawn(tsx, ['src/server.ts'], { cwd: serviceRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

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
});
