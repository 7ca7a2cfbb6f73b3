import { API_PATHS, fileUrl, formatBytes, LOG_MODULES, type UploadedFile, withParams } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
let token = '';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('word/document.xml placeholder')]);
const DOCX_NAME = '关于加强社区养老服务的建议.docx';

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('dlg001', PASSWORDS.demo);
});
afterAll(() => t.close());

const upload = () => request(t.app).post(API_PATHS.uploadFile).set('Authorization', `Bearer ${token}`);
const idOf = (file: UploadedFile) => Number(/GetFile\/(\d+)\//.exec(file.url)![1]);
const latestUploadLog = () =>
  t.ctx.db.selectFrom('activity_logs').selectAll().where('module', '=', LOG_MODULES.upload).orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('POST PostFile', () => {
  it('stores a PNG and answers its name with the suffix and its url', async () => {
    const res = await upload().attach('file', PNG, 'pixel.png');
    expect(res.status).toBe(200);
    const file: UploadedFile = res.body.data;
    expect(file.name).toMatch(/^pixel[A-Za-z0-9_-]{16}\.png$/);
    expect(file.url).toMatch(new RegExp(`^/api/Upload/GetFile/\\d+/${file.name}$`));
    // The log names the file by its id and the name it was uploaded under, never by its stored name.
    const entry = await latestUploadLog();
    expect(entry.description).toBe(`上传文件 pixel.png（编号 ${idOf(file)}，${formatBytes(PNG.byteLength)}）`);
    expect(entry.description).not.toContain(file.name);
  });

  it('keeps a Chinese name the browser sent as raw UTF-8, and serves it back without the suffix', async () => {
    const res = await upload().attach('file', DOCX, DOCX_NAME);
    expect(res.status).toBe(200);
    const file: UploadedFile = res.body.data;
    expect(file.name).toMatch(/^关于加强社区养老服务的建议[A-Za-z0-9_-]{16}\.docx$/);
    expect(file.url.endsWith(`/${encodeURIComponent(file.name)}`)).toBe(true);

    const download = await request(t.app).get(file.url).set('Authorization', `Bearer ${token}`).responseType('blob');
    expect(download.status).toBe(200);
    expect(Buffer.compare(download.body as Buffer, DOCX)).toBe(0);
    expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(download.headers['cache-control']).toBe('private');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="download.docx"; filename*=UTF-8''${encodeURIComponent(DOCX_NAME)}`,
    );
    expect((await latestUploadLog()).description).toBe(`下载文件 ${DOCX_NAME}（编号 ${idOf(file)}）`);
  });

  it('streams a file of several chunks back byte for byte', async () => {
    // 1.5 MB of text: three chunks of the database, read back one at a time.
    const text = Buffer.from('第一行建议内容。\n'.repeat(60_000));
    const file: UploadedFile = (await upload().attach('file', text, '长文本.txt')).body.data;
    const chunks = await t.ctx.db.selectFrom('file_chunks').select('seq').where('file_id', '=', idOf(file)).execute();
    expect(chunks.length).toBe(3);
    const download = await request(t.app).get(file.url).set('Authorization', `Bearer ${token}`).responseType('blob');
    expect(download.status).toBe(200);
    expect(download.headers['content-length']).toBe(String(text.byteLength));
    expect(Buffer.compare(download.body as Buffer, text)).toBe(0);
  });

  it('answers an array for several files', async () => {
    const res = await upload().attach('file', PNG, 'a.png').attach('file', Buffer.from('plain notes'), 'notes.txt');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[1].name).toMatch(/^notes[A-Za-z0-9_-]{16}\.txt$/);
  });

  it('refuses other types, content that does not match, and a missing file', async () => {
    const exe = await upload().attach('file', Buffer.from('MZ\x90\x00'), 'setup.exe');
    expect(exe.status).toBe(400);
    expect(exe.body.msg).toBe('不支持的文件类型：setup.exe');

    const fakePdf = await upload().attach('file', Buffer.from('this is not a pdf'), '报告.pdf');
    expect(fakePdf.status).toBe(400);
    expect(fakePdf.body.msg).toBe('文件内容与扩展名不符：报告.pdf');

    const pngAsDoc = await upload().attach('file', PNG, 'letter.doc');
    expect(pngAsDoc.status).toBe(400);

    const none = await upload().field('note', 'x');
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('请选择要上传的文件');

    const wrongField = await upload().attach('attachment', PNG, 'x.png');
    expect(wrongField.status).toBe(400);
  });

  it('stores nothing when one file of several is refused', async () => {
    const before = await t.ctx.db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await upload().attach('file', PNG, 'ok.png').attach('file', Buffer.from('x'), 'bad.exe');
    expect(res.status).toBe(400);
    const after = await t.ctx.db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('needs a token', async () => {
    expect((await request(t.app).post(API_PATHS.uploadFile).attach('file', PNG, 'x.png')).status).toBe(401);
  });
});

describe('GET GetFile', () => {
  let file: UploadedFile;
  beforeAll(async () => {
    file = (await upload().attach('file', PNG, '现场照片.png')).body.data;
  });

  it('needs a token', async () => {
    expect((await request(t.app).get(file.url)).status).toBe(401);
  });

  it('serves an upload not attached yet to its uploader only', async () => {
    const res = await request(t.app).get(file.url).set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('现场照片.png')}`);
    for (const who of ['unit01', 'npc01', 'admin']) {
      const other = await t.login(who, who === 'admin' ? PASSWORDS.admin : PASSWORDS.demo);
      expect((await request(t.app).get(file.url).set('Authorization', `Bearer ${other}`)).status).toBe(404);
    }
  });

  it('serves a file stored with the old `_` + 16 name under its name without them', async () => {
    const storedName = '会议纪要_Ab3dEf7hIj0lMn9p.png';
    const uploader = await t.ctx.db.selectFrom('users').select('id').where('username', '=', 'dlg001').executeTakeFirstOrThrow();
    const row = await t.ctx.db
      .insertInto('files')
      .values({
        stored_name: storedName,
        original_name: '会议纪要.png',
        mime: 'image/png',
        size: PNG.byteLength,
        uploaded_by: uploader.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db.insertInto('file_chunks').values({ file_id: row.id, seq: 0, data: PNG }).execute();
    const res = await request(t.app).get(fileUrl(row.id, storedName)).set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('会议纪要.png')}`);
  });

  it('answers 404 for an unknown id or a name that does not match, 400 for a bad id', async () => {
    const [, id] = /GetFile\/(\d+)\//.exec(file.url)!;
    const auth = `Bearer ${token}`;
    expect(
      (
        await request(t.app)
          .get(withParams(API_PATHS.downloadFile, { id: id!, name: 'other.png' }))
          .set('Authorization', auth)
      ).status,
    ).toBe(404);
    expect((await request(t.app).get(fileUrl(99999999, 'x.png')).set('Authorization', auth)).status).toBe(404);
    expect(
      (
        await request(t.app)
          .get(withParams(API_PATHS.downloadFile, { id: 'abc', name: 'x.png' }))
          .set('Authorization', auth)
      ).status,
    ).toBe(400);
  });
});
