import { API_CALLS, API_PATHS, translate, type ApiCall } from '@proposal-desk/shared';
import { z } from 'zod';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

interface Layer {
  route?: { path: string | RegExp; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  slash?: boolean;
}

/** Every method + path the Express app mounts, found by walking its router stack. */
function mountedRoutes(app: Express): Array<{ method: string; path: string | RegExp }> {
  const routes: Array<{ method: string; path: string | RegExp }> = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) routes.push({ method, path: layer.route.path });
      } else if (layer.handle?.stack) {
        // A router mounted under a prefix would need the prefix joined to its paths: the app mounts none.
        expect(layer.slash).toBe(true);
        walk(layer.handle.stack);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return routes;
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
/** Not an API call: the web app shell (a pattern). */
const isApiRoute = (path: string | RegExp): path is string => typeof path === 'string';

let t: TestApp;
let admin: string;
let doc: {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown[] }>>;
  components: Record<string, Record<string, unknown>>;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', PASSWORDS.admin);
  const res = await request(t.app).get(API_PATHS.openApi);
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document, public, with bearer auth and request schemas from the shared zod schemas', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes).toEqual({ bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }) });
    const caseList = doc.paths[API_PATHS.caseList]!.get as unknown as { parameters: Array<{ name: string; schema: { enum?: string[] } }> };
    expect(caseList.parameters.find((p) => p.name === 'body')?.schema.enum).toEqual(['NPC', 'CPPCC']);
    const add = doc.paths[API_PATHS.holidayAdd]!.post as unknown as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(add.requestBody.content['application/json']!.schema.required).toEqual(expect.arrayContaining(['date', 'name']));
    expect(doc.paths[API_PATHS.login]!.get!.security).toEqual([]);
    expect(doc.paths[API_PATHS.caseList]!.get!.security).toBeUndefined();
  });

  it('documents every route the server mounts, and nothing it does not', () => {
    const mounted = mountedRoutes(t.app).filter((route): route is { method: string; path: string } => isApiRoute(route.path));
    expect(mounted.length).toBeGreaterThan(100);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(mounted.map((r) => `${r.method.toUpperCase()} ${openApiPath(r.path)}`).sort()).toEqual(documented.sort());
  });

  it('lists only paths the server answers: no documented call meets the “no such route” 404', async () => {
    const noSuchRoute = translate('common.notFound', 'zh');
    const run = await t.ctx.db.selectFrom('report_runs').select('id').executeTakeFirst();
    const values: Record<string, string> = { id: String(run?.id ?? 999999), name: 'missing.pdf', file: 'swagger-ui.css' };
    const call = (op: ApiCall, fill: (name: string) => string) => {
      const path = op.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(fill(name)));
      const req = request(t.app)[op.method](path);
      // Sign-out would end the admin's session: public calls go without the token.
      return op.access === 'public' ? req : req.set('Authorization', `Bearer ${admin}`);
    };
    const reportId = (op: ApiCall) => (op.path.startsWith('/api/Report/') ? 'caseStatusReportPrint' : undefined);
    // The downloads get a refused parameter, so the check renders no PDF or workbook.
    const refused = { body: 'NOBODY' };
    const answers: Array<{ op: string; status: number; ok: boolean }> = [];
    const calls = Object.values(API_CALLS) as ApiCall[];
    for (const op of calls) {
      answers.push(
        await (async () => {
          const req = call(op, (name) => reportId(op) ?? values[name]!);
          const res = 'file' in op ? await req.query(refused) : await req;
          if (res.status !== 404) return { op: `${op.method} ${op.path}`, status: res.status, ok: true };
          // A record that does not exist answers 404 too: a malformed id must then be refused by the route itself.
          const resourceMissing = res.body?.msg !== noSuchRoute || (op.path.includes(':') && (await call(op, () => '0')).status === 400);
          return { op: `${op.method} ${op.path}`, status: res.status, ok: resourceMissing };
        })(),
      );
    }
    expect(answers.filter((a) => !a.ok)).toEqual([]);
    expect(answers.length).toBe(calls.length);
  });
});

describe('the declarations of the calls', () => {
  it('make a valid OpenAPI 3.1 document (checked against the specification’s own schema)', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pd-openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    // The validator is an ES module that reads its schemas beside itself: it runs in a Node.js of its own.
    const script =
      "import { Validator } from '@seriousme/openapi-schema-validator';" +
      'const result = await new Validator().validate(process.argv[1]);' +
      'process.stdout.write(JSON.stringify(result));';
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script, file], { cwd: path.join(__dirname, '../../..') });
    expect(JSON.parse(String(out))).toEqual({ valid: true });
  });

  it('each describe what the call answers: no answer is left as “anything”', () => {
    const vague = Object.entries(API_CALLS as Record<string, ApiCall>)
      .filter(([, call]) => {
        const answer = 'answer' in call ? call.answer : 'plain' in call ? call.plain : undefined;
        return answer instanceof z.ZodUnknown || answer instanceof z.ZodAny;
      })
      .map(([name]) => name);
    expect(vague).toEqual([]);
  });

  it('each name a path no other call of the same method has, and an answer in the document', () => {
    const keys = Object.values(API_CALLS).map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [name, call] of Object.entries(API_CALLS)) {
      const operation = doc.paths[openApiPath(call.path)]![call.method] as unknown as {
        operationId: string;
        responses: Record<string, unknown>;
      };
      expect(operation.operationId).toBe(name);
      expect(operation.responses['200']).toBeDefined();
    }
  });
});

describe('GET /api-docs', () => {
  it('serves the Swagger UI page with no inline script, its files, and its initializer pointing at the document', async () => {
    const page = await request(t.app).get(API_PATHS.apiDocs);
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html');
    const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBe(2);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="/);
      expect(body).toBe('');
    }
    const init = await request(t.app).get(`${API_PATHS.apiDocs}/init.js`);
    expect(init.type).toMatch(/javascript/);
    expect(init.text).toContain(API_PATHS.openApi);
    const bundle = await request(t.app).get(`${API_PATHS.apiDocs}/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.text).toContain('SwaggerUIBundle');
    expect((await request(t.app).get(`${API_PATHS.apiDocs}/swagger-ui.css`)).type).toBe('text/css');
  });
});
