import { API_PATHS, type CurrentUserInfo, type RoleOption } from '@proposal-desk/shared';
import type { Express } from 'express';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import request from 'supertest';
import { createPeerApp, createTestApp, PASSWORDS, type TestApp } from '../../test/harness';
import { createApp } from '../app';
import type { AppContext } from '../app-context';

// The caller of a live session is kept in memory, and every change to it is heard at once: through the
// product's commands, a plain SQL write, and on another instance of the same database.

/** Notes every query the app's database runs. */
class QueryLog implements KyselyPlugin {
  readonly queries: string[] = [];
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.queries.push(JSON.stringify(node));
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/** The app of `ctx` on a database that notes its queries. */
function loggedApp(ctx: AppContext): { app: Express; log: QueryLog } {
  const log = new QueryLog();
  return { app: createApp({ ...ctx, db: ctx.db.withPlugin(log) }), log };
}

let t: TestApp;
let app: Express;
let log: QueryLog;
let admin: string;
let roles: RoleOption[];
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const roleId = (name: string) => roles.find((r) => r.name === name)?.id ?? 0;
const PASSWORD = 'Test@2026x';

beforeAll(async () => {
  t = await createTestApp();
  ({ app, log } = loggedApp(t.ctx));
  admin = await t.login('admin', PASSWORDS.admin);
  roles = (await request(app).get(API_PATHS.roleAll).set(bearer(admin))).body.data;
});
afterAll(() => t.close());

const userInfo = (token: string, on = app) => request(on).get(API_PATHS.userInfo).set(bearer(token));

/** Asks GetUserInfo twice and checks the second answer came from memory; answers it. */
async function keptInfo(token: string, on = app, queries = log): Promise<CurrentUserInfo> {
  expect((await userInfo(token, on)).status).toBe(200);
  queries.queries.length = 0;
  const res = await userInfo(token, on);
  expect(res.status).toBe(200);
  expect(queries.queries).toEqual([]);
  return res.body.data;
}

let accounts = 0;
/** The unit the unit-staff accounts work at. */
const firstUnit = async () => (await t.ctx.db.selectFrom('handling_units').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
/** A new unit-staff account, signed in: its id and token. */
async function newAccount(roleIds = [roleId('unitLead')]): Promise<{ id: number; username: string; token: string }> {
  const username = `cached${++accounts}`;
  const added = await request(app)
    .post(API_PATHS.userAdd)
    .set(bearer(admin))
    .send({ username, staff_Name: `缓存${accounts}`, password: t.encrypt(PASSWORD), roleIds, unit_ID: await firstUnit() });
  expect(added.status).toBe(200);
  return { id: added.body.data.user_ID, username, token: await t.login(username, PASSWORD) };
}

async function until(what: string, holds: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a kept caller', () => {
  it('answers GetUserInfo from memory, and a list with its own queries only', async () => {
    const token = await t.login('npc01', PASSWORDS.demo);
    log.queries.length = 0;
    const first = await userInfo(token);
    expect(first.status).toBe(200);
    expect(log.queries.some((query) => query.includes('"auth_sessions"'))).toBe(true);
    expect(await keptInfo(token)).toEqual(first.body.data);

    log.queries.length = 0;
    const list = await request(app).post(API_PATHS.npcList).set(bearer(token)).send({});
    expect(list.status).toBe(200);
    expect(log.queries.length).toBeGreaterThan(0);
    expect(log.queries.filter((query) => query.includes('"auth_sessions"'))).toEqual([]);
  });

  it("stays kept through sign-in bookkeeping, its own user's included, and others' sign-outs", async () => {
    const token = await t.login('npc01', PASSWORDS.demo);
    await keptInfo(token);
    const wrong = await request(app)
      .get(API_PATHS.login)
      .query({ username: 'npc01', password: t.encrypt('Wrong@2026') });
    expect(wrong.status).toBe(401);
    await t.login('npc01', PASSWORDS.demo);
    const other = await t.login('cppcc01', PASSWORDS.demo);
    await request(app).get(API_PATHS.logout).set(bearer(other));
    log.queries.length = 0;
    expect((await userInfo(token)).status).toBe(200);
    expect(log.queries).toEqual([]);
  });
});

describe('a change to a kept caller counts at once', () => {
  it('logout: the token is refused on the next request', async () => {
    const token = await t.login('unit01', PASSWORDS.demo);
    await keptInfo(token);
    expect((await request(app).get(API_PATHS.logout).set(bearer(token))).status).toBe(200);
    expect((await userInfo(token)).status).toBe(401);
    expect((await request(app).post(API_PATHS.npcList).set(bearer(token)).send({})).status).toBe(401);
  });

  it('disabling the account, and deleting it', async () => {
    const disabled = await newAccount();
    await keptInfo(disabled.token);
    const off = await request(app).put(API_PATHS.userSetState).set(bearer(admin)).query({ User_ID: disabled.id, State: 0 });
    expect(off.status).toBe(200);
    expect((await userInfo(disabled.token)).status).toBe(401);

    const deleted = await newAccount();
    await keptInfo(deleted.token);
    expect(
      (
        await request(app)
          .delete(API_PATHS.userDelete)
          .set(bearer(admin))
          .query({ ids: String(deleted.id) })
      ).status,
    ).toBe(200);
    expect((await userInfo(deleted.token)).status).toBe(401);
  });

  it("changing the account's roles: abilities, level and scope follow", async () => {
    const account = await newAccount();
    expect(await keptInfo(account.token)).toMatchObject({ roles: ['unitLead'], level: 2 });
    const saved = await request(app)
      .put(API_PATHS.userUpdate)
      .set(bearer(admin))
      .send({ User_ID: account.id, username: account.username, staff_Name: '改了角色', roleIds: [roleId('npcStaff')] });
    expect(saved.status).toBe(200);
    const info = (await userInfo(account.token)).body.data;
    expect(info).toMatchObject({ staff_Name: '改了角色', roles: ['npcStaff'], level: 3 });
    expect(info.ability).toContain('case:register');
    // The office staff's register is open to it now, a unit's assignment list no longer.
    expect((await request(app).get(API_PATHS.caseList).set(bearer(account.token)).query({ body: 'NPC' })).status).toBe(200);
    expect((await request(app).get(API_PATHS.caseAssignments).set(bearer(account.token)).query({ stage: 'pending' })).status).toBe(403);
  });

  it('an administrator resetting or setting the password ends the sessions', async () => {
    const reset = await newAccount();
    await keptInfo(reset.token);
    expect((await request(app).put(API_PATHS.userAdminReset).set(bearer(admin)).send({ User_ID: reset.id })).status).toBe(200);
    expect((await userInfo(reset.token)).status).toBe(401);

    const set = await newAccount();
    await keptInfo(set.token);
    const saved = await request(app)
      .put(API_PATHS.userUpdate)
      .set(bearer(admin))
      .send({ User_ID: set.id, username: set.username, staff_Name: '新密码', password: t.encrypt('Other@2026x') });
    expect(saved.status).toBe(200);
    expect((await userInfo(set.token)).status).toBe(401);
  });

  it('changing one’s own password: the session goes on, read afresh', async () => {
    const account = await newAccount();
    await keptInfo(account.token);
    const form = { oldPwd: PASSWORD, newPwd: 'Fresh#2026a', confirmNewPwd: 'Fresh#2026a' };
    const changed = await request(app)
      .put(API_PATHS.userResetPwd)
      .set(bearer(account.token))
      .query(Object.fromEntries(Object.entries(form).map(([key, value]) => [key, t.encrypt(value)])));
    expect(changed.status).toBe(200);
    log.queries.length = 0;
    expect((await userInfo(account.token)).status).toBe(200);
    expect(log.queries.some((query) => query.includes('"auth_sessions"'))).toBe(true);
  });

  it("a role's abilities reach every holder", async () => {
    const role = await request(app)
      .post(API_PATHS.roleAdd)
      .set(bearer(admin))
      .send({ code: 42, name: 'cachedReader', title: '缓存只读', abilities: ['case:read'] });
    expect(role.status).toBe(200);
    const first = await newAccount([role.body.data.id]);
    const second = await newAccount([role.body.data.id]);
    expect((await keptInfo(first.token)).ability).toEqual(['case:read']);
    expect((await keptInfo(second.token)).ability).toEqual(['case:read']);
    const updated = await request(app)
      .put(API_PATHS.roleUpdate)
      .set(bearer(admin))
      .send({ id: role.body.data.id, code: 42, name: 'cachedReader', title: '缓存只读', abilities: ['case:read', 'log:read'] });
    expect(updated.status).toBe(200);
    expect((await userInfo(first.token)).body.data.ability).toEqual(['case:read', 'log:read']);
    expect((await userInfo(second.token)).body.data.ability).toEqual(['case:read', 'log:read']);
  });

  it("a department's new name shows in GetUserInfo", async () => {
    const token = await t.login('npc01', PASSWORDS.demo);
    const before = await keptInfo(token);
    const department = await t.ctx.db
      .selectFrom('departments')
      .select(['id', 'parent_id'])
      .where('id', '=', before.dept_ID ?? 0)
      .executeTakeFirstOrThrow();
    const renamed = await request(app)
      .put(API_PATHS.departmentUpdate)
      .set(bearer(admin))
      .send({ id: department.id, name: '缓存联络科', parent_ID: department.parent_id });
    expect(renamed.status).toBe(200);
    expect((await userInfo(token)).body.data.dept_Name).toBe('缓存联络科');
  });

  it('a write no command made, straight in SQL, counts as well', async () => {
    const account = await newAccount();
    await keptInfo(account.token);
    await t.ctx.db.updateTable('users').set({ staff_name: '直接改名' }).where('id', '=', account.id).execute();
    expect((await userInfo(account.token)).body.data.staff_Name).toBe('直接改名');
    await t.ctx.db
      .updateTable('auth_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', account.id)
      .execute();
    expect((await userInfo(account.token)).status).toBe(401);
  });
});

describe('two instances on one database', () => {
  it('a change made through one is heard by the other', async () => {
    const peer = await createPeerApp(t);
    try {
      const other = loggedApp(peer.ctx);
      const account = await newAccount();
      const unit = await t.login('unit01', PASSWORDS.demo);
      await keptInfo(account.token, other.app, other.log);
      await keptInfo(unit, other.app, other.log);
      await keptInfo(unit);
      await keptInfo(account.token);

      expect((await request(app).get(API_PATHS.logout).set(bearer(unit))).status).toBe(200);
      await until('the other instance refuses the signed-out token', async () => (await userInfo(unit, other.app)).status === 401);

      const off = await request(other.app).put(API_PATHS.userSetState).set(bearer(admin)).query({ User_ID: account.id, State: 0 });
      expect(off.status).toBe(200);
      expect((await userInfo(account.token, other.app)).status).toBe(401);
      await until('the first instance refuses the disabled account', async () => (await userInfo(account.token)).status === 401);
    } finally {
      await peer.close();
    }
  });
});
