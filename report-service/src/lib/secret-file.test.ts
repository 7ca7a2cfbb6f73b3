import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readOrCreateSecretFile } from './secret-file';

// Instances sharing a data folder make its JWT secret and RSA key pair once, however they race to start.

const folder = () => mkdtempSync(path.join(os.tmpdir(), 'pd-secret-'));

test('made once, then read; a secret already there is kept', () => {
  const dir = folder();
  const file = path.join(dir, 'jwt-secret');
  let made = 0;
  const make = () => `secret-${++made}`;
  expect(readOrCreateSecretFile(file, make)).toBe('secret-1');
  expect(readOrCreateSecretFile(file, make)).toBe('secret-1');
  expect(made).toBe(1);
  writeFileSync(path.join(dir, 'kept'), 'from an earlier start');
  expect(readOrCreateSecretFile(path.join(dir, 'kept'), make)).toBe('from an earlier start');
  expect(readdirSync(dir).sort()).toEqual(['jwt-secret', 'kept']);
});

test('processes starting together all end with the one secret written', async () => {
  const dir = folder();
  const file = path.join(dir, 'rsa-private.pem');
  const script = `
    const { readOrCreateSecretFile } = require(${JSON.stringify(path.join(__dirname, 'secret-file.ts'))});
    process.stdout.write(readOrCreateSecretFile(${JSON.stringify(file)}, () => 'made by ' + process.pid));`;
  const racers = Array.from(
    { length: 6 },
    () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
      }),
  );
  const secrets = await Promise.all(racers);
  expect(new Set(secrets)).toEqual(new Set([readFileSync(file, 'utf8')]));
  expect(readdirSync(dir)).toEqual(['rsa-private.pem']);
}, 60000);
