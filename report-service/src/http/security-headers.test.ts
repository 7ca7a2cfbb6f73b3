import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../test/harness';

const BOOT_SCRIPT = "document.documentElement.lang = 'en';";
const SHELL = `<!doctype html><html><head><script type="module" src="./assets/index.js"></script></head>
<body><div id="root"></div><script>${BOOT_SCRIPT}</script></body></html>`;

let t: TestApp;
let admin: string;

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'pd-shell-'));
  writeFileSync(path.join(webDist, 'index.html'), SHELL);
  t = await createTestApp({ WEB_DIST: webDist });
  admin = await t.login('admin', PASSWORDS.admin);
});
afterAll(() => t.close());

/** The Content-Security-Policy as directive → sources. */
function policyOf(header: string | undefined): Record<string, string[]> {
  expect(header).toBeTruthy();
  return Object.fromEntries(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectSecurityHeaders(headers: Record<string, string>): Record<string, string[]> {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const policy = policyOf(headers['content-security-policy']);
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'self'"]);
  expect(policy['form-action']).toEqual(["'self'"]);
  expect(policy['script-src']).not.toContain("'unsafe-inline'");
  expect(policy['script-src']).not.toContain("'unsafe-eval'");
  // Plain-http installs keep working: nothing is upgraded to https.
  expect(policy).not.toHaveProperty('upgrade-insecure-requests');
  return policy;
}

describe('security headers', () => {
  it('the app shell allows its own inline script by hash and no other inline script', async () => {
    const res = await request(t.app).get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain(BOOT_SCRIPT);
    const policy = expectSecurityHeaders(res.headers);
    const hash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
    expect(policy['script-src']).toEqual(["'self'", hash]);
    expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    // A deep link of the hash router gets the same shell and the same policy.
    expectSecurityHeaders((await request(t.app).get('/case/caseList')).headers);
  });

  it('an API answer, a refusal and a download carry them too, and the download keeps its own headers', async () => {
    const info = await request(t.app).get(API_PATHS.userInfo).set('Authorization', `Bearer ${admin}`);
    expect(info.status).toBe(200);
    expectSecurityHeaders(info.headers);
    expectSecurityHeaders((await request(t.app).get(API_PATHS.userInfo)).headers);
    const template = await request(t.app).get(API_PATHS.npcImportTemplate).set('Authorization', `Bearer ${admin}`);
    expect(template.status).toBe(200);
    expect(template.headers['content-type']).toMatch(/spreadsheetml/);
    expect(template.headers['content-disposition']).toMatch(/^attachment;/);
    expectSecurityHeaders(template.headers);
  });
});
