import { API_PATHS } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
let token = '';

const pngOf = (size: number) => {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
};

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: '2048', UPLOAD_MAX_FILES: '2' });
  token = await t.login('npc01', PASSWORDS.demo);
});
afterAll(() => t.close());

const upload = () => request(t.app).post(API_PATHS.uploadFile).set('Authorization', `Bearer ${token}`);

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
});
