import { API_PATHS, LOG_MODULES, type LogEntry, type MemberOptions, type Paged, PROFILE_CONFIRM_MODULE } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
let admin = '';
let options: MemberOptions;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', PASSWORDS.admin);
  options = (await request(t.app).post(API_PATHS.npcOptions).set(auth(admin))).body.data;
});
afterAll(() => t.close());

/** The newest entry as the activity log page reads it. */
async function newestEntry(): Promise<LogEntry> {
  const res = await request(t.app).get(API_PATHS.logList).query({ pageSize: 1 }).set(auth(admin));
  expect(res.status).toBe(200);
  const page = res.body.data as Paged<LogEntry>;
  return page.rows[0]!;
}

/** Runs one write and checks that it is the newest entry of the log, with its module, user and description. */
async function expectLogged(
  write: () => Promise<request.Response>,
  expected: { module: string; description: string | RegExp; username?: string; status?: number },
): Promise<request.Response> {
  const res = await write();
  expect(res.status).toBe(expected.status ?? 200);
  const entry = await newestEntry();
  expect(entry.module).toBe(expected.module);
  expect(entry.username).toBe(expected.username ?? 'admin');
  if (typeof expected.description === 'string') expect(entry.description).toBe(expected.description);
  else expect(entry.description).toMatch(expected.description);
  return res;
}

const signIn = (username: string, password: string) =>
  request(t.app)
    .get(API_PATHS.login)
    .query({ username, password: t.encrypt(password) });

describe('every write of the product shows up in Log/GetList', () => {
  it('signs in and out, right and wrong', async () => {
    await expectLogged(() => signIn('npc01', 'wrong-password'), {
      module: LOG_MODULES.login,
      username: 'npc01',
      status: 401,
      description: '用户名密码登录失败：用户名或密码错误，再失败4次账号将锁定15分钟',
    });
    await expectLogged(() => signIn('nobody-here', 'wrong-password'), {
      module: LOG_MODULES.login,
      username: 'nobody-here',
      status: 401,
      description: '用户名密码登录失败：用户名或密码错误，再失败4次账号将锁定15分钟',
    });
    const signedIn = await expectLogged(() => signIn('unit01', PASSWORDS.demo), {
      module: LOG_MODULES.login,
      username: 'unit01',
      description: /（unit01）用户名密码登录$/,
    });
    await expectLogged(() => request(t.app).get(API_PATHS.logout).set(auth(signedIn.body.data.token)), {
      module: LOG_MODULES.logout,
      username: 'unit01',
      description: /退出登录$/,
    });
  });

  it('changes the settings: departments, roles, role menus, users, menus and staff', async () => {
    const department = await expectLogged(
      () => request(t.app).post(API_PATHS.departmentAdd).set(auth(admin)).send({ name: '审计日志科' }),
      {
        module: LOG_MODULES.department,
        description: '新增部门“审计日志科”（上级：顶级）',
      },
    );
    const departmentId = department.body.data.id as number;
    await expectLogged(
      () => request(t.app).put(API_PATHS.departmentUpdate).set(auth(admin)).send({ id: departmentId, name: '审计日志二科' }),
      { module: LOG_MODULES.department, description: /^修改部门“审计日志科”/ },
    );

    const role = await expectLogged(
      () => request(t.app).post(API_PATHS.roleAdd).set(auth(admin)).send({ code: 41, name: 'logAuditor', title: '日志审计员' }),
      { module: LOG_MODULES.role, description: /^新增角色“日志审计员”/ },
    );
    const roleId = role.body.data.id as number;
    const menuIds = (await request(t.app).get(API_PATHS.roleMenuIds).set(auth(admin)).query({ roleId: 3 })).body.data as number[];
    await expectLogged(
      () =>
        request(t.app)
          .put(API_PATHS.roleSetMenus)
          .set(auth(admin))
          .send({ roleId, menuIds: menuIds.slice(0, 2) }),
      {
        module: LOG_MODULES.role,
        description: '设置角色“日志审计员”（logAuditor）的菜单权限，共2项',
      },
    );

    const user = await expectLogged(
      () =>
        request(t.app)
          .post(API_PATHS.userAdd)
          .set(auth(admin))
          .send({ username: 'logaudit1', staff_Name: '日志测试', password: t.encrypt('Test@2026x'), roleIds: [roleId] }),
      { module: LOG_MODULES.user, description: /^新增用户 日志测试（logaudit1）/ },
    );
    const userId = user.body.data.user_ID as number;
    await expectLogged(() => request(t.app).put(API_PATHS.userSetState).set(auth(admin)).query({ User_ID: userId, State: 0 }), {
      module: LOG_MODULES.user,
      description: /用户 日志测试（logaudit1）$/,
    });
    await expectLogged(() => request(t.app).put(API_PATHS.userAdminReset).set(auth(admin)).send({ User_ID: userId }), {
      module: LOG_MODULES.user,
      description: '重置用户 日志测试（logaudit1）的密码',
    });

    await expectLogged(
      () =>
        request(t.app)
          .post(API_PATHS.menuAdd)
          .set(auth(admin))
          .send({ path: '/logAudit', component: 'Index', meta: { title: '日志单页' } }),
      { module: LOG_MODULES.menu, description: /^新增菜单/ },
    );
    await expectLogged(() => request(t.app).post(API_PATHS.staffAdd).set(auth(admin)).send({ name: '日志人员', dept_ID: departmentId }), {
      module: LOG_MODULES.staff,
      description: /^新增人员“日志人员”/,
    });
    const staff = await t.ctx.db.selectFrom('staff').select('id').where('name', '=', '日志人员').executeTakeFirstOrThrow();
    await expectLogged(
      () =>
        request(t.app)
          .delete(API_PATHS.staffDelete)
          .set(auth(admin))
          .query({ ids: String(staff.id) }),
      {
        module: LOG_MODULES.staff,
        description: '删除人员“日志人员”',
      },
    );
    await expectLogged(() => request(t.app).delete(API_PATHS.departmentDelete).set(auth(admin)).query({ id: departmentId }), {
      module: LOG_MODULES.department,
      description: '删除部门“审计日志二科”',
    });
  });

  it('adds, edits, moves, confirms, exports and deletes a member profile', async () => {
    const delegation = options.delegations.find((d) => d.body === 'NPC')!.value;
    const session = options.sessions.find((s) => s.body === 'NPC' && s.isCurrent)!.value;
    const cppccDelegation = options.delegations.find((d) => d.body === 'CPPCC')!.value;
    const cppccSession = options.sessions.find((s) => s.body === 'CPPCC' && s.isCurrent)!.value;
    const personal = {
      BackGround: '中共党员',
      Address: '市审计局 副局长',
      Mobile: '13912345679',
      Native_place: '东城区东四北大街2号',
      Remark: '市审计局',
    };
    const added = await expectLogged(
      () =>
        request(t.app)
          .post(API_PATHS.npcAdd)
          .set(auth(admin))
          .send({ Staff_Name: '日志代表', DLG_ID: delegation, SPV_ID: session, ...personal }),
      { module: LOG_MODULES.member, description: /^添加代表委员 日志代表/ },
    );
    const id = added.body.data.hR_ID as number;
    await expectLogged(
      () =>
        request(t.app)
          .put(API_PATHS.npcUpdate)
          .set(auth(admin))
          .send({ ID: id, Staff_Name: '日志代表乙', DLG_ID: delegation, SPV_ID: session, ...personal }),
      { module: LOG_MODULES.member, description: `修改代表委员 日志代表乙（ID ${id}）` },
    );
    await expectLogged(
      () => request(t.app).put(API_PATHS.npcChange).set(auth(admin)).send({ ID: id, DLG_ID: cppccDelegation, SPV_ID: cppccSession }),
      { module: LOG_MODULES.member, description: `调整代表委员 日志代表乙（ID ${id}）` },
    );
    await expectLogged(
      () =>
        request(t.app)
          .post(API_PATHS.logWrite)
          .set(auth(admin))
          .send({ Module: PROFILE_CONFIRM_MODULE, Description: '客户端写的任意文字' }),
      // The confirmation is the product's entry, in its own words.
      { module: PROFILE_CONFIRM_MODULE, description: '系统管理员确认' },
    );
    await expectLogged(() => request(t.app).post(API_PATHS.npcExcel).set(auth(admin)).send({ Staff_Name: '日志代表' }), {
      module: LOG_MODULES.export,
      description: '导出代表委员名单 1 条',
    });
    await expectLogged(() => request(t.app).get(API_PATHS.npcImportTemplate).set(auth(admin)), {
      module: LOG_MODULES.export,
      description: '下载代表委员导入模板',
    });
    await expectLogged(() => request(t.app).delete(API_PATHS.npcDelete).set(auth(admin)).query({ ID: id }), {
      module: LOG_MODULES.member,
      description: `删除代表委员 日志代表乙（ID ${id}）`,
    });
  });

  it('uploads and downloads a file', async () => {
    const uploaded = await expectLogged(
      () => request(t.app).post(API_PATHS.uploadFile).set(auth(admin)).attach('file', PNG, 'log-pixel.png'),
      {
        module: LOG_MODULES.upload,
        description: /^上传文件 log-pixel\.png（编号 \d+，/,
      },
    );
    const url = uploaded.body.data.url as string;
    await expectLogged(() => request(t.app).get(url).set(auth(admin)), {
      module: LOG_MODULES.upload,
      description: /^下载文件 log-pixel\.png（编号 \d+）$/,
    });
  });
});
