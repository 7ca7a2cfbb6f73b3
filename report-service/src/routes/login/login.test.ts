import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';
import { encryptLikeJsencrypt } from '../../../test/jsencrypt-client';
import { ADDRESS_LIMITS } from './address-failures';

describe('sign-in calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_MINUTES: '15' });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string) => request(t.app).get('/api/Login/GetJwtToken3').query({ username, password });

  it('hands out a 1024-bit public key without PEM armour and mockServer false', async () => {
    const res = await request(t.app).get('/publicKey');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, success: true, data: { mockServer: false } });
    expect(res.body.data.publicKey).toMatch(/^MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ[A-Za-z0-9+/=]+$/);
  });

  it('signs in with a password encrypted by jsencrypt itself', async () => {
    const key = (await request(t.app).get('/publicKey')).body.data.publicKey as string;
    const res = await login('admin', encryptLikeJsencrypt(key, PASSWORDS.admin));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(typeof res.body.data.token).toBe('string');
    expect(res.body.data.expires_in).toBe(7200);
  });

  it('refuses a plain password while RSA is on', async () => {
    const res = await login('admin', PASSWORDS.admin);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false, data: null });
    expect(res.body.msg).toContain('加密');
  });

  it('answers missing fields with the spec messages', async () => {
    const noUser = await request(t.app)
      .get('/api/Login/GetJwtToken3')
      .query({ password: t.encrypt('whatever1') });
    expect(noUser.status).toBe(400);
    expect(noUser.body.msg).toBe('用户名不能为空');
    const shortPassword = await request(t.app).get('/api/Login/GetJwtToken3').query({ username: 'admin', password: 'x' });
    expect(shortPassword.body.msg).toBe('密码不能少于6位');
    const english = await request(t.app).get('/api/Login/GetJwtToken3').set('Accept-Language', 'en-US').query({ password: 'abcdefg' });
    expect(english.body.msg).toBe('User name is required');
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    const wrong = await login('npc01', t.encrypt('Wrong@2026'));
    const unknown = await login('nobody', t.encrypt('Wrong@2026'));
    expect(wrong.status).toBe(401);
    expect(wrong.body.msg).toBe('用户名或密码错误，再失败2次账号将锁定15分钟');
    expect(unknown.body.msg).toBe(wrong.body.msg);
  });

  it('counts down the attempts left, for a name that matches no account just as for one that does', async () => {
    const wrongAgain = (username: string) =>
      request(t.app)
        .get('/api/Login/GetJwtToken3')
        .set('Accept-Language', 'en-US')
        .query({ username, password: t.encrypt('Wrong@2026') });
    const answers = async (username: string) => {
      const first = await wrongAgain(username);
      const second = await wrongAgain(username);
      const third = await wrongAgain(username);
      const fourth = await wrongAgain(username);
      return [first, second, third, fourth].map((res) => `${res.status} ${res.body.msg}`);
    };
    const expected = [
      '401 Wrong user name or password (attempts left before a 15-minute lock: 2)',
      '401 Wrong user name or password (attempts left before a 15-minute lock: 1)',
      '401 Too many failed sign-ins: the account is locked, try again in 15 minutes',
      '401 Too many failed sign-ins: the account is locked, try again in 15 minutes',
    ];
    expect(await answers('unit02')).toEqual(expected);
    expect(await answers('no-such-clerk')).toEqual(expected);
  }, 30000);

  it('locks an account after repeated failures, even for the right password', async () => {
    await login('cppcc01', t.encrypt('Wrong@2026'));
    await login('cppcc01', t.encrypt('Wrong@2026'));
    const third = await login('cppcc01', t.encrypt('Wrong@2026'));
    expect(third.status).toBe(401);
    expect(third.body.msg).toMatch(/锁定.*15分钟/);
    const right = await login('cppcc01', t.encrypt(PASSWORDS.demo));
    expect(right.status).toBe(401);
    expect(right.body.msg).toMatch(/锁定/);
  }, 20000);

  it('signs in by phone', async () => {
    const res = await request(t.app)
      .get('/api/Login/GetJwtToken3ByPhone')
      .query({ phone: '13800000000', password: t.encrypt(PASSWORDS.admin) });
    expect(res.status).toBe(200);
    expect(res.body.data.token).toBeTruthy();
    const bad = await request(t.app)
      .get('/api/Login/GetJwtToken3ByPhone')
      .query({ phone: '123', password: t.encrypt(PASSWORDS.admin) });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('请输入正确的手机号');
  });

  it('refuses a disabled account', async () => {
    const res = await login('retired01', t.encrypt(PASSWORDS.demo));
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe('账号已停用，请联系管理员');
  });

  it('refuses an unknown or missing sign-in link', async () => {
    const unknown = await request(t.app).get('/api/Login/GetJwtToken3ByUUID').query({ uuid: 'not-issued' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.msg).toBe('登录链接无效或已过期');
    const missing = await request(t.app).get('/api/Login/GetJwtToken3ByUUID');
    expect(missing.status).toBe(400);
  });

  it('refreshes a live token and refuses a revoked or forged one', async () => {
    const token = await t.login('npc01', PASSWORDS.demo);
    const refreshed = await request(t.app).get('/api/Login/RefreshToken/RefreshToken').query({ token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.token).not.toBe(token);
    expect(refreshed.body.data.expires_in).toBe(7200);
    const info = await request(t.app).get('/api/User/GetUserInfo').set('Authorization', `Bearer ${refreshed.body.data.token}`);
    expect(info.body.data.username).toBe('npc01');

    await request(t.app).get('/logout').set('Authorization', `Bearer ${token}`);
    const revoked = await request(t.app).get('/api/Login/RefreshToken/RefreshToken').query({ token });
    expect(revoked.status).toBe(401);
    const forged = await request(t.app)
      .get('/api/Login/RefreshToken/RefreshToken')
      .query({ token: `${token}x` });
    expect(forged.status).toBe(401);
  });

  it('stops a token at once on logout', async () => {
    const token = await t.login('unit01', PASSWORDS.demo);
    const before = await request(t.app).get('/api/User/GetUserInfo').set('Authorization', `Bearer ${token}`);
    expect(before.status).toBe(200);
    const out = await request(t.app).get('/logout').set('Authorization', `Bearer ${token}`);
    expect(out.body.msg).toBe('退出成功');
    const after = await request(t.app).get('/api/User/GetUserInfo').set('Authorization', `Bearer ${token}`);
    expect(after.status).toBe(401);
  });

  it('answers social login with a clear error and no token', async () => {
    const res = await request(t.app).post('/socialLogin').send({ provider: 'github', code: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.data).toBeNull();
    expect(res.body.msg).toContain('未配置第三方登录');
  });

  it('registers a disabled account that cannot sign in until enabled', async () => {
    const res = await request(t.app)
      .post('/register')
      .send({ username: 'newcomer', password: t.encrypt('Newcomer@2026'), Staff_Name: '新同事' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ username: 'newcomer', state: 0 });
    const signIn = await login('newcomer', t.encrypt('Newcomer@2026'));
    expect(signIn.body.msg).toBe('账号已停用，请联系管理员');
    const again = await request(t.app)
      .post('/register')
      .send({ username: 'newcomer', password: t.encrypt('Newcomer@2026') });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('用户名已存在');
  });

  it('reports health and readiness', async () => {
    expect((await request(t.app).get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await request(t.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
  });

  it('answers unknown API paths and calls without a token with the envelope', async () => {
    const noToken = await request(t.app).get('/api/User/GetUserInfo');
    expect(noToken.status).toBe(401);
    expect(noToken.body).toMatchObject({ code: 401, success: false });
    const token = await t.login('admin', PASSWORDS.admin);
    const unknown = await request(t.app).get('/api/Nothing/Here').set('Authorization', `Bearer ${token}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(404);
  });
});

describe('password spraying from one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // The app trusts the loopback proxy, so the address is the one it forwards.
  const from =
    (address: string, language = 'zh-CN') =>
    (username: string, password: string) =>
      request(t.app)
        .get('/api/Login/GetJwtToken3')
        .set('X-Forwarded-For', address)
        .set('Accept-Language', language)
        .query({ username, password: t.encrypt(password) });

  it('slows an address that failed under many accounts, keeping out even a right password, and no other address', async () => {
    const sprayer = from('203.0.113.9');
    for (let i = 1; i < ADDRESS_LIMITS.slowAfterAccounts; i++) expect((await sprayer(`spray${i}`, 'Spring@2026')).status).toBe(401);
    // A few failures from an address (a shared office connection) keep no one out.
    expect((await sprayer('npc01', PASSWORDS.demo)).status).toBe(200);

    expect((await sprayer(`spray${ADDRESS_LIMITS.slowAfterAccounts}`, 'Spring@2026')).status).toBe(401);
    const slowed = await sprayer('npc01', PASSWORDS.demo);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toMatchObject({ code: 429, success: false, data: null });
    expect(slowed.body.msg).toMatch(/^登录失败次数过多，请[1-5]秒后再试$/);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    const english = await from('203.0.113.9', 'en-US')('npc01', PASSWORDS.demo);
    expect(english.body.msg).toMatch(/^Too many failed sign-ins from this address: wait [1-5] s before trying again$/);

    expect((await from('198.51.100.4')('npc01', PASSWORDS.demo)).status).toBe(200);
    const logged = await t.ctx.db
      .selectFrom('activity_logs')
      .select('description')
      .where('ip', '=', '203.0.113.9')
      .where('username', '=', 'npc01')
      .where('description', 'like', '%秒后再试')
      .execute();
    expect(logged.length).toBeGreaterThanOrEqual(1);
  }, 60000);
});
