import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type LaunchOptions } from 'puppeteer-core';

/** Flags measured on these machines (see design/architecture.md, "PDF engines"). */
const CHROMIUM_ARGS = [
  '--headless',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

const SETPRIV = '/usr/bin/setpriv';

/**
 * How Chromium is started so that it ends with the server, even one killed with kill -9 (no handler of the server
 * runs): through util-linux's setpriv, which has Linux send it SIGKILL when the thread that started it ends
 * (PR_SET_PDEATHSIG; the server's main thread launches it); without setpriv, as it is. (DevTools over a pipe would
 * end it too, but printed a 1,500-row list ~15 % slower than over its WebSocket: measured 2026-11-29.)
 */
function tiedToServer(executablePath: string, args: string[]): LaunchOptions {
  if (process.platform !== 'linux' || !existsSync(SETPRIV)) return { executablePath, args };
  return {
    executablePath: SETPRIV,
    ignoreDefaultArgs: true,
    args: ['--pdeathsig', 'KILL', '--', executablePath, ...puppeteer.defaultArgs({ headless: true, args })],
  };
}

/** Starts a headless Chromium for reports, tied to the server, its signals left to the server. */
export function launchChromium(executablePath: string): Promise<Browser> {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return puppeteer.launch({
    ...tiedToServer(executablePath, isRoot ? [...CHROMIUM_ARGS, '--no-sandbox'] : CHROMIUM_ARGS),
    headless: true,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}
