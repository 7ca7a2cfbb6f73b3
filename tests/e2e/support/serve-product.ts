// The product as the end-to-end runner starts it (Playwright's webServer): the built web app and the API on
// the fresh data directory the config chose, none of the caller's own product settings leaking in.
import path from 'node:path';
import { PRODUCT_VARIABLES } from '../../support/product';

const { E2E_PORT, E2E_DATA_DIR, E2E_WEB_DIST } = process.env;
if (!E2E_PORT || !E2E_DATA_DIR) throw new Error('E2E_PORT and E2E_DATA_DIR are set by tests/playwright.config.ts');
for (const variable of PRODUCT_VARIABLES) delete process.env[variable];
Object.assign(process.env, {
  HOST: '127.0.0.1',
  PORT: E2E_PORT,
  DATA_DIR: E2E_DATA_DIR,
  LOG_LEVEL: 'warn',
  // E2E_WEB_DIST serves a web build from elsewhere (several developers building at once in one tree).
  ...(E2E_WEB_DIST ? { WEB_DIST: E2E_WEB_DIST } : {}),
});
// Imported by path so the type-check of tests/ does not take in the server's sources.
void import(path.resolve(__dirname, '../../../report-service/src/server.ts'));
