import path from 'node:path';

/** Everything a run leaves behind (git-ignored): traces, videos, failure screenshots, reports. */
export const ARTIFACTS = path.resolve(__dirname, '../../artifacts');

/** The signed-in sessions the setup project saves, one file per demo role. */
export const AUTH_DIR = path.join(ARTIFACTS, '.auth');

/** Screenshots the tests take on purpose, to look at what a user sees. */
export const SCREENS = path.join(ARTIFACTS, 'screens');
