import { API_PATHS } from '@proposal-desk/shared';
import type { Express } from 'express';
import request from 'supertest';
import { createPeerApp, createTestApp, PASSWORDS, type TestApp } from '../../test/harness';
import { PUBLIC_REQUESTS_PER_MINUTE } from '../routes/public/public-replies';
import { ADDRESS_LIMITS } from '../routes/login/address-failures';
import { PRUNE_EVERY_MS, RateLimitTable } from './rate-limit-table';

// Two instances of the product on one database: a client spreading its requests over both (as a load balancer does)
// meets the same limits as one that talks to one instance.

let t: TestApp;
let peer: Awaited<ReturnType<typeof createPeerApp>>;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_MINUTES: '15' });
  peer = await createPeerApp(t);
});
afterAll(async () => {
  await peer.close();
  await t.close();
});

/** The instance of the i-th request: one, then the other. */
const instance = (i: number): Express => (i % 2 === 0 ? t.app : peer.app);

const signIn = (app: Express, address: string, username: string, password: string) =>
  request(app)
    .get('/api/Login/GetJwtToken3')
    .set('X-Forwarded-For', address)
    .query({ username, password: t.encrypt(password) });

describe('limits shared by the instances', () => {
  it('allows an address 120 public requests a minute in all, whichever instance answers them', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PUBLIC_REQUESTS_PER_MINUTE; i++)
      statuses.push((await request(instance(i)).get(API_PATHS.publicReplyOptions).set('X-Forwarded-For', '203.0.113.61')).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PUBLIC_REQUESTS_PER_MINUTE);
    for (const app of [t.app, peer.app]) {
      const refused = await request(app).get(API_PATHS.publicReplyOptions).set('X-Forwarded-For', '203.0.113.61');
      expect(refused.status).toBe(429);
      expect(refused.body.msg).toBe('访问过于频繁，请稍后再试');
    }
    expect((await request(peer.app).get(API_PATHS.publicReplyOptions).set('X-Forwarded-For', '203.0.113.62')).status).toBe(200);
  }, 60_000);

  it('slows an address that failed under many accounts on both instances', async () => {
    const sprayer = '203.0.113.63';
    for (let i = 0; i < ADDRESS_LIMITS.slowAfterAccounts; i++)
      expect((await signIn(instance(i), sprayer, `spray${i}`, 'Spring@2026')).status).toBe(401);
    for (const app of [t.app, peer.app]) {
      const slowed = await signIn(app, sprayer, 'npc01', PASSWORDS.demo);
      expect(slowed.status).toBe(429);
      expect(slowed.body.msg).toMatch(/^登录失败次数过多，请[1-5]秒后再试$/);
    }
    expect((await signIn(peer.app, '203.0.113.64', 'npc01', PASSWORDS.demo)).status).toBe(200);
  }, 60_000);

  it('answers a name of no account as an account on both instances: attempts left, then locked', async () => {
    const attempts = async (username: string, address: string) => {
      const messages: string[] = [];
      for (let i = 0; i < 4; i++) messages.push((await signIn(instance(i), address, username, 'Wrong@2026')).body.msg as string);
      return messages;
    };
    const unknown = await attempts('nobody-at-all', '203.0.113.65');
    expect(unknown).toEqual([
      '用户名或密码错误，再失败2次账号将锁定15分钟',
      '用户名或密码错误，再失败1次账号将锁定15分钟',
      '登录失败次数过多，账号已锁定，请15分钟后再试',
      '登录失败次数过多，账号已锁定，请15分钟后再试',
    ]);
    expect(await attempts('dlg003', '203.0.113.66')).toEqual(unknown);
  }, 60_000);

  it('keeps no expired row past the next pruning', async () => {
    let now = Date.now();
    const table = new RateLimitTable(t.ctx.db, () => now);
    await table.count('test:gone', 1000);
    now += 2000;
    await table.count('test:kept', 1000);
    const keys = async () =>
      (await t.ctx.db.selectFrom('rate_limits').select('key').where('key', 'like', 'test:%').execute()).map((r) => r.key);
    expect((await keys()).sort()).toEqual(['test:gone', 'test:kept']);
    now += PRUNE_EVERY_MS;
    await table.count('test:kept', 1000);
    expect(await keys()).toEqual(['test:kept']);
  });
});
