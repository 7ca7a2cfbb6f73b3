// Debian packages the suites need: Chromium for the report tests and the end-to-end suite, poppler
// (pdftotext, pdffonts), a CJK font, LibreOffice Writer (soffice), nginx, ffmpeg (Playwright's video of a failing test) and, for the stress run,
// stress-ng. A fresh machine gets them here, as root, before any suite runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Each package with a file that shows it is installed. */
export const TEST_PACKAGES = {
  chromium: '/usr/lib/chromium/chromium',
  'fonts-noto-cjk': '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  'poppler-utils': '/usr/bin/pdftotext',
  ffmpeg: '/usr/bin/ffmpeg',
  // LibreOffice opens the Word documents the service writes (a test converts them as an office PC would).
  'libreoffice-writer-nogui': '/usr/bin/soffice',
  // nginx stands in front of two instances on one PostgreSQL, as deploy/ runs them (the load-balanced test).
  nginx: '/usr/sbin/nginx',
};
export const STRESS_PACKAGES = { 'stress-ng': '/usr/bin/stress-ng' };

/** Installs the missing ones with apt-get (as root); false, with the command to run, when that cannot be done. */
export function ensurePackages(packages) {
  const missing = Object.entries(packages)
    .filter(([, file]) => !existsSync(file))
    .map(([name]) => name);
  if (missing.length === 0) return true;
  if (process.getuid?.() !== 0) {
    console.log(`System packages are missing: run \`apt-get install -y ${missing.join(' ')}\` as root.`);
    return false;
  }
  console.log(`\n=== installing ${missing.join(', ')} (apt-get) ===`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
  return Object.values(packages).every((file) => existsSync(file));
}
