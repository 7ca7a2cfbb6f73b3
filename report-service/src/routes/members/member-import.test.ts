import { API_PATHS, LOG_MODULES, MEMBER_EXCEL_HEADERS, type MemberImportReport, type MemberOptions } from '@proposal-desk/shared';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
const tokens: Record<string, string> = {};
const bearer = (user: string) => `Bearer ${tokens[user]}`;
let options: MemberOptions;

const H = MEMBER_EXCEL_HEADERS;
const HEADER_ROW = [H.name, H.account, H.session, H.group, H.type, H.background, H.address, H.mobile, H.nativePlace, H.remark];

const groupName = (body: 'NPC' | 'CPPCC') => options.delegations.find((d) => d.body === body)!.label;
const sessionName = (body: 'NPC' | 'CPPCC') => options.sessions.find((s) => s.body === body && s.isCurrent)!.label;

/** A row of the import sheet in the column order of HEADER_ROW. */
function person(name: string, body: 'NPC' | 'CPPCC' = 'NPC', overrides: Partial<Record<keyof typeof H, string>> = {}): string[] {
  const values = {
    name,
    account: '',
    session: sessionName(body),
    group: groupName(body),
    type: '',
    background: '中共党员',
    address: '某局 局长',
    mobile: '13912345678',
    nativePlace: '某路1号',
    remark: '某局',
    ...overrides,
  };
  return [
    values.name,
    values.account,
    values.session,
    values.group,
    values.type,
    values.background,
    values.address,
    values.mobile,
    values.nativePlace,
    values.remark,
  ];
}

async function workbook(rows: string[][], header: string[] = HEADER_ROW): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('名单');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const importFile = (user: string, file: Buffer, name = 'members.xlsx', mode?: string) => {
  const call = request(t.app).post(API_PATHS.npcImport).set('Authorization', bearer(user));
  if (mode) void call.query({ mode });
  return call.attach('file', file, name);
};

const countNamed = async (prefix: string) =>
  (await t.ctx.db.selectFrom('member_terms').select('id').where('staff_name', 'like', `${prefix}%`).execute()).length;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'npc01', 'dlg001']) tokens[user] = await t.login(user, user === 'admin' ? PASSWORDS.admin : PASSWORDS.demo);
  options = (await request(t.app).post(API_PATHS.npcOptions).set('Authorization', bearer('admin'))).body.data;
});
afterAll(() => t.close());

describe('POST ImportNpc', () => {
  it('imports a valid file in one go and records one activity entry', async () => {
    const res = await importFile(
      'npc01',
      await workbook([person('导入甲'), person('导入乙', 'NPC', { type: '代表团', account: 'imp-b' })]),
    );
    expect(res.status).toBe(200);
    const report = res.body.data as MemberImportReport;
    expect(report).toEqual({ mode: 'all', total: 2, valid: 2, invalid: 0, imported: 2, errors: [] });
    expect(res.body.msg).toBe('成功导入2条');
    const saved = await t.ctx.db.selectFrom('member_terms').selectAll().where('staff_name', '=', '导入乙').executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ case_id: 'imp-b', type: 1, mobile: '13912345678', operator: expect.any(String) });
    const entry = await t.ctx.db
      .selectFrom('activity_logs')
      .selectAll()
      .where('module', '=', LOG_MODULES.member)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(entry).toMatchObject({ username: 'npc01', description: '导入代表委员 2 条' });
  });

  it('writes nothing in mode all when one row is bad, and reports that row', async () => {
    const rows = [person('全有甲'), person('全有乙', 'NPC', { mobile: '23800138000' }), person('全有丙')];
    const res = await importFile('npc01', await workbook(rows), 'members.xlsx', 'all');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      mode: 'all',
      total: 3,
      valid: 2,
      invalid: 1,
      imported: 0,
      errors: [{ row: 3, field: '联系电话', message: '请输入正确的手机号' }],
    });
    expect(res.body.msg).toBe('有1行数据有误，未导入任何数据');
    expect(await countNamed('全有')).toBe(0);
  });

  it('writes only the valid rows in mode validOnly', async () => {
    const rows = [person('部分甲'), person('部分乙', 'NPC', { background: '', group: '不存在的代表团' }), person('部分丙')];
    const res = await importFile('npc01', await workbook(rows), 'members.xlsx', 'validOnly');
    expect(res.status).toBe(200);
    const report = res.body.data as MemberImportReport;
    expect(report).toMatchObject({ mode: 'validOnly', total: 3, valid: 2, invalid: 1, imported: 2 });
    expect(report.errors).toEqual([
      { row: 3, field: '代表团/提案单位', message: '代表团或提案单位不存在' },
      { row: 3, field: '政治面貌', message: '请输入政治面貌' },
    ]);
    expect(await countNamed('部分')).toBe(2);
  });

  it('refuses a person already in the session, and a person twice in one file', async () => {
    const first = await importFile('admin', await workbook([person('重复甲', 'NPC', { mobile: '13700000001' })]));
    expect(first.body.data).toMatchObject({ imported: 1 });
    const again = await importFile(
      'admin',
      await workbook([
        person('重复甲', 'NPC', { mobile: '13700000001' }),
        person('重复乙', 'NPC', { mobile: '13700000002' }),
        person('重复乙', 'NPC', { mobile: '13700000002' }),
        person('重复甲', 'CPPCC', { mobile: '13700000001' }),
      ]),
      'members.xlsx',
      'validOnly',
    );
    expect(again.body.data).toMatchObject({ total: 4, valid: 2, invalid: 2, imported: 2 });
    expect(again.body.data.errors).toEqual([
      { row: 2, field: '姓名', message: '该届次已有同姓名、同联系电话的代表委员（名单中已有）' },
      { row: 4, field: '姓名', message: '该届次已有同姓名、同联系电话的代表委员（与第3行重复）' },
    ]);
    // The same person in the other body's session is another term, not a repeat.
    expect(await countNamed('重复甲')).toBe(2);
    expect(await countNamed('重复乙')).toBe(1);
  });

  it('answers the messages in English on request', async () => {
    const res = await importFile('npc01', await workbook([person('', 'NPC', { mobile: '' })])).set('Accept-Language', 'en');
    expect(res.body.data.errors).toEqual([
      { row: 2, field: '姓名', message: 'Please enter the name' },
      { row: 2, field: '联系电话', message: 'The mobile number cannot be empty' },
    ]);
  });

  it('refuses a file that is not an .xlsx, an unreadable one and one without the headers', async () => {
    const text = await importFile('npc01', Buffer.from('姓名,届次\n'), 'members.csv');
    expect(text.status).toBe(400);
    expect(text.body.msg).toBe('请上传 .xlsx 格式的 Excel 文件');
    const renamed = await importFile('npc01', Buffer.from('not a workbook'), 'members.xlsx');
    expect(renamed.status).toBe(400);
    const zip = await importFile('npc01', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), 'members.xlsx');
    expect(zip.status).toBe(400);
    expect(zip.body.msg).toBe('无法读取该 Excel 文件');
    const headers = await importFile('npc01', await workbook([['张三']], ['名字']));
    expect(headers.status).toBe(400);
    expect(headers.body.msg).toMatch(/^表头缺少列：姓名、届次/);
    const empty = await importFile('npc01', await workbook([]));
    expect(empty.body.msg).toBe('文件中没有可导入的数据行');
    const missing = await request(t.app).post(API_PATHS.npcImport).set('Authorization', bearer('npc01'));
    expect(missing.status).toBe(400);
    // A workbook writes a control character as _x0000_ (XML cannot hold it); the reader gives it back.
    const control = await importFile('npc01', await workbook([person('控制甲'), person('控制_x0000_乙')]));
    expect(control.status).toBe(400);
    expect(control.body.msg).toBe('第3行“姓名”含有不允许的控制字符');
    expect(await countNamed('控制')).toBe(0);
    const mode = await importFile('npc01', await workbook([person('模式')]), 'members.xlsx', 'some');
    expect(mode.status).toBe(400);
    expect(await countNamed('模式')).toBe(0);
  });

  it('keeps staff to their body and refuses deputies and anonymous callers', async () => {
    const res = await importFile('npc01', await workbook([person('越权甲', 'CPPCC')]));
    expect(res.body.data.errors).toEqual([{ row: 2, field: '代表团/提案单位', message: '该数据不在您的权限范围内' }]);
    expect(await countNamed('越权')).toBe(0);
    const asAdmin = await importFile('admin', await workbook([person('越权乙', 'CPPCC')]));
    expect(asAdmin.body.data.imported).toBe(1);
    const deputy = await importFile('dlg001', await workbook([person('代表导入')]));
    expect(deputy.status).toBe(403);
    const anonymous = await request(t.app)
      .post(API_PATHS.npcImport)
      .attach('file', await workbook([person('匿名')]), 'members.xlsx');
    expect(anonymous.status).toBe(401);
    expect(await countNamed('代表导入')).toBe(0);
  });
});

describe('GET ImportTemplate', () => {
  it('answers an empty workbook with the export headers', async () => {
    const res = await request(t.app).get(API_PATHS.npcImportTemplate).set('Authorization', bearer('npc01')).responseType('blob');
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as Parameters<typeof book.xlsx.load>[0]);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(Object.values(H));
    expect(sheet.rowCount).toBe(1);
  });
});
