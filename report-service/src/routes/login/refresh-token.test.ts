import { API_PATHS, LOG_MODULES } from '@proposal-desk/shared';
import { sql } from 'kysely';
import request from 'supertest';
import { createTestApp, createPeerApp, PASSWORDS, type TestApp } from '../../../test/harness';
import { TEST_TARGET } from '../../../test/targets';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (token: string, app = t.app) => request(app).get(API_PATHS.refreshToken).query({ token });
const userInfo = (token: string, app = t.app) => request(app).get(API_PATHS.userInfo).set('Authorization', `Bearer ${token}`);
const sessionId = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti as string;

/** The refreshes the activity log holds for a user. */
const refreshesLogged = (username: string) =>
  t.ctx.db
    .selectFrom('activity_logs')
    .select(['module', 'description', 'source'])
    .where('username', '=', username)
    .where('message_key', '=', 'log.user.tokenRefreshed')
    .orderBy('id')
    .execute();

describe(`RefreshToken (${TEST_TARGET})`, () => {
  it('ends the token it replaces as the new one begins, and logs it', async () => {
    const token = await t.login('npc01', PASSWORDS.demo);
    expect((await userInfo(token)).status).toBe(200);

    const refreshed = await refresh(token);
    expect(refreshed.status).toBe(200);
    const next = refreshed.body.data.token as string;
    expect(next).not.toBe(token);
    expect((await userInfo(next)).body.data.username).toBe('npc01');
    // The predecessor answers 401 from now on, here and on another instance, and cannot refresh again.
    const old = await userInfo(token);
    expect(old.status).toBe(401);
    const peer = await createPeerApp(t);
    try {
      expect((await userInfo(token, peer.app)).status).toBe(401);
      expect((await userInfo(next, peer.app)).status).toBe(200);
    } finally {
      await peer.close();
    }
    const again = await refresh(token);
    expect([again.status, again.body.msg]).toEqual([401, '令牌无效或已过期，请重新登录']);

    const sessions = await t.ctx.db
      .selectFrom('auth_sessions')
      .select(['id', 'revoked_at'])
      .where('id', 'in', [sessionId(token), sessionId(next)])
      .execute();
    expect(Object.fromEntries(sessions.map((s) => [s.id, s.revoked_at !== null]))).toEqual({
      [sessionId(token)]: true,
      [sessionId(next)]: false,
    });
    const { staff_name } = await t.ctx.db
      .selectFrom('users')
      .select('staff_name')
      .where('username', '=', 'npc01')
      .executeTakeFirstOrThrow();
    expect(await refreshesLogged('npc01')).toEqual([
      { module: LOG_MODULES.login, description: `${staff_name}（npc01）刷新登录令牌，原令牌已失效`, source: 'product' },
    ]);
    const english = await request(t.app)
      .get(API_PATHS.logList)
      .query({ keyword: '刷新登录令牌' })
      .set('Authorization', `Bearer ${await t.login('admin', PASSWORDS.admin)}`)
      .set('Accept-Language', 'en-US');
    expect(english.body.data.rows[0].description).toBe(`${staff_name} (npc01) refreshed the session token; the previous token has ended`);
  });

  it('lets one of two refreshes of the same token at once through: a token is replaced once', async () => {
    const token = await t.login('cppcc01', PASSWORDS.demo);
    const answers = await Promise.all([refresh(token), refresh(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    const winner = answers.find((a) => a.status === 200)!.body.data.token as string;
    expect((await userInfo(winner)).status).toBe(200);
    expect((await userInfo(token)).status).toBe(401);
    expect(await refreshesLogged('cppcc01')).toHaveLength(1);
    const live = await t.ctx.db
      .selectFrom('auth_sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('u.username', '=', 'cppcc01')
      .where('s.revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(live.n).toBe(1);
  });

  it('refuses a signed-out, expired or forged token, and writes nothing', async () => {
    const before = await t.ctx.db
      .selectFrom('auth_sessions')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const signedOut = await t.login('unit01', PASSWORDS.demo);
    await request(t.app).get(API_PATHS.logout).set('Authorization', `Bearer ${signedOut}`);
    expect((await refresh(signedOut)).status).toBe(401);

    const expired = await t.login('leader01', PASSWORDS.demo);
    await t.ctx.db
      .updateTable('auth_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', sessionId(expired))
      .execute();
    expect((await refresh(expired)).status).toBe(401);
    expect((await refresh(`${expired}x`)).status).toBe(401);

    const after = await t.ctx.db
      .selectFrom('auth_sessions')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n + 2);
    expect([...(await refreshesLogged('unit01')), ...(await refreshesLogged('leader01'))]).toEqual([]);
  });
});
