import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import express from 'express';
import { breakOffDownload } from './download';

/** A download whose source fails after its first chunk, served by a real server; the log is captured. */
async function serveFailingDownload(log: { error: jest.Mock; info: jest.Mock }) {
  const app = express();
  app.get('/file', async (req, res) => {
    (req as unknown as { log: typeof log }).log = log;
    res.setHeader('Content-Length', '100000');
    const source = Readable.from(
      (async function* () {
        yield Buffer.alloc(1000, 1);
        await new Promise((resolve) => setTimeout(resolve, 10));
        throw new Error('disk read failed');
      })(),
    );
    try {
      await pipeline(source, res);
    } catch (error) {
      breakOffDownload(res, error);
    }
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

it('cuts a download whose source fails midway: the client sees a failure, not a short file, and the failure is logged', async () => {
  const log = { error: jest.fn(), info: jest.fn() };
  const server = await serveFailingDownload(log);
  const { port } = server.address() as AddressInfo;
  const received = await new Promise<{ bytes: number; failed: boolean }>((resolve) => {
    http.get({ host: '127.0.0.1', port, path: '/file' }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, failed: !res.complete }));
      res.on('error', () => resolve({ bytes, failed: true }));
      res.on('aborted', () => resolve({ bytes, failed: true }));
    });
  });
  server.close();
  expect(received.failed).toBe(true);
  expect(received.bytes).toBeLessThan(100000);
  expect(log.error).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'disk read failed' }) }, expect.any(String));
});
