import { API_PATHS, CASE_IMPORT_HEADERS, MEMBER_EXCEL_HEADERS, type MemberOptions } from '@proposal-desk/shared';
import ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

/**
 * An Excel import is a zip: it is refused from its central directory, before any reader unpacks it, when its parts
 * would unpack past IMPORT_UNPACKED_MAX_BYTES (1 MB here) or number more than IMPORT_MAX_PARTS (20 here).
 */

let t: TestApp;
let token: string;
let options: MemberOptions;

beforeAll(async () => {
  t = await createTestApp({ IMPORT_UNPACKED_MAX_BYTES: String(1024 * 1024), IMPORT_MAX_PARTS: '20' });
  token = await t.login('npc01', PASSWORDS.demo);
  options = (await request(t.app).post(API_PATHS.npcOptions).set('Authorization', `Bearer ${token}`)).body.data;
});
afterAll(() => t.close());

const H = MEMBER_EXCEL_HEADERS;

function person(name: string): string[] {
  const session = options.sessions.find((s) => s.body === 'NPC' && s.isCurrent)!.label;
  const group = options.delegations.find((d) => d.body === 'NPC')!.label;
  return [name, '', session, group, '', '中共党员', '某局 局长', '13912345678', '某路1号', '某局'];
}

async function workbook(header: string[], rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('名单');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const memberBook = (names: string[]) =>
  workbook([H.name, H.account, H.session, H.group, H.type, H.background, H.address, H.mobile, H.nativePlace, H.remark], names.map(person));

/** The workbook with more parts in its zip. */
function withParts(file: Buffer, parts: Record<string, Uint8Array>): Buffer {
  return Buffer.from(zipSync({ ...unzipSync(file), ...parts }, { level: 9 }));
}

/** The workbook with one part's unpacked size written as `size` in its local header and the central directory. */
function declaring(file: Buffer, part: string, size: number): Buffer {
  const forged = Buffer.from(file);
  const name = Buffer.from(part);
  for (let at = forged.indexOf(name); at >= 0; at = forged.indexOf(name, at + 1)) {
    if (forged.readUInt32LE(at - 30) === 0x04034b50) forged.writeUInt32LE(size, at - 30 + 22);
    if (forged.readUInt32LE(at - 46) === 0x02014b50) forged.writeUInt32LE(size, at - 46 + 24);
  }
  return forged;
}

const zeros = (bytes: number) => new Uint8Array(bytes);

const importMembers = (file: Buffer, lang = 'zh') =>
  request(t.app)
    .post(API_PATHS.npcImport)
    .set('Authorization', `Bearer ${token}`)
    .set('Accept-Language', lang)
    .attach('file', file, 'members.xlsx');

const countNamed = async (prefix: string) =>
  Number(
    (
      await t.ctx.db
        .selectFrom('member_terms')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('staff_name', 'like', `${prefix}%`)
        .executeTakeFirstOrThrow()
    ).n,
  );

it('imports a workbook within the limits', async () => {
  const res = await importMembers(await memberBook(['限内甲']));
  expect(res.status).toBe(200);
  expect(res.body.data.imported).toBe(1);
});

it('refuses a workbook whose parts unpack past the limit, in both languages, importing nothing', async () => {
  const bomb = withParts(await memberBook(['炸弹甲']), { 'xl/media/filler.bin': zeros(2 * 1024 * 1024) });
  expect(bomb.length).toBeLessThan(64 * 1024);
  const zh = await importMembers(bomb);
  expect(zh.status).toBe(400);
  expect(zh.body.msg).toBe('该 Excel 文件解压后超过1 MB，不能导入');
  const en = await importMembers(bomb, 'en');
  expect(en.body.msg).toBe('Unpacked, this Excel file is larger than 1 MB: it cannot be imported');
  expect(await countNamed('炸弹')).toBe(0);
});

it('refuses by the sizes the central directory declares, before unpacking anything', async () => {
  // A part declaring 4 GB: read whole, it would fail as unreadable (it holds 10 bytes); refused by its declaration.
  const declared = declaring(withParts(await memberBook(['声明甲']), { 'xl/huge.bin': zeros(10) }), 'xl/huge.bin', 4_000_000_000);
  const res = await importMembers(declared);
  expect(res.status).toBe(400);
  expect(res.body.msg).toBe('该 Excel 文件解压后超过1 MB，不能导入');
  expect(await countNamed('声明')).toBe(0);
});

it('refuses a part that holds more than it declares at its declared size', async () => {
  const lying = declaring(
    withParts(await memberBook(['说谎甲']), { 'xl/media/small.bin': zeros(8 * 1024 * 1024) }),
    'xl/media/small.bin',
    1000,
  );
  const res = await importMembers(lying);
  expect(res.status).toBe(400);
  expect(res.body.msg).toBe('无法读取该 Excel 文件');
  expect(await countNamed('说谎')).toBe(0);
});

it('refuses a workbook of more parts than the limit', async () => {
  const parts = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`xl/extra/part${i}.xml`, zeros(1)]));
  const res = await importMembers(withParts(await memberBook(['部件甲']), parts));
  expect(res.status).toBe(400);
  expect(res.body.msg).toBe('该 Excel 文件包含的部件超过20个，不能导入');
  expect(await countNamed('部件')).toBe(0);
});

it('checks the case import the same way', async () => {
  const book = await workbook(Object.values(CASE_IMPORT_HEADERS), [['人大建议']]);
  const res = await request(t.app)
    .post(API_PATHS.caseImport)
    .set('Authorization', `Bearer ${token}`)
    .attach('file', withParts(book, { 'xl/media/filler.bin': zeros(2 * 1024 * 1024) }), 'cases.xlsx');
  expect(res.status).toBe(400);
  expect(res.body.msg).toBe('该 Excel 文件解压后超过1 MB，不能导入');
});

it('refuses a cell holding a noncharacter (a workbook writes U+FFFE as _xFFFE_), naming its row and column', async () => {
  const res = await importMembers(await memberBook(['非字符甲', '非字符_xFFFE_乙']));
  expect(res.status).toBe(400);
  expect(res.body.msg).toBe('第3行“姓名”含有不允许的字符（Unicode 非字符或不完整的字符）');
  expect(await countNamed('非字符')).toBe(0);
});
