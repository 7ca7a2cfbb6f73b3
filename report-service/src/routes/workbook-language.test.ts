import {
  API_PATHS,
  ASSIGNMENT_ROLES,
  ASSIGNMENT_STATUSES,
  CASE_IMPORT_COLUMNS,
  CASE_IMPORT_HEADERS_EN,
  CASE_KINDS,
  CASE_STATUSES,
  type ImportReport,
  type Labelled,
  MEMBER_EXCEL_HEADERS,
  MEMBER_EXCEL_HEADERS_EN,
  MEMBER_TYPES,
  type MemberOptions,
} from '@proposal-desk/shared';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { type CaseSeats, signInSeats } from '../../test/case-seats';
import { createTestApp, PASSWORDS, type TestApp } from '../../test/harness';

// Every list export, import template and import of the product in the reader's language (Accept-Language):
// headers, sheet names and labels of codes follow it; data (names, titles, sessions) stays as entered.

let t: TestApp;
let seats: CaseSeats;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  seats = await signInSeats(t, ['unit01']);
  admin = await t.login('admin', PASSWORDS.admin);
});
afterAll(() => t.close());

type Lang = 'zh' | 'en';
const ACCEPT: Record<Lang, string> = { zh: 'zh-CN,zh;q=0.9', en: 'en-US,en;q=0.9' };

async function sheetOf(res: request.Response): Promise<ExcelJS.Worksheet> {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.body as Parameters<typeof workbook.xlsx.load>[0]);
  return workbook.worksheets[0]!;
}

const cellsOf = (sheet: ExcelJS.Worksheet, row: number) =>
  Array.from({ length: sheet.columnCount }, (_, i) => sheet.getRow(row).getCell(i + 1).text);
const rowsOf = (sheet: ExcelJS.Worksheet) => Array.from({ length: sheet.rowCount - 1 }, (_, i) => cellsOf(sheet, i + 2));

/** The code whose Chinese label a zh workbook shows. */
const codeOfZh = (list: ReadonlyArray<Labelled>, label: string) => list.find((item) => item.zh === label)?.value;
const en = (list: ReadonlyArray<Labelled>, label: string) => list.find((item) => item.zh === label)?.en;

describe('the case register export', () => {
  const exportIn = async (lang: Lang) =>
    sheetOf(
      await request(t.app)
        .get(API_PATHS.caseExport)
        .set(seats.bearer('npc01'))
        .set('Accept-Language', ACCEPT[lang])
        .query({ body: 'NPC', sortField: 'caseNo', sortOrder: 'asc' })
        .responseType('blob'),
    );

  it('has English headers, sheet name and status/kind labels for an English reader, the same data, and Chinese for a Chinese one', async () => {
    await seats.assignedCase([{ unit: 'unit01', role: 'LEAD' }]);
    const [zh, english] = [await exportIn('zh'), await exportIn('en')];
    expect(zh.name).toBe('建议清单');
    expect(cellsOf(zh, 1).slice(0, 5)).toEqual(['案号', '案由', '类型', '届次会议', '状态']);
    expect(english.name).toBe('Suggestions');
    expect(cellsOf(english, 1)).toEqual([
      'Case no.',
      'Title',
      'Kind',
      'Session',
      'Status',
      'Category',
      'Property',
      'Key',
      'Lead submitter / unit',
      'Delegation / sector',
      'Handling units',
      'Submitted',
      'Registered',
      'Assigned',
      'Due',
      'Deadline',
    ]);
    const [zhRows, enRows] = [rowsOf(zh), rowsOf(english)];
    expect(enRows.length).toBe(zhRows.length);
    expect(zhRows.length).toBeGreaterThan(0);
    zhRows.forEach((zhRow, i) => {
      const enRow = enRows[i]!;
      // Data as entered: case number, title, session, submitter, group, times.
      expect([enRow[0], enRow[1], enRow[3], enRow[8], enRow[9], enRow[11]]).toEqual([
        zhRow[0],
        zhRow[1],
        zhRow[3],
        zhRow[8],
        zhRow[9],
        zhRow[11],
      ]);
      expect(codeOfZh(CASE_KINDS, zhRow[2]!)).toBeDefined();
      expect(enRow[2]).toBe(en(CASE_KINDS, zhRow[2]!));
      expect(enRow[4]).toBe(en(CASE_STATUSES, zhRow[4]!));
      expect(enRow[7]).toBe(zhRow[7] === '是' ? 'Yes' : '');
    });
    // A handling unit keeps its name, with its role in English.
    const assigned = enRows.findIndex((row) => row[10] !== '');
    expect(assigned).toBeGreaterThanOrEqual(0);
    expect(enRows[assigned]![10]).toMatch(/^.+ \((Sole|Lead|Co-handling|Separate)\)/);
    expect(zhRows[assigned]![10]).toMatch(/^.+（(单办|主办|协办|分办)）/);
    expect(zhRows[assigned]![10]!.split('（')[0]).toBe(enRows[assigned]![10]!.split(' (')[0]);
  });
});

describe('the assignment list export', () => {
  it('labels roles and statuses in the reader’s language and keeps the titles', async () => {
    const kase = await seats.assignedCase([{ unit: 'unit01', role: 'SOLE' }]);
    const exportIn = async (lang: Lang) =>
      sheetOf(
        await request(t.app)
          .get(API_PATHS.caseAssignmentsExport)
          .set(seats.bearer('unit01'))
          .set('Accept-Language', ACCEPT[lang])
          .responseType('blob'),
      );
    const [zh, english] = [await exportIn('zh'), await exportIn('en')];
    expect(zh.name).toBe('交办件清单');
    expect(cellsOf(zh, 1)).toEqual(['案号', '案由', '提出人', '办理方式', '状态', '交办时间', '办理期限', '签收时间', '答复时间']);
    expect(english.name).toBe('Assignments');
    expect(cellsOf(english, 1)).toEqual([
      'Case no.',
      'Title',
      'Submitter',
      'Handling role',
      'Status',
      'Assigned',
      'Due',
      'Signed',
      'Replied',
    ]);
    const zhRow = rowsOf(zh).find((row) => row[1] === kase.title)!;
    const enRow = rowsOf(english).find((row) => row[1] === kase.title)!;
    expect(zhRow.slice(3, 5)).toEqual(['单办', '待签收']);
    expect(enRow.slice(3, 5)).toEqual([
      ASSIGNMENT_ROLES.find((r) => r.value === 'SOLE')!.en,
      ASSIGNMENT_STATUSES.find((s) => s.value === 'PENDING')!.en,
    ]);
    expect(enRow[2]).toBe(zhRow[2]);
  });
});

describe('the member list export and its import', () => {
  const bearer = () => ({ Authorization: `Bearer ${admin}` });
  const exportIn = async (lang: Lang) =>
    sheetOf(await request(t.app).post(API_PATHS.npcExcel).set(bearer()).set('Accept-Language', ACCEPT[lang]).send({}).responseType('blob'));

  it('writes English headers and type labels for an English reader, names as entered', async () => {
    const [zh, english] = [await exportIn('zh'), await exportIn('en')];
    expect(zh.name).toBe('代表委员名单');
    expect(cellsOf(zh, 1)).toEqual(Object.values(MEMBER_EXCEL_HEADERS));
    expect(english.name).toBe('Members');
    expect(cellsOf(english, 1)).toEqual(Object.values(MEMBER_EXCEL_HEADERS_EN));
    const [zhRows, enRows] = [rowsOf(zh), rowsOf(english)];
    expect(enRows.length).toBe(zhRows.length);
    expect(zhRows.length).toBeGreaterThan(0);
    zhRows.forEach((zhRow, i) => {
      expect(enRows[i]!.slice(0, 4)).toEqual(zhRow.slice(0, 4));
      expect(enRows[i]![4]).toBe(en(MEMBER_TYPES, zhRow[4]!) ?? zhRow[4]);
      expect(enRows[i]![5]).toBe(zhRow[5]);
    });
  });

  it('gives an English template, and reads a sheet under English headers back', async () => {
    const template = await sheetOf(
      await request(t.app).get(API_PATHS.npcImportTemplate).set(bearer()).set('Accept-Language', ACCEPT.en).responseType('blob'),
    );
    expect(cellsOf(template, 1)).toEqual(Object.values(MEMBER_EXCEL_HEADERS_EN));
    const options = (await request(t.app).post(API_PATHS.npcOptions).set(bearer())).body.data as MemberOptions;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Members');
    sheet.addRow(cellsOf(template, 1));
    const values: Record<keyof typeof MEMBER_EXCEL_HEADERS, string> = {
      name: '英文表头导入',
      account: '',
      session: options.sessions.find((s) => s.body === 'NPC' && s.isCurrent)!.label,
      group: options.delegations.find((d) => d.body === 'NPC')!.label,
      type: 'Delegation',
      background: '群众',
      address: '某局 科员',
      mobile: '13900000001',
      nativePlace: '某路2号',
      remark: '某局',
      createTime: '',
      operator: '',
    };
    sheet.addRow((Object.keys(MEMBER_EXCEL_HEADERS) as Array<keyof typeof MEMBER_EXCEL_HEADERS>).map((key) => values[key]));
    const res = await request(t.app)
      .post(API_PATHS.npcImport)
      .set(bearer())
      .set('Accept-Language', ACCEPT.en)
      .attach('file', Buffer.from(await book.xlsx.writeBuffer()), 'members.xlsx');
    expect(res.status).toBe(200);
    expect((res.body.data as ImportReport).imported).toBe(1);
    const saved = await t.ctx.db.selectFrom('member_terms').selectAll().where('staff_name', '=', '英文表头导入').executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ type: 1, mobile: '13900000001' });
  });

  it('names a row’s problems by the column as the sheet writes it', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Members');
    sheet.addRow(Object.values(MEMBER_EXCEL_HEADERS_EN).slice(0, 10));
    sheet.addRow(['', '', '某届', '某团', '', '群众', '某局', '', '某路', '某局']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const res = await request(t.app)
      .post(API_PATHS.npcImport)
      .set(bearer())
      .set('Accept-Language', ACCEPT.zh)
      .attach('file', file, 'm.xlsx');
    expect(res.status).toBe(200);
    const fields = (res.body.data as ImportReport).errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['Name', 'Phone']));
    expect(fields.filter((f) => /[\u4e00-\u9fff]/.test(f))).toEqual([]);
  });

  it('names missing columns in the reader’s language', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Members').addRow(['Name', 'Session']).commit();
    book.worksheets[0]!.addRow(['某人', '某届']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const res = await request(t.app)
      .post(API_PATHS.npcImport)
      .set(bearer())
      .set('Accept-Language', ACCEPT.en)
      .attach('file', file, 'm.xlsx');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Delegation / submitting unit');
    expect(JSON.stringify(res.body)).not.toContain('代表团/提案单位');
  });
});

describe('the case import template', () => {
  it('is English for an English reader, and the English template imports as it is', async () => {
    const res = await request(t.app)
      .get(API_PATHS.caseImportTemplate)
      .set(seats.bearer('npc01'))
      .set('Accept-Language', ACCEPT.en)
      .query({ body: 'NPC' })
      .responseType('blob');
    expect(res.headers['content-disposition']).toContain('Suggestions%20import%20template.xlsx');
    const template = await sheetOf(res);
    expect(template.name).toBe('Suggestion import');
    expect(cellsOf(template, 1)).toEqual(CASE_IMPORT_COLUMNS.map((key) => CASE_IMPORT_HEADERS_EN[key]));
    const example = cellsOf(template, 2);
    expect(example[0]).toBe('Suggestion');
    expect(example[6]).toBe('During the session');

    // The example row, retitled, goes back in through the import.
    const title = 'English template round trip';
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Import');
    sheet.addRow(cellsOf(template, 1));
    sheet.addRow(example.map((cell, i) => (i === 2 ? title : cell)));
    const imported = await request(t.app)
      .post(API_PATHS.caseImport)
      .set(seats.bearer('npc01'))
      .set('Accept-Language', ACCEPT.en)
      .query({ body: 'NPC' })
      .attach('file', Buffer.from(await book.xlsx.writeBuffer()), 'cases.xlsx');
    expect(imported.status).toBe(200);
    expect((imported.body.data as ImportReport).imported).toBe(1);
    const kase = await t.ctx.db.selectFrom('cases').selectAll().where('title', '=', title).executeTakeFirstOrThrow();
    expect(kase.kind).toBe('SUGGESTION');
  });

  it('stays Chinese for a Chinese reader', async () => {
    const template = await sheetOf(
      await request(t.app)
        .get(API_PATHS.caseImportTemplate)
        .set(seats.bearer('npc01'))
        .set('Accept-Language', ACCEPT.zh)
        .query({ body: 'NPC' })
        .responseType('blob'),
    );
    expect(template.name).toBe('建议导入');
    expect(cellsOf(template, 1).slice(0, 3)).toEqual(['类型', '届次会议', '案由']);
    expect(cellsOf(template, 2)[0]).toBe('建议');
  });
});
