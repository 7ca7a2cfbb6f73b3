import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startChild, waitReady, type Child } from '../../support/product';

declare global {
  var e2eProduct: Child | undefined;
}

/** Starts the product once (built web app + API on a fresh embedded database with the demo office). */
export default async function globalSetup(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-e2e-'));
  // E2E_WEB_DIST serves a web build from elsewhere (several developers building at once in one tree).
  const webDist: Record<string, string> = process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {};
  const child = startChild('product', 'report-service/src/server.ts', await freePort(), {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...webDist,
  });
  await waitReady(child, 180000);
  globalThis.e2eProduct = child;
  process.env.E2E_BASE_URL = child.baseUrl;
}
