import {
  API_PATHS,
  CASE_IMPORT_COLUMNS,
  CASE_IMPORT_HEADERS,
  type CaseActionAnswer,
  type CaseImportColumn,
  type ImportReport,
  LOG_MODULES,
} from '@proposal-desk/shared';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
const tokens: Record<string, string> = {};
const bearer = (who: string) => ({ Authorization: `Bearer ${tokens[who]}` });

/** The NPC session the rows name, and members of it with names no one else in it has. */
let session: { id: number; name: string; jie: number; ci: number };
let members: Array<{ id: number; name: string }>;
let group: { id: number; name: string };

const HEADER_ROW = CASE_IMPORT_COLUMNS.map((key) => CASE_IMPORT_HEADERS[key]);

/** A row of the sheet in template order: a suggestion led by the first member unless told otherwise. */
function caseRow(title: string, overrides: Partial<Record<CaseImportColumn, string>> = {}): string[] {
  const values: Record<CaseImportColumn, string> = {
    kind: '建议',
    session: session.name,
    title,
    content: '内容',
    reason: '',
    solution: '',
    period: '大会期间',
    lead: members[0]!.name,
    group: '',
    cosigners: `${members[1]!.name}、${members[2]!.name}`,
    caseNo: '',
    ...overrides,
  };
  return CASE_IMPORT_COLUMNS.map((key) => values[key]);
}

async function workbook(rows: string[][], header: string[] = HEADER_ROW): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('案件');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const importFile = (who: string, file: Buffer, query: Record<string, string> = { body: 'NPC' }) =>
  request(t.app).post(API_PATHS.caseImport).set(bearer(who)).query(query).attach('file', file, 'cases.xlsx');

const casesTitled = (prefix: string) =>
  t.ctx.db.selectFrom('cases').selectAll().where('title', 'like', `${prefix}%`).orderBy('case_no').execute();

const highestSequence = async () => {
  const rows = await t.ctx.db.selectFrom('cases').select('case_no').where('session_id', '=', session.id).execute();
  return Math.max(0, ...rows.map((r) => Number(r.case_no?.split('-').pop() ?? 0)));
};
const numberOf = (seq: number) => `R${session.jie}-${session.ci}-${String(seq).padStart(4, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await t.login('admin', PASSWORDS.admin);
  for (const who of ['npc01', 'cppcc01', 'unit01']) tokens[who] = await t.login(who, PASSWORDS.demo);
  session = await t.ctx.db
    .selectFrom('meetings')
    .select(['id', 'name', 'jie', 'ci'])
    .where('body', '=', 'NPC')
    .where('is_current', '=', true)
    .executeTakeFirstOrThrow();
  const terms = await t.ctx.db
    .selectFrom('member_terms')
    .select(['id', 'staff_name as name'])
    .where('spv_id', '=', session.id)
    .orderBy('id')
    .execute();
  const count = new Map<string, number>();
  for (const term of terms) count.set(term.name, (count.get(term.name) ?? 0) + 1);
  members = terms.filter((term) => count.get(term.name) === 1).slice(0, 4);
  group = await t.ctx.db
    .selectFrom('member_groups')
    .select(['id', 'name'])
    .where('body', '=', 'NPC')
    .orderBy('id')
    .executeTakeFirstOrThrow();
});
afterAll(() => t.close());

describe('POST Case/Import', () => {
  it('enters and registers a good file with consecutive numbers, their events and one activity entry', async () => {
    const before = await highestSequence();
    const rows = [
      caseRow('导入建议甲'),
      caseRow('导入建议乙', { kind: '议案', content: '', reason: '理由', solution: '办法', period: '闭会期间', cosigners: '' }),
      caseRow('导入建议丙', { lead: '', group: group.name, cosigners: '' }),
    ];
    const res = await importFile('npc01', await workbook(rows));
    expect(res.status).toBe(200);
    expect(res.body.data as ImportReport).toEqual({ mode: 'all', total: 3, valid: 3, invalid: 0, imported: 3, errors: [] });
    expect(res.body.msg).toBe('成功导入3件');

    const saved = await casesTitled('导入建议');
    expect(saved.map((c) => c.case_no)).toEqual([numberOf(before + 1), numberOf(before + 2), numberOf(before + 3)]);
    expect(saved.map((c) => c.title)).toEqual(['导入建议甲', '导入建议乙', '导入建议丙']);
    expect(saved[0]).toMatchObject({ status: 'REGISTERED', kind: 'SUGGESTION', lead_member_id: members[0]!.id, submitter_type: 'MEMBER' });
    expect(saved[1]).toMatchObject({ kind: 'MOTION', period: 'BETWEEN', reason: '理由', solution: '办法' });
    expect(saved[2]).toMatchObject({ submitter_type: 'GROUP', group_id: group.id, lead_member_id: null });
    const submitters = await t.ctx.db.selectFrom('case_submitters').selectAll().where('case_id', '=', saved[0]!.id).execute();
    expect(submitters.map((s) => [s.member_id, s.role]).sort()).toEqual(
      [
        [members[0]!.id, 'LEAD'],
        [members[1]!.id, 'COSIGNER'],
        [members[2]!.id, 'COSIGNER'],
      ].sort(),
    );
    const events = await t.ctx.db
      .selectFrom('case_events')
      .select(['case_id', 'step', 'action'])
      .where(
        'case_id',
        'in',
        saved.map((c) => c.id),
      )
      .execute();
    expect(events).toHaveLength(3);
    expect(events.find((e) => e.case_id === saved[0]!.id)).toMatchObject({
      step: 'REGISTERED',
      action: `导入并登记，编号${saved[0]!.case_no}`,
    });
    const entries = await t.ctx.db
      .selectFrom('activity_logs')
      .select(['username', 'description'])
      .where('module', '=', LOG_MODULES.npcCase)
      .where('description', 'like', '导入%')
      .execute();
    expect(entries).toEqual([{ username: 'npc01', description: '导入建议 3 件' }]);
  });

  it('reports each bad row on its column and writes nothing in mode all', async () => {
    const taken = (
      await t.ctx.db
        .selectFrom('cases')
        .select('case_no')
        .where('session_id', '=', session.id)
        .where('case_no', 'is not', null)
        .executeTakeFirstOrThrow()
    ).case_no!;
    const rows = [
      caseRow('全有建议甲'),
      caseRow('全有建议乙', { session: '不存在的会议' }),
      caseRow('全有建议丙', { lead: '查无此人' }),
      caseRow('全有建议丁', { group: group.name }),
      caseRow('', { lead: members[3]!.name }),
      caseRow('全有建议甲'),
      caseRow('全有建议戊', { caseNo: taken }),
      caseRow('全有建议己', { caseNo: 'X-1', kind: '提案' }),
    ];
    const res = await importFile('npc01', await workbook(rows), { body: 'NPC', mode: 'all' });
    expect(res.status).toBe(200);
    const report = res.body.data as ImportReport;
    expect(report).toMatchObject({ mode: 'all', total: 8, valid: 1, invalid: 7, imported: 0 });
    expect(report.errors).toEqual([
      { row: 3, field: '届次会议', message: '该机构没有名为“不存在的会议”的届次会议' },
      { row: 4, field: '领衔人', message: '“查无此人”不是该届次的代表委员' },
      { row: 5, field: '领衔人', message: '领衔人与提出单位须填写且只填写一个' },
      { row: 6, field: '案由', message: '请输入案由' },
      { row: 7, field: '案由', message: '同一案由与领衔人（提出单位）重复（与第2行重复）' },
      { row: 8, field: '原案号', message: '原案号已被使用（登记簿中已有）' },
      { row: 9, field: '类型', message: '类型只能是建议、议案' },
      { row: 9, field: '原案号', message: `原案号应形如 ${numberOf(1)}` },
    ]);
    expect(res.body.msg).toBe('有7行数据有误，未导入任何案件');
    expect(await casesTitled('全有建议')).toHaveLength(0);
  });

  it('writes the good rows in mode valid, keeps a former number and moves the counter past it', async () => {
    const kept = numberOf((await highestSequence()) + 5);
    const rows = [caseRow('部分建议甲', { caseNo: kept }), caseRow('部分建议乙', { lead: '查无此人' }), caseRow('部分建议丙')];
    const res = await importFile('npc01', await workbook(rows), { body: 'NPC', mode: 'valid' });
    expect(res.body.data).toMatchObject({ mode: 'validOnly', total: 3, valid: 2, invalid: 1, imported: 2 });
    expect(res.body.data.errors).toEqual([{ row: 3, field: '领衔人', message: '“查无此人”不是该届次的代表委员' }]);
    const saved = await casesTitled('部分建议');
    const keptSeq = Number(kept.split('-').pop());
    expect(saved.map((c) => [c.title, c.case_no])).toEqual([
      ['部分建议甲', kept],
      ['部分建议丙', numberOf(keptSeq + 1)],
    ]);
    const log = await t.ctx.db.selectFrom('activity_logs').select('description').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log.description).toBe('导入建议 2 件，跳过有误的 1 行');

    // A later entry draws past the kept number, and a repeated import is refused as already in the register.
    const entered = await request(t.app)
      .post(API_PATHS.caseEnter)
      .set(bearer('npc01'))
      .send({ body: 'NPC', kind: 'SUGGESTION', sessionId: session.id, title: '导入后录入', content: '内容', leadMemberId: members[0]!.id });
    expect((entered.body.data as CaseActionAnswer).caseNo).toBe(numberOf(keptSeq + 2));
    const again = await importFile('npc01', await workbook([caseRow('部分建议丙')]));
    expect(again.body.data.errors).toEqual([{ row: 2, field: '案由', message: '同一案由与领衔人（提出单位）重复（登记簿中已有）' }]);
  });

  it('refuses a bad mode, a file that is not an .xlsx and one without the headers', async () => {
    expect((await importFile('npc01', await workbook([caseRow('模式')]), { body: 'NPC', mode: 'some' })).status).toBe(400);
    const text = await request(t.app)
      .post(API_PATHS.caseImport)
      .set(bearer('npc01'))
      .query({ body: 'NPC' })
      .attach('file', Buffer.from('a,b'), 'cases.csv');
    expect(text.body.msg).toBe('请上传 .xlsx 格式的 Excel 文件');
    const headers = await importFile('npc01', await workbook([['x']], ['名字']));
    expect(headers.status).toBe(400);
    expect(headers.body.msg).toBe('表头缺少列：类型、届次会议、案由、领衔人、提出单位');
    expect(await casesTitled('模式')).toHaveLength(0);
  });

  it('refuses a unit user and an NPC clerk importing into the CPPCC register', async () => {
    expect((await importFile('unit01', await workbook([caseRow('越权建议')]))).status).toBe(403);
    const otherBody = await importFile('npc01', await workbook([caseRow('越权建议', { kind: '提案' })]), { body: 'CPPCC' });
    expect(otherBody.status).toBe(403);
    expect((await request(t.app).get(API_PATHS.caseImportTemplate).set(bearer('npc01')).query({ body: 'CPPCC' })).status).toBe(403);
    expect(await casesTitled('越权建议')).toHaveLength(0);
  });
});

describe('GET Case/ImportTemplate', () => {
  it('answers the template with its headers and an example row that imports as it is', async () => {
    const res = await request(t.app).get(API_PATHS.caseImportTemplate).set(bearer('cppcc01')).query({ body: 'CPPCC' }).responseType('blob');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('proposals_template.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as Parameters<typeof book.xlsx.load>[0]);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER_ROW);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).text).toBe('提案');

    const imported = await importFile('cppcc01', res.body as Buffer, { body: 'CPPCC' });
    expect(imported.body.data).toMatchObject({ total: 1, imported: 1, errors: [] });
    const entry = await t.ctx.db
      .selectFrom('activity_logs')
      .select(['module', 'description'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ module: LOG_MODULES.cppccCase, description: '导入提案 1 件' });
  });
});
