import { API_PATHS, LOG_MODULES, type MemberOptions, type MemberProfile } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
const tokens: Record<string, string> = {};
const bearer = (user: string) => `Bearer ${tokens[user]}`;
let options: MemberOptions;
let deputyId: number;

const personal = {
  BackGround: '中共党员',
  Address: '市发展改革委 副主任',
  Mobile: '13912345678',
  Native_place: '东城区东四北大街1号',
  Remark: '市发展改革委',
};

const group = (body: 'NPC' | 'CPPCC') => options.delegations.find((d) => d.body === body)!.value;
const session = (body: 'NPC' | 'CPPCC') => options.sessions.find((s) => s.body === body && s.isCurrent)!.value;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'npc01', 'cppcc01', 'unit01', 'dlg001']) {
    tokens[user] = await t.login(user, user === 'admin' ? PASSWORDS.admin : PASSWORDS.demo);
  }
  options = (await request(t.app).post(API_PATHS.npcOptions).set('Authorization', bearer('admin'))).body.data;
  const deputy = await t.ctx.db.selectFrom('users').select('hr_id').where('username', '=', 'dlg001').executeTakeFirstOrThrow();
  deputyId = deputy.hr_id!;
});
afterAll(() => t.close());

const add = (user: string, body: object) => request(t.app).post(API_PATHS.npcAdd).set('Authorization', bearer(user)).send(body);
const update = (user: string, body: object) => request(t.app).put(API_PATHS.npcUpdate).set('Authorization', bearer(user)).send(body);
const change = (user: string, body: object) => request(t.app).put(API_PATHS.npcChange).set('Authorization', bearer(user)).send(body);
const remove = (user: string, id: unknown) =>
  request(t.app).delete(API_PATHS.npcDelete).query({ ID: id }).set('Authorization', bearer(user));

async function addMember(user: string, body: 'NPC' | 'CPPCC', name: string): Promise<MemberProfile> {
  const res = await add(user, { Staff_Name: name, DLG_ID: group(body), SPV_ID: session(body), ...personal });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function lastActivity(module: string) {
  return t.ctx.db.selectFrom('activity_logs').selectAll().where('module', '=', module).orderBy('id', 'desc').executeTakeFirst();
}

async function anyMemberOf(body: 'NPC' | 'CPPCC'): Promise<MemberProfile> {
  const res = await request(t.app)
    .post(API_PATHS.npcList)
    .query({ intPageSize: 1 })
    .set('Authorization', bearer('admin'))
    .send({ DLG_ID: group(body) });
  return res.body.data.rows[0];
}

describe('POST AddNPC', () => {
  it('adds a profile with operator, time and the type of the group', async () => {
    const before = Date.now();
    const res = await add('admin', { staff_name: '测试代表甲', dlg_id: group('NPC'), spv_id: session('NPC'), ...personal });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('添加成功');
    const created: MemberProfile = res.body.data;
    expect(created).toMatchObject({ staff_Name: '测试代表甲', operator: '系统管理员', type: 1, mobile: personal.Mobile });
    expect(new Date(created.create_Time).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await lastActivity(LOG_MODULES.member))?.description).toContain('测试代表甲');
  });

  it('defaults the type to 2 for a CPPCC group', async () => {
    expect((await addMember('cppcc01', 'CPPCC', '测试委员乙')).type).toBe(2);
  });

  it('refuses bad input with the form messages', async () => {
    const base = { Staff_Name: '测试', DLG_ID: group('NPC'), SPV_ID: session('NPC'), ...personal };
    const cases: Array<[object, string]> = [
      [{ ...base, Staff_Name: ' ' }, '请输入姓名'],
      [{ ...base, Mobile: '2345' }, '请输入正确的手机号'],
      [{ ...base, Address: '' }, '请输入单位职务'],
      [{ ...base, DLG_ID: undefined }, '请选择代表团或提案单位'],
      [{ ...base, DLG_ID: 999999 }, '代表团或提案单位不存在'],
      [{ ...base, SPV_ID: session('CPPCC') }, '代表团或提案单位与届次不属于同一机关'],
    ];
    for (const [body, msg] of cases) {
      const res = await add('admin', body);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
  });

  it("keeps office staff to their own body's groups", async () => {
    const res = await add('npc01', { Staff_Name: '越权', DLG_ID: group('CPPCC'), SPV_ID: session('CPPCC'), ...personal });
    expect(res.status).toBe(403);
  });

  it('is for office staff only', async () => {
    const body = { Staff_Name: '无权', DLG_ID: group('NPC'), SPV_ID: session('NPC'), ...personal };
    expect((await add('unit01', body)).status).toBe(403);
    expect((await add('dlg001', body)).status).toBe(403);
    expect((await request(t.app).post(API_PATHS.npcAdd).send(body)).status).toBe(401);
  });
});

describe('PUT UpdateNPC', () => {
  it('lets staff edit every field of a profile in scope', async () => {
    const member = await addMember('npc01', 'NPC', '测试代表丙');
    const res = await update('npc01', { ID: member.hR_ID, Staff_Name: '测试代表丁', Case_ID: 'dlg-test', ...personal, Address: '新职务' });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('保存成功');
    expect(res.body.data).toMatchObject({ staff_Name: '测试代表丁', case_ID: 'dlg-test', address: '新职务' });
    const again = await update('npc01', { ID: member.hR_ID, ...personal });
    expect(again.body.data.case_ID).toBe('dlg-test');
  });

  it('refuses staff a profile outside their body, and unknown ids', async () => {
    const cppccMember = await anyMemberOf('CPPCC');
    const res = await update('npc01', { ID: cppccMember.hR_ID, ...personal });
    expect(res.status).toBe(403);
    expect((await update('npc01', { ID: 99999999, ...personal })).status).toBe(404);
  });

  it('lets a deputy change their own contact details only (personal centre)', async () => {
    const own = await request(t.app).post(API_PATHS.npcList).set('Authorization', bearer('dlg001')).send({});
    const profile: MemberProfile = own.body.data.rows[0];
    const res = await update('dlg001', { ID: deputyId, Staff_Name: '改名', DLG_ID: group('CPPCC'), ...personal, Mobile: '13700001111' });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('保存成功');
    expect(res.body.data).toMatchObject({ mobile: '13700001111', staff_Name: profile.staff_Name, dlG_ID: profile.dlG_ID });
    expect((await lastActivity(LOG_MODULES.member))?.description).toContain('修改了个人信息');
  });

  it('validates the personal-centre form', async () => {
    const invalid = await update('dlg001', { ID: deputyId, ...personal, Mobile: '12345' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.msg).toBe('请输入正确的手机号');
    const empty = await update('dlg001', { ID: deputyId, ...personal, Mobile: '' });
    expect(empty.body.msg).toBe('手机号码不能为空');
    const missing = await update('dlg001', { ID: deputyId, ...personal, Remark: undefined });
    expect(missing.body.msg).toBe('请输入单位地址');
    expect((await update('dlg001', { ...personal })).status).toBe(400);
  });

  it("refuses a deputy someone else's profile", async () => {
    const other = await anyMemberOf('CPPCC');
    expect((await update('dlg001', { ID: other.hR_ID, ...personal })).status).toBe(403);
    expect(
      (
        await request(t.app)
          .put(API_PATHS.npcUpdate)
          .send({ ID: deputyId, ...personal })
      ).status,
    ).toBe(401);
  });
});

describe('PUT ChangeNpc', () => {
  it('moves a profile to the other body and its type with it', async () => {
    const member = await addMember('admin', 'NPC', '测试调整甲');
    const res = await change('admin', { ID: member.hR_ID, DLG_ID: group('CPPCC'), SPV_ID: session('CPPCC') });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ dlG_ID: group('CPPCC'), spV_ID: session('CPPCC'), type: 2 });
    expect((await change('admin', { ID: member.hR_ID, Type: 1 })).body.data.type).toBe(1);
  });

  it('refuses a move out of the caller’s body, a mismatched place and an empty change', async () => {
    const member = await addMember('npc01', 'NPC', '测试调整乙');
    expect((await change('npc01', { ID: member.hR_ID, DLG_ID: group('CPPCC'), SPV_ID: session('CPPCC') })).status).toBe(403);
    const mismatch = await change('npc01', { ID: member.hR_ID, SPV_ID: session('CPPCC') });
    expect(mismatch.status).toBe(400);
    const empty = await change('npc01', { ID: member.hR_ID });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('请选择要调整的代表团、届次或类型');
    expect((await change('npc01', { ID: 'x' })).status).toBe(400);
    expect((await change('npc01', { ID: member.hR_ID, Type: 0 })).status).toBe(400);
  });

  it('is for office staff only', async () => {
    expect((await change('dlg001', { ID: deputyId, Type: 2 })).status).toBe(403);
    expect((await request(t.app).put(API_PATHS.npcChange).send({ ID: deputyId, Type: 2 })).status).toBe(401);
  });
});

describe('DELETE DeleteNpc', () => {
  it('deletes an unused profile and records it', async () => {
    const member = await addMember('npc01', 'NPC', '测试删除甲');
    const res = await remove('npc01', member.hR_ID);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('删除成功');
    expect((await lastActivity(LOG_MODULES.member))?.description).toContain('测试删除甲');
    expect((await remove('npc01', member.hR_ID)).status).toBe(404);
  });

  it('refuses a profile with cases or an account', async () => {
    const res = await remove('admin', deputyId);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('该人员已有案件或账号，不能删除');
  });

  it('refuses bad ids, other bodies and other roles', async () => {
    expect((await remove('admin', undefined)).status).toBe(400);
    expect((await remove('admin', 'abc')).status).toBe(400);
    const cppccMember = await addMember('admin', 'CPPCC', '测试删除乙');
    expect((await remove('npc01', cppccMember.hR_ID)).status).toBe(403);
    expect((await remove('dlg001', cppccMember.hR_ID)).status).toBe(403);
    expect((await remove('unit01', cppccMember.hR_ID)).status).toBe(403);
    expect((await request(t.app).delete(API_PATHS.npcDelete).query({ ID: cppccMember.hR_ID })).status).toBe(401);
  });
});
