import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'puppeteer-core';

export interface Asset {
  name: string;
  rawBytes: number;
  gzipBytes: number;
}

export const gzipSize = (body: Buffer): number => gzipSync(body, { level: 9 }).length;

/** Every JS and CSS file under `dist/assets`, largest gzip first. */
export function listAssets(dist: string): Asset[] {
  const dir = path.join(dist, 'assets');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
    .map((name) => {
      const body = readFileSync(path.join(dir, name));
      return { name, rawBytes: body.length, gzipBytes: gzipSize(body) };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** Opens `url` and sums the gzip size of every JavaScript response until the network is idle. */
export async function pageJavaScript(page: Page, url: string): Promise<{ files: number; gzipBytes: number }> {
  const bodies: Promise<number>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
    bodies.push(response.buffer().then(gzipSize));
  });
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
  const sizes = await Promise.all(bodies);
  return { files: sizes.length, gzipBytes: sizes.reduce((sum, size) => sum + size, 0) };
}
