import { mkdtempSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

// The product's own limits, the same with or without nginx in front: a file (400), one call's files together
// (413) and one user's Beijing day (429). A refused upload stores nothing.
let t: TestApp;
const tokens: Record<string, string> = {};

const pngOf = (size: number) => {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
};

/** Where the uploads of this file wait while they arrive, to see each call's folder removed. */
const waiting = mkdtempSync(path.join(os.tmpdir(), 'pd-upload-tmp-'));

beforeAll(async () => {
  t = await createTestApp({
    UPLOAD_MAX_BYTES: '2048',
    UPLOAD_MAX_FILES: '2',
    UPLOAD_MAX_REQUEST_BYTES: '3072',
    UPLOAD_DAILY_BYTES: '6144',
    UPLOAD_TMP_DIR: waiting,
  });
  for (const who of ['npc01', 'unit01']) tokens[who] = await t.login(who, PASSWORDS.demo);
});
afterAll(() => t.close());

const upload = (who = 'npc01') => request(t.app).post(API_PATHS.uploadFile).set('Authorization', `Bearer ${tokens[who]}`);

/** Waits until every upload's temporary folder is removed (each goes when its exchange ends); fails after 5 s. */
async function temporaryFoldersRemoved(): Promise<void> {
  const deadline = Date.now() + 5000;
  while (readdirSync(waiting).length > 0) {
    if (Date.now() > deadline) throw new Error(`temporary folders left: ${readdirSync(waiting).join(', ')}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** What is stored: files, their bytes' chunks, and the bytes counted towards today's quotas. */
async function stored() {
  const count = async (table: 'files' | 'file_chunks') =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const days = await t.ctx.db.selectFrom('upload_days').select(['user_id', 'bytes']).orderBy('user_id').execute();
  return { files: await count('files'), chunks: await count('file_chunks'), days };
}

describe('upload limits', () => {
  it('accepts a file of exactly the limit', async () => {
    expect((await upload().attach('file', pngOf(2048), 'edge.png')).status).toBe(200);
  });

  it('refuses a larger file, naming the limit', async () => {
    const res = await upload().attach('file', pngOf(2049), 'big.png');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('文件超过大小限制（2 KB）');
  });

  it('refuses more files than allowed, naming the limit', async () => {
    const res = await upload().attach('file', pngOf(10), 'a.png').attach('file', pngOf(10), 'b.png').attach('file', pngOf(10), 'c.png');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('一次最多上传2个文件');
  });

  it('refuses files past the call’s limit together with 413, storing nothing', async () => {
    const before = await stored();
    const res = await upload().attach('file', pngOf(2000), 'a.png').attach('file', pngOf(2000), 'b.png');
    expect(res.status).toBe(413);
    expect(res.body.msg).toBe('本次上传的文件合计超过大小限制（3 KB）');
    const english = await upload().set('Accept-Language', 'en').attach('file', pngOf(2000), 'a.png').attach('file', pngOf(2000), 'b.png');
    expect(english.status).toBe(413);
    expect(english.body.msg).toBe('The files of this upload are larger than the limit together (3 KB)');
    expect(await stored()).toEqual(before);
    await temporaryFoldersRemoved();
    // Within the limit together, the same call is stored.
    expect((await upload().attach('file', pngOf(1500), 'a.png').attach('file', pngOf(1500), 'b.png')).status).toBe(200);
    await temporaryFoldersRemoved();
  });

  it('stores nothing of an upload the client gave up half-way, and leaves no temporary file', async () => {
    const before = await stored();
    const server = t.app.listen(0);
    const boundary = 'half-way';
    const req = http.request({
      port: (server.address() as AddressInfo).port,
      method: 'POST',
      path: API_PATHS.uploadFile,
      headers: {
        Authorization: `Bearer ${tokens.npc01}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': 5000,
      },
    });
    req.on('error', () => undefined);
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.png"\r\nContent-Type: image/png\r\n\r\n`;
    req.write(Buffer.concat([Buffer.from(part), pngOf(1000)]));
    // The server has started the upload once its temporary folder exists; then the client goes away.
    while (readdirSync(waiting).length === 0) await new Promise((resolve) => setImmediate(resolve));
    req.destroy();
    await temporaryFoldersRemoved();
    await new Promise((resolve) => server.close(resolve));
    expect(await stored()).toEqual(before);
  });

  it('refuses a user past their day’s quota with 429 until the next day, storing nothing, others still upload', async () => {
    const unit = await t.ctx.db.selectFrom('users').select('id').where('username', '=', 'unit01').executeTakeFirstOrThrow();
    const counted = async () =>
      Number((await t.ctx.db.selectFrom('upload_days').select('bytes').where('user_id', '=', unit.id).executeTakeFirst())?.bytes ?? 0);
    for (let i = 0; i < 2; i++) expect((await upload('unit01').attach('file', pngOf(2048), `day${i}.png`)).status).toBe(200);
    expect(await counted()).toBe(4096);

    // 4 KB stored: 3,000 bytes more would pass the 6 KB of the day; refused as the bytes arrive.
    const before = await stored();
    const past = await upload('unit01').attach('file', pngOf(1500), 'c.png').attach('file', pngOf(1500), 'd.png');
    expect(past.status).toBe(429);
    expect(past.body.msg).toBe('今日上传已达限额（6 KB），请明天再试');
    const retryAfter = Number(past.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(await stored()).toEqual(before);
    await temporaryFoldersRemoved();

    // Up to the quota exactly is stored; after that, the next call is refused before its bytes are read.
    expect((await upload('unit01').attach('file', pngOf(2048), 'last.png')).status).toBe(200);
    expect(await counted()).toBe(6144);
    const full = await upload('unit01').set('Accept-Language', 'en').attach('file', pngOf(10), 'more.png');
    expect(full.status).toBe(429);
    expect(full.body.msg).toBe('Today’s upload allowance (6 KB) is used up; try again tomorrow');
    expect(await counted()).toBe(6144);
    expect((await upload('npc01').attach('file', pngOf(10), 'other.png')).status).toBe(200);
  });
});
