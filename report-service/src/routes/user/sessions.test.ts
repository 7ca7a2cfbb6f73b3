import { API_PATHS, type SessionRow } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';
import type { AuthContext } from '../../auth/context';
import { SessionUse } from '../../auth/session-use';
import { deviceLabel } from './device-label';

// The personal centre's sessions: each user sees their own live sessions, can end every other one, and
// changing their own password ends the others too, while the session that changed it goes on.

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

let t: TestApp;
let admin: string;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const PASSWORD = 'Test@2026x';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', PASSWORDS.admin);
});
afterAll(() => t.close());

/** Signs in from a browser of the given user agent; answers the token. */
async function signIn(username: string, password: string, userAgent: string): Promise<string> {
  const res = await request(t.app)
    .get(API_PATHS.login)
    .set('User-Agent', userAgent)
    .query({ username, password: t.encrypt(password) });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

let accounts = 0;
/** A new account signed in on two devices: its id, name, and the token of each device. */
async function twoDevices(): Promise<{ id: number; username: string; desk: string; phone: string }> {
  const username = `sessions${++accounts}`;
  const added = await request(t.app)
    .post(API_PATHS.userAdd)
    .set(bearer(admin))
    .send({ username, staff_Name: `会话${accounts}`, password: t.encrypt(PASSWORD), roleIds: [] });
  expect(added.status).toBe(200);
  const desk = await signIn(username, PASSWORD, CHROME_WINDOWS);
  const phone = await signIn(username, PASSWORD, SAFARI_IPHONE);
  return { id: added.body.data.user_ID, username, desk, phone };
}

const userInfo = (token: string) => request(t.app).get(API_PATHS.userInfo).set(bearer(token));

async function sessionsOf(token: string, lang = 'zh'): Promise<SessionRow[]> {
  const res = await request(t.app).get(API_PATHS.mySessions).set(bearer(token)).set('Accept-Language', lang);
  expect(res.status).toBe(200);
  return res.body.data as SessionRow[];
}

const logOf = (userId: number) =>
  t.ctx.db.selectFrom('activity_logs').select(['module', 'description']).where('user_id', '=', userId).orderBy('id').execute();

describe('my sessions', () => {
  it('lists both sessions, the current one marked, with device, address and times', async () => {
    const account = await twoDevices();
    const fromDesk = await sessionsOf(account.desk);
    expect(fromDesk).toHaveLength(2);
    expect(fromDesk.map((s) => [s.device, s.current])).toEqual([
      ['Chrome 131 · Windows', true],
      ['Safari 17 · iOS', false],
    ]);
    for (const session of fromDesk) {
      expect(session.address).not.toBe('');
      expect(Date.parse(session.signedInAt)).toBeLessThanOrEqual(Date.parse(session.lastUsedAt));
      expect(Math.abs(Date.now() - Date.parse(session.lastUsedAt))).toBeLessThan(60_000);
    }
    expect(fromDesk[1]?.userAgent).toBe(SAFARI_IPHONE);

    const fromPhone = await sessionsOf(account.phone);
    expect(fromPhone.map((s) => [s.device, s.current])).toEqual([
      ['Safari 17 · iOS', true],
      ['Chrome 131 · Windows', false],
    ]);
    expect(new Set(fromPhone.map((s) => s.id))).toEqual(new Set(fromDesk.map((s) => s.id)));
  });

  it("never shows another user's sessions", async () => {
    const one = await twoDevices();
    const other = await twoDevices();
    const mine = (await sessionsOf(one.desk)).map((s) => s.id);
    const theirs = (await sessionsOf(other.desk)).map((s) => s.id);
    expect(mine).toHaveLength(2);
    expect(theirs).toHaveLength(2);
    expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
    // The list takes no user: a query naming another one changes nothing.
    const asked = await request(t.app).get(API_PATHS.mySessions).query({ User_ID: other.id }).set(bearer(one.desk));
    expect((asked.body.data as SessionRow[]).map((s) => s.id).sort()).toEqual([...mine].sort());
  });

  it('needs a signed-in caller', async () => {
    expect((await request(t.app).get(API_PATHS.mySessions)).status).toBe(401);
    expect((await request(t.app).post(API_PATHS.signOutElsewhere)).status).toBe(401);
  });

  it('leaves out ended sessions', async () => {
    const account = await twoDevices();
    expect((await request(t.app).get(API_PATHS.logout).set(bearer(account.phone))).status).toBe(200);
    expect((await sessionsOf(account.desk)).map((s) => s.current)).toEqual([true]);
  });
});

describe('sign out elsewhere', () => {
  it('ends every other session, keeps this one, and logs it', async () => {
    const account = await twoDevices();
    const third = await signIn(account.username, PASSWORD, FIREFOX_LINUX);
    // Kept in memory before: the end must be heard, not waited out.
    expect((await userInfo(account.phone)).status).toBe(200);
    expect((await userInfo(third)).status).toBe(200);

    const res = await request(t.app).post(API_PATHS.signOutElsewhere).set(bearer(account.desk)).set('Accept-Language', 'en');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ended: 2 });
    expect(res.body.msg).toBe('Signed out on your other devices');

    expect((await userInfo(account.phone)).status).toBe(401);
    expect((await userInfo(third)).status).toBe(401);
    expect((await userInfo(account.desk)).status).toBe(200);
    expect((await sessionsOf(account.desk)).map((s) => [s.device, s.current])).toEqual([['Chrome 131 · Windows', true]]);
    expect(await logOf(account.id)).toContainEqual({ module: '退出', description: `会话${accounts}退出了其他设备上的登录（2 处）` });

    const again = await request(t.app).post(API_PATHS.signOutElsewhere).set(bearer(account.desk));
    expect(again.body).toMatchObject({ data: { ended: 0 }, msg: '已退出其他设备上的登录' });
  });

  it("leaves another user's sessions alone", async () => {
    const one = await twoDevices();
    const other = await twoDevices();
    expect((await request(t.app).post(API_PATHS.signOutElsewhere).set(bearer(one.desk))).status).toBe(200);
    expect((await userInfo(other.desk)).status).toBe(200);
    expect((await userInfo(other.phone)).status).toBe(200);
    expect(await sessionsOf(other.desk)).toHaveLength(2);
  });
});

describe('changing one’s own password', () => {
  const change = (token: string, oldPwd: string, newPwd: string) =>
    request(t.app)
      .put(API_PATHS.userResetPwd)
      .set(bearer(token))
      .query({ oldPwd: t.encrypt(oldPwd), newPwd: t.encrypt(newPwd), confirmNewPwd: t.encrypt(newPwd) });

  it('ends every other session of the user; this one stays', async () => {
    const account = await twoDevices();
    expect((await userInfo(account.phone)).status).toBe(200);
    const res = await change(account.desk, PASSWORD, 'Fresh#2026a');
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('密码修改成功，其他设备上的登录已退出');

    expect((await userInfo(account.phone)).status).toBe(401);
    expect((await userInfo(account.desk)).status).toBe(200);
    expect((await sessionsOf(account.desk)).map((s) => s.current)).toEqual([true]);
    const entries = await logOf(account.id);
    expect(entries).toContainEqual({ module: '密码', description: `会话${accounts}修改了自己的密码，退出了其他 1 处登录` });
    await expect(signIn(account.username, 'Fresh#2026a', FIREFOX_LINUX)).resolves.toEqual(expect.any(String));
  });

  it('a refused change ends nothing', async () => {
    const account = await twoDevices();
    const res = await change(account.desk, 'Wrong@2026x', 'Fresh#2026a');
    expect(res.status).toBe(400);
    expect((await userInfo(account.phone)).status).toBe(200);
    expect(await sessionsOf(account.desk)).toHaveLength(2);
  });
});

describe('when a session was last used', () => {
  it('is written at most once a minute, and the write leaves the kept callers kept', async () => {
    const account = await twoDevices();
    const info = await userInfo(account.desk);
    expect(info.status).toBe(200);
    const session = (await sessionsOf(account.desk)).find((s) => s.current);
    if (!session) throw new Error('no current session');
    const lastUsed = () =>
      t.ctx.db
        .selectFrom('auth_sessions')
        .select('last_used_at')
        .where('id', '=', session.id)
        .executeTakeFirstOrThrow()
        .then((row) => row.last_used_at && new Date(row.last_used_at).getTime());

    let now = Date.now();
    const use = new SessionUse(t.ctx.db, { now: () => now });
    const caller = { sessionId: session.id, issuedAt: Math.floor(Date.parse(session.signedInAt) / 1000) } as AuthContext;
    const signedIn = await lastUsed();
    await use.used(caller);
    expect(await lastUsed()).toBe(signedIn);

    const cached = t.ctx.callers.size;
    expect(cached).toBeGreaterThan(0);
    now += 61_000;
    await use.used(caller);
    expect(await lastUsed()).toBe(now);
    // The write of the use alone announces nothing: what was kept stays kept.
    expect(t.ctx.callers.size).toBe(cached);

    const written = now;
    now += 30_000;
    await use.used(caller);
    expect(await lastUsed()).toBe(written);
    now += 31_000;
    await use.used(caller);
    expect(await lastUsed()).toBe(now);
    expect((await sessionsOf(account.desk)).find((s) => s.current)?.lastUsedAt).toBe(new Date(now).toISOString());
  });
});

describe('device labels', () => {
  it('name the browser and system of common agents', () => {
    expect(deviceLabel(CHROME_WINDOWS)).toBe('Chrome 131 · Windows');
    expect(deviceLabel(SAFARI_IPHONE)).toBe('Safari 17 · iOS');
    expect(deviceLabel(FIREFOX_LINUX)).toBe('Firefox 133 · Linux');
    expect(
      deviceLabel(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge 131 · macOS');
    expect(
      deviceLabel(
        'Mozilla/5.0 (Linux; Android 14; V2307A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.49',
      ),
    ).toBe('WeChat 8 · Android');
    expect(deviceLabel('curl/8.5.0')).toBe('curl 8.5.0');
    expect(deviceLabel('')).toBe('');
  });
});
