import { existsSync } from 'node:fs';

/** Debian's Chromium binary (the /usr/bin/chromium wrapper adds flags and warnings); no browser is downloaded. */
export const CHROMIUM = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p)) ?? '/usr/lib/chromium/chromium';

/** As root Chromium needs --no-sandbox; the networking flags stop it calling out of this closed machine. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];
