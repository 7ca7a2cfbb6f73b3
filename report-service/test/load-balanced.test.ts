import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { API_PATHS } from '@proposal-desk/shared';
import pg from 'pg';
import { api, type Instance, signIn, startInstance, stopInstance } from './instances';
import { expectCompleteWithoutDuplicates, packKilledMidway, waitFor } from './killed-pack';
import { startNginx, type Nginx } from './nginx';
import { databaseUrlFor, pgTemplateDb } from './targets';

// The deployment of deploy/: nginx (Debian's, with deploy/nginx/proposal-desk.conf) in front of two instances on one
// PostgreSQL and one data folder, started at the same moment. Either instance answers any call; what one changes the
// other sees at once; a pack survives `kill -9` of an instance rendering it, followed through nginx.

const ADMIN_PASSWORD = 'Admin@2026';
const DEMO_PASSWORD = 'Demo@2026';
const dbName = `proposal_desk_nginx_${randomBytes(4).toString('hex')}`;
let a: Instance;
let b: Instance;
let nginx: Nginx;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: databaseUrlFor('postgres') });
  await admin.connect();
  await admin.query(`create database ${dbName} template ${pgTemplateDb()}`);
  await admin.end();
  // One fresh data folder for both and no JWT_SECRET (empty is unset): whichever starts first makes the key pair and
  // the secret there, the other reads them.
  const shared = {
    DATABASE_URL: databaseUrlFor(dbName),
    SEED_DEMO: 'false',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pd-nginx-data-')),
    WORKERS: '1',
    JWT_SECRET: '',
  };
  [a, b] = await Promise.all([startInstance('a', shared), startInstance('b', shared)]);
  nginx = await startNginx([new URL(a.url).host, new URL(b.url).host]);
}, 240000);

afterAll(async () => {
  await nginx?.stop();
  for (const instance of [a, b]) if (instance) await stopInstance(instance);
  const admin = new pg.Client({ connectionString: databaseUrlFor('postgres') });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

/** The instance (host:port) that answered each of `count` calls of `path` through nginx. */
async function upstreamsOf(token: string, path: string, count: number): Promise<string[]> {
  const served: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${nginx.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    served.push(res.headers.get('x-upstream') ?? '');
  }
  return served;
}

test('signs in through nginx whichever instance answers, and a token of one is good on the other', async () => {
  // The public key and the sign-in go to different instances by turns: they share the key pair.
  const tokens = [];
  for (let i = 0; i < 4; i++) tokens.push(await signIn(nginx, 'npc01', DEMO_PASSWORD));
  const served = await upstreamsOf(tokens[0]!, API_PATHS.userInfo, 6);
  expect(new Set(served)).toEqual(new Set([new URL(a.url).host, new URL(b.url).host]));
  const onA = await signIn(a, 'unit01', DEMO_PASSWORD);
  expect((await api(b, onA, API_PATHS.userInfo)).status).toBe(200);
  expect((await api(a, await signIn(b, 'unit01', DEMO_PASSWORD), API_PATHS.userInfo)).status).toBe(200);
}, 60000);

test('a disabled user and a change of the reported data, made on one instance, are seen on the other at once', async () => {
  const admin = await signIn(a, 'admin', ADMIN_PASSWORD);
  const unit02 = await signIn(b, 'unit02', DEMO_PASSWORD);
  expect((await api(b, unit02, API_PATHS.userInfo)).status).toBe(200);
  const user = await api<{ user_ID: number }>(a, unit02, API_PATHS.userInfo);
  const off = await api(a, admin, `${API_PATHS.userSetState}?User_ID=${user.body.data.user_ID}&State=0`, { method: 'PUT' });
  expect(off.status).toBe(200);
  // b hears of it through PostgreSQL's LISTEN (report-service/src/auth/caller-changes.ts): within moments, not a poll later.
  await waitFor(
    'b to refuse the disabled user',
    async () => ((await api(b, unit02, API_PATHS.userInfo)).status === 401 ? true : undefined),
    5000,
  );
  await api(a, admin, `${API_PATHS.userSetState}?User_ID=${user.body.data.user_ID}&State=1`, { method: 'PUT' });

  // A download's ETag names the data version: a holiday added on a changes it on b.
  const workbook = `/api/Report/caseStatusReportPrint/xlsx`;
  const etagOn = async (instance: Instance) => {
    const res = await fetch(`${instance.url}${workbook}`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    return res.headers.get('etag');
  };
  const before = await etagOn(b);
  expect(await etagOn(b)).toBe(before);
  const added = await api(a, admin, API_PATHS.holidayAdd, {
    method: 'POST',
    body: { date: '2031-05-06', name: '调休测试', workday: false },
  });
  expect(added.status).toBe(200);
  expect(await etagOn(b)).not.toBe(before);
}, 60000);

test('a pack followed through nginx completes when an instance rendering it is killed with kill -9', async () => {
  const token = await signIn(nginx, 'admin', ADMIN_PASSWORD);
  const id = await packKilledMidway(nginx, token, a);
  await expectCompleteWithoutDuplicates(nginx, token, id);
}, 420000);
