import type { Seat } from '../../src/policy/access-matrix';
import { PASSWORDS } from '../harness';
import { type AnyProbe, probe } from './probe';
import type { World } from './world';

/** An administrator's setting read and written back unchanged: the write's rights, not its effect, are walked. */
const settingsRoundTrip = (read: 'caseSettings' | 'documentSettings') =>
  probe<{ body: unknown }>({
    prepare: async (w) => ({ body: (await w.send('admin', read)).body.data }),
    writes: true,
    attempt: (_w, _seat, ctx) => ({ body: ctx.body }),
  });

/** A user made for a row that changes or ends one. */
const onThrowawayUser = (body: (user: { id: number; username: string }) => Record<string, unknown>) =>
  probe<{ id: number; username: string }>({
    prepare: (w) => w.throwawayUser(),
    writes: true,
    attempt: (_w, _seat, user) => ({ body: body(user) }),
  });

const passwordOf = (seat: Seat) => (seat === 'admin' ? PASSWORDS.admin : PASSWORDS.demo);
const signedInSeat = (seat: Seat): seat is Exclude<Seat, 'signedOut'> => seat !== 'signedOut';

/** A role made for a row that changes or deletes one. */
const throwawayRole = async (w: World) =>
  (await w.send('admin', 'roleAdd', { body: { code: String(9000 + w.serial()), name: w.unique('walkRole'), title: '临时角色' } })).body
    .data as { id: number };

export const ACCOUNT_PROBES: Record<string, AnyProbe> = {
  publicKey: probe({ attempt: () => ({}) }),
  // No identity provider is configured: everyone is told so.
  socialLogin: probe({ refusedWith: [400], attempt: () => ({ body: { provider: 'wechat', code: 'x' } }) }),
  logout: probe({ attempt: async (w, seat) => ({ token: signedInSeat(seat) ? await w.signIn(seat) : undefined }) }),
  register: probe({
    writes: true,
    attempt: (w) => ({ body: { username: w.unique('applicant'), password: w.t.encrypt('Apply@2026'), Staff_Name: '申请人' } }),
  }),
  healthz: probe({ attempt: () => ({}) }),
  readyz: probe({ attempt: () => ({}) }),
  openApi: probe({ attempt: () => ({}) }),
  apiDocs: probe({ attempt: () => ({}) }),
  apiDocsInit: probe({ attempt: () => ({}) }),
  apiDocsFile: probe({ attempt: () => ({ params: { file: 'swagger-ui.css' } }) }),
  login: probe<{ username: string }>({
    prepare: (w) => w.throwawayUser(),
    attempt: (w, _seat, user) => ({ query: { username: user.username, password: w.t.encrypt(PASSWORDS.demo) } }),
  }),
  loginByPhone: probe<{ mobile: string }>({
    prepare: (w) => w.throwawayUser(),
    attempt: (w, _seat, user) => ({ query: { phone: user.mobile, password: w.t.encrypt(PASSWORDS.demo) } }),
  }),
  loginByUuid: probe<{ uuid: string }>({
    prepare: async (w) => {
      const user = await w.throwawayUser({ deputy: true });
      const link = await w.send('admin', 'userLoginLink', { body: { User_ID: user.id, hours: 1 } });
      return { uuid: String(link.body.data.uuid) };
    },
    writes: true,
    attempt: (_w, _seat, ctx) => ({ query: { uuid: ctx.uuid } }),
  }),
  refreshToken: probe({
    // Refreshing ends the token it replaces: each seat refreshes a sign-in of its own.
    attempt: async (w, seat) => ({ query: { token: signedInSeat(seat) ? await w.signIn(seat) : 'not-a-token' } }),
  }),
  mySessions: probe({ attempt: () => ({}) }),
  signOutElsewhere: probe({ attempt: () => ({}) }),
  userInfo: probe({ attempt: () => ({}) }),
  userInfoById: probe({ attempt: (w) => ({ query: { User_ID: w.userOf('submitter') } }) }),
  userList: probe({ attempt: () => ({ query: { pageIndex: 1, pageSize: 10 } }) }),
  userResetPwd: probe({
    writes: true,
    attempt: (w, seat) => ({
      body: { oldPwd: w.t.encrypt(passwordOf(seat)), newPwd: w.t.encrypt('Walk@2027x!'), confirmNewPwd: w.t.encrypt('Walk@2027x!') },
    }),
    // Back to the demo password, so the seat signs in as before.
    undo: async (w, seat) => {
      if (!signedInSeat(seat)) return;
      const back = await w.send(seat, 'userResetPwd', {
        body: { oldPwd: w.t.encrypt('Walk@2027x!'), newPwd: w.t.encrypt(passwordOf(seat)), confirmNewPwd: w.t.encrypt(passwordOf(seat)) },
      });
      if (back.status !== 200) throw new Error(`password back: ${back.status} ${JSON.stringify(back.body)}`);
    },
  }),
  userSetState: onThrowawayUser((user) => ({ User_ID: user.id, State: 0 })),
  userPwdStatus: probe({ attempt: () => ({}) }),
  'userPwdStatus:other': probe({ attempt: (w) => ({ query: { userID: w.userOf('submitter') } }) }),
  userAdd: probe({
    writes: true,
    attempt: (w) => ({ body: { username: w.unique('added'), staff_Name: '新用户', password: w.t.encrypt('Added@2026'), roleIds: [] } }),
  }),
  userUpdate: onThrowawayUser((user) => ({ User_ID: user.id, username: user.username, staff_Name: '改名', roleIds: [] })),
  userDelete: onThrowawayUser((user) => ({ ids: [user.id] })),
  userAdminReset: onThrowawayUser((user) => ({ User_ID: user.id })),
  userLoginLink: probe<{ id: number }>({
    // A sign-in link is for an account linked to a deputy's or member's profile.
    prepare: (w) => w.throwawayUser({ deputy: true }),
    writes: true,
    attempt: (_w, _seat, user) => ({ body: { User_ID: user.id, hours: 1 } }),
  }),
  legacyUserEdit: onThrowawayUser((user) => ({ User_ID: user.id, username: user.username, staff_Name: '旧接口改名', roleIds: [] })),
  legacyUserDelete: onThrowawayUser((user) => ({ ids: [user.id] })),

  logInfo: probe({ attempt: () => ({}) }),
  'logInfo:other': probe({ attempt: (w) => ({ query: { User_ID: w.userOf('submitter') } }) }),
  logWrite: probe({ attempt: () => ({ body: { Module: '客户端', Description: '访问矩阵的测试' } }) }),
  logList: probe({ attempt: () => ({ query: { pageIndex: 1, pageSize: 10 } }) }),
  logModules: probe({ attempt: () => ({}) }),
  // Nobody writes an entry in another user's name, administrators included.
  'logWrite:asOther': probe({ attempt: (w) => ({ body: { Module: '客户端', Description: '代写', User_ID: w.userOf('submitter') } }) }),
  logChain: probe({ attempt: () => ({}) }),
  logCheckpoint: probe({ attempt: () => ({}) }),

  roleMenuList: probe({ attempt: () => ({}) }),
  roleList: probe({ attempt: () => ({ query: { pageIndex: 1, pageSize: 10 } }) }),
  roleAll: probe({ attempt: () => ({}) }),
  roleAdd: probe({
    writes: true,
    attempt: (w) => ({ body: { code: String(8000 + w.serial()), name: w.unique('newRole'), title: '新角色' } }),
  }),
  roleUpdate: probe<{ id: number }>({
    prepare: throwawayRole,
    writes: true,
    attempt: (w, _seat, role) => ({ body: { id: role.id, code: String(7000 + w.serial()), name: w.unique('renamed'), title: '改名' } }),
  }),
  roleDelete: probe<{ id: number }>({ prepare: throwawayRole, writes: true, attempt: (_w, _seat, role) => ({ body: { ids: [role.id] } }) }),
  roleMenuIds: probe<{ id: number }>({ prepare: throwawayRole, attempt: (_w, _seat, role) => ({ query: { roleId: role.id } }) }),
  roleSetMenus: probe<{ id: number }>({
    prepare: throwawayRole,
    writes: true,
    attempt: (_w, _seat, role) => ({ body: { roleId: role.id, menuIds: [] } }),
  }),
  menuTree: probe({ attempt: () => ({}) }),
  menuAdd: probe({
    writes: true,
    attempt: (w) => ({ body: { path: `/${w.unique('walk')}`, component: 'Layout', meta: { title: '临时' } } }),
  }),
  menuUpdate: probe<{ id: number; path: string }>({
    prepare: async (w) => {
      const path = `/${w.unique('walkMenu')}`;
      return {
        path,
        id: (await w.send('admin', 'menuAdd', { body: { path, component: 'Layout', meta: { title: '临时' } } })).body.data.id,
      };
    },
    writes: true,
    attempt: (_w, _seat, menu) => ({ body: { id: menu.id, path: menu.path, component: 'Layout', meta: { title: '改名' } } }),
  }),
  menuDelete: probe<{ id: number }>({
    prepare: async (w) => ({
      id: (await w.send('admin', 'menuAdd', { body: { path: `/${w.unique('walkMenu')}`, component: 'Layout', meta: { title: '临时' } } }))
        .body.data.id,
    }),
    writes: true,
    attempt: (_w, _seat, menu) => ({ body: { id: menu.id } }),
  }),

  departmentTree: probe({ attempt: () => ({}) }),
  departmentAdd: probe({ writes: true, attempt: (w) => ({ body: { name: w.unique('临时处室') } }) }),
  departmentUpdate: probe<{ id: number }>({
    prepare: async (w) => ({ id: (await w.send('admin', 'departmentAdd', { body: { name: w.unique('临时处室') } })).body.data.id }),
    writes: true,
    attempt: (w, _seat, dept) => ({ body: { id: dept.id, name: w.unique('改名处室') } }),
  }),
  departmentDelete: probe<{ id: number }>({
    prepare: async (w) => ({ id: (await w.send('admin', 'departmentAdd', { body: { name: w.unique('临时处室') } })).body.data.id }),
    writes: true,
    attempt: (_w, _seat, dept) => ({ body: { id: dept.id } }),
  }),
  staffList: probe({ attempt: () => ({ query: { pageIndex: 1, pageSize: 10 } }) }),
  staffAdd: probe({ writes: true, attempt: () => ({ body: { name: '临时人员', post: '', mobile: '', email: '' } }) }),
  staffUpdate: probe<{ id: number }>({
    prepare: async (w) => ({
      id: (await w.send('admin', 'staffAdd', { body: { name: '临时人员', post: '', mobile: '', email: '' } })).body.data.id,
    }),
    writes: true,
    attempt: (_w, _seat, staff) => ({ body: { id: staff.id, name: '改名人员', post: '', mobile: '', email: '' } }),
  }),
  staffDelete: probe<{ id: number }>({
    prepare: async (w) => ({
      id: (await w.send('admin', 'staffAdd', { body: { name: '临时人员', post: '', mobile: '', email: '' } })).body.data.id,
    }),
    writes: true,
    attempt: (_w, _seat, staff) => ({ body: { ids: [staff.id] } }),
  }),
  staffUnits: probe({ attempt: () => ({}) }),
  holidayList: probe({ attempt: () => ({ query: { pageIndex: 1, pageSize: 10 } }) }),
  holidayAdd: probe({
    writes: true,
    attempt: (w) => ({ body: { date: `2031-01-${String((w.serial() % 28) + 1).padStart(2, '0')}`, name: '临时假日' } }),
  }),
  holidayUpdate: probe<{ id: number; date: string }>({
    prepare: async (w) => {
      const date = `2032-02-${String((w.serial() % 28) + 1).padStart(2, '0')}`;
      return { date, id: (await w.send('admin', 'holidayAdd', { body: { date, name: '临时假日' } })).body.data.id };
    },
    writes: true,
    attempt: (_w, _seat, day) => ({ body: { id: day.id, date: day.date, name: '改名假日' } }),
  }),
  holidayDelete: probe<{ id: number }>({
    prepare: async (w) => ({
      id: (
        await w.send('admin', 'holidayAdd', {
          body: { date: `2033-03-${String((w.serial() % 28) + 1).padStart(2, '0')}`, name: '临时假日' },
        })
      ).body.data.id,
    }),
    writes: true,
    attempt: (_w, _seat, day) => ({ body: { ids: [day.id] } }),
  }),

  caseSettings: probe({ attempt: () => ({}) }),
  caseNumberPreview: probe<{ body: unknown }>({
    prepare: async (w) => ({ body: (await w.send('admin', 'caseSettings')).body.data }),
    attempt: (_w, _seat, ctx) => ({ body: ctx.body }),
  }),
  caseSettingsSave: settingsRoundTrip('caseSettings'),
  documentSettings: probe({ attempt: () => ({}) }),
  documentSettingsSave: settingsRoundTrip('documentSettings'),
};
