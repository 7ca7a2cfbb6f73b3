import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS } from './paths';

const DEBIAN_FFMPEG = '/usr/bin/ffmpeg';

/**
 * Playwright records video through an ffmpeg build of its own, which it would download; Debian's ffmpeg
 * (installed with the other system packages) stands in for it at the place Playwright looks. Done once by
 * the runner: the workers inherit PLAYWRIGHT_BROWSERS_PATH. False when there is no ffmpeg to use.
 */
export function useDebianFfmpeg(): boolean {
  if (process.env.PLAYWRIGHT_BROWSERS_PATH) return existsSync(DEBIAN_FFMPEG);
  if (!existsSync(DEBIAN_FFMPEG)) return false;
  const core = path.dirname(require.resolve('playwright-core/package.json'));
  const { browsers } = JSON.parse(readFileSync(path.join(core, 'browsers.json'), 'utf8')) as {
    browsers: Array<{ name: string; revision: string }>;
  };
  const revision = browsers.find((b) => b.name === 'ffmpeg')?.revision;
  const root = path.join(ARTIFACTS, 'playwright-browsers');
  const dir = path.join(root, `ffmpeg-${revision}`);
  mkdirSync(dir, { recursive: true });
  if (!existsSync(path.join(dir, 'ffmpeg-linux'))) symlinkSync(DEBIAN_FFMPEG, path.join(dir, 'ffmpeg-linux'));
  process.env.PLAYWRIGHT_BROWSERS_PATH = root;
  return true;
}
