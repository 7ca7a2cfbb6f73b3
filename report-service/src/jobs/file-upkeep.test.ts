import { API_PATHS, type UploadedFile } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../test/harness';
import { beijingDayOf } from '../lib/beijing-time';
import { runDatabaseUpkeep } from './database-upkeep';

// The nightly upkeep removes the files nobody owns: an upload not attached within a day, and a file its owner
// dropped (taken off a draft, or its case gone). Attached files, and uploads of today, stay.
let t: TestApp;
let token = '';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const idOf = (file: UploadedFile) => Number(/GetFile\/(\d+)\//.exec(file.url)![1]);

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('dlg001', PASSWORDS.demo);
});
afterAll(() => t.close());

async function upload(name: string): Promise<UploadedFile> {
  const res = await request(t.app).post(API_PATHS.uploadFile).set('Authorization', `Bearer ${token}`).attach('file', PNG, name);
  expect(res.status).toBe(200);
  return res.body.data as UploadedFile;
}

const draft = (attachments: UploadedFile[], ref: { id?: number; version?: number } = {}) =>
  request(t.app)
    .post(API_PATHS.caseSaveDraft)
    .set('Authorization', `Bearer ${token}`)
    .send({ ...ref, kind: 'SUGGESTION', title: '清理测试', content: '', attachments });

/** The ids among `ids` still stored, with their bytes. */
async function storedOf(ids: number[]): Promise<number[]> {
  const files = await t.ctx.db.selectFrom('files').select('id').where('id', 'in', ids).orderBy('id').execute();
  const chunked = await t.ctx.db
    .selectFrom('file_chunks')
    .select('file_id')
    .distinct()
    .where('file_id', 'in', ids)
    .orderBy('file_id')
    .execute();
  expect(chunked.map((c) => c.file_id)).toEqual(files.map((f) => f.id));
  return files.map((f) => f.id);
}

test('removes uploads not attached within a day and dropped files; keeps attached files and today’s uploads', async () => {
  const { db } = t.ctx;
  const stale = await upload('昨天上传未使用.png');
  await db
    .updateTable('files')
    .set({ created_at: new Date(Date.now() - 25 * 3_600_000) })
    .where('id', '=', idOf(stale))
    .execute();
  const fresh = await upload('刚上传.png');

  const kept = await upload('保留.png');
  const dropped = await upload('删除.png');
  const saved = await draft([kept, dropped]);
  expect(saved.status).toBe(200);
  // Attached more than a day ago: a file's age does not matter once something owns it.
  await db
    .updateTable('files')
    .set({ created_at: new Date(Date.now() - 30 * 86_400_000) })
    .where('id', '=', idOf(kept))
    .execute();
  expect((await draft([kept], { id: saved.body.data.id, version: saved.body.data.version })).status).toBe(200);

  // A case that goes (a test's clean-up, a database edited by hand) drops its files with it.
  const orphan = await upload('随案件删除.png');
  const gone = await draft([orphan]);
  await db.deleteFrom('cases').where('id', '=', gone.body.data.id).execute();

  const user = await db.selectFrom('users').select('id').where('username', '=', 'dlg001').executeTakeFirstOrThrow();
  const longAgo = beijingDayOf(new Date(Date.now() - 10 * 86_400_000));
  await db.insertInto('upload_days').values({ user_id: user.id, day: longAgo, bytes: 1 }).execute();

  const ids = [stale, fresh, kept, dropped, orphan].map(idOf);
  expect(await storedOf(ids)).toEqual(ids);
  const result = await runDatabaseUpkeep(db, t.database.kind, t.ctx.env.DATA_DIR);
  expect(result.filesRemoved).toBe(3);
  expect(await storedOf(ids)).toEqual([idOf(fresh), idOf(kept)]);
  const days = await db.selectFrom('upload_days').select('day').where('user_id', '=', user.id).execute();
  expect(days.map((d) => d.day)).toEqual([beijingDayOf(new Date())]);
  // The attached file is still read by its owner's reader.
  expect((await request(t.app).get(kept.url).set('Authorization', `Bearer ${token}`)).status).toBe(200);
});
