import { API_CALLS, type ApiCall, DAY_FIELD_META, REPORT_DEFINITIONS } from '@proposal-desk/shared';
import request from 'supertest';
import { z } from 'zod';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

/**
 * Every call of the route table, each of its fields in turn given what must not reach the database: a NUL or
 * another control character, a Unicode noncharacter or half a character in a text, an id past the columns' 32
 * bits, a day that does not exist in a day field. Each is refused with a 400 that names the field.
 */

type Leaf = 'day' | 'text' | 'number' | 'other';

/** The schema inside optional/default/preprocess/pipe wrappers: what a sent value finally meets. */
function leafOf(schema: z.ZodType): z.ZodType {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'prefault' || def.type === 'readonly')
    return leafOf(def.innerType as z.ZodType);
  if (def.type === 'pipe') {
    const out = def.out as z.ZodType;
    const outType = (out as unknown as { _zod: { def: { type: string } } })._zod.def.type;
    return leafOf(outType === 'transform' ? (def.in as z.ZodType) : out);
  }
  if (def.type === 'array') return leafOf(def.element as z.ZodType);
  return schema;
}

function kindOf(schema: z.ZodType): Leaf {
  const leaf = leafOf(schema);
  const type = (leaf as unknown as { _zod: { def: { type: string } } })._zod.def.type;
  if (type === 'string') return leaf.meta()?.format === DAY_FIELD_META.format ? 'day' : 'text';
  return type === 'number' ? 'number' : 'other';
}

const isArray = (schema: z.ZodType): boolean => {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'array') return true;
  if (['optional', 'nullable', 'default', 'prefault'].includes(def.type as string)) return isArray(def.innerType as z.ZodType);
  if (def.type === 'pipe') return isArray(def.out as z.ZodType) || isArray(def.in as z.ZodType);
  return false;
};

function fieldsOf(schema: z.ZodType | undefined): Array<{ key: string; schema: z.ZodType }> {
  if (!schema) return [];
  let inner: z.ZodType = schema;
  for (let i = 0; i < 5 && !(inner instanceof z.ZodObject); i++) {
    const def = (inner as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
    inner = (def.type === 'pipe' ? def.in : def.innerType) as z.ZodType;
    if (!inner) return [];
  }
  return inner instanceof z.ZodObject
    ? Object.entries(inner.shape as Record<string, z.ZodType>).map(([key, s]) => ({ key, schema: s }))
    : [];
}

const NUL = 'a\u0000b';
const BAD_TEXTS = [NUL, 'a\u0007b', 'a\uffffb'];
/** Half a character reaches the server only in JSON (`"\ud800"`): a query or a form is UTF-8, which cannot carry it. */
const BAD_JSON_TEXTS = [...BAD_TEXTS, 'a\ud800b'];
/** Days that do not exist, and a year no office means (PGlite's driver would read 0099 as 1999). */
const IMPOSSIBLE_DAYS = ['2026-13-45', '2026-02-30', '2025-02-29', '0099-01-01'];
const BAD_NUMBERS = [2147483648, -2147483649, 2 ** 53];

function badValuesFor(schema: z.ZodType, json: boolean): unknown[] {
  const texts = json ? BAD_JSON_TEXTS : BAD_TEXTS;
  const values = { day: [...texts, ...IMPOSSIBLE_DAYS], text: texts, number: [...BAD_NUMBERS, NUL], other: [NUL] }[kindOf(schema)];
  return isArray(schema) ? values.map((v) => [v]) : values;
}

interface Probe {
  where: 'query' | 'body' | 'params';
  key: string;
  value: unknown;
}

function probesOf(call: ApiCall): Probe[] {
  const of = (where: Probe['where'], schema: z.ZodType | undefined) =>
    fieldsOf(schema).flatMap(({ key, schema: field }) =>
      badValuesFor(field, where === 'body' && !call.upload).map((value) => ({ where, key, value })),
    );
  return [...of('params', call.params), ...of('query', call.query), ...of('body', call.body)];
}

function pathOf(call: ApiCall, probe: Probe): string {
  return call.path.replace(/:(\w+)/g, (_m, name: string) =>
    encodeURIComponent(probe.where === 'params' && probe.key === name ? String(probe.value) : '1'),
  );
}

let t: TestApp;
let admin: string;
/** The walk's callers: the administrator, and for a call only a submitter's or a unit's seat may make, those seats. */
const seats: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', PASSWORDS.admin);
  seats.push(admin, await t.login('dlg001', PASSWORDS.demo), await t.login('unit01', PASSWORDS.demo));
});
afterAll(() => t.close());

/** The sign-out would end the walk's own session: every later probe would meet a 401, not the input layer. */
const SKIPPED = new Set(['logout']);

/** The answer's own words for a refused field: its message and the message of each field it lists. */
const namesField = (body: { msg?: string; errors?: Array<{ field: string }> } | undefined, key: string) =>
  Boolean(body?.msg?.includes(key) || body?.errors?.some(({ field }) => field === key || field.startsWith(`${key}.`)));

it('refuses bad bytes, ids past 32 bits and impossible days in every field of every call with a 400 naming the field', async () => {
  const failures: string[] = [];
  let probes = 0;
  const send = (call: ApiCall, probe: Probe, token: string) => {
    let req = request(t.app)[call.method](pathOf(call, probe)).set('Authorization', `Bearer ${token}`);
    if (probe.where === 'query')
      req = req.query({ [probe.key]: Array.isArray(probe.value) ? probe.value.map(String) : String(probe.value) });
    if (probe.where === 'body') req = call.upload ? req.field(probe.key, String(probe.value)) : req.send({ [probe.key]: probe.value });
    return req;
  };
  for (const [name, call] of Object.entries(API_CALLS) as Array<[string, ApiCall]>) {
    if (SKIPPED.has(name)) continue;
    // The first seat the call does not turn away (403 before it reads its input) takes all of its probes.
    let seat = 0;
    for (const probe of probesOf(call)) {
      probes++;
      let res = await send(call, probe, seats[seat]!);
      while (res.status === 403 && seat < seats.length - 1) res = await send(call, probe, seats[++seat]!);
      if (res.status !== 400 || !namesField(res.body, probe.key))
        failures.push(`${name} ${probe.where}.${probe.key}=${JSON.stringify(probe.value)} → ${res.status} ${res.body?.msg ?? ''}`);
    }
  }
  expect(probes).toBeGreaterThan(1000);
  expect(failures).toEqual([]);
});

it('refuses a day that does not exist in every date parameter of every report', async () => {
  const failures: string[] = [];
  const dayParams = ['from', 'to', 'asOf'] as const;
  for (const report of REPORT_DEFINITIONS) {
    for (const param of dayParams.filter((p) => report.params.includes(p))) {
      const res = await request(t.app)
        .get(API_CALLS.reportData.path.replace(':id', report.id))
        .query({ [param]: '2026-02-30' })
        .set('Authorization', `Bearer ${admin}`);
      if (res.status !== 400 || !namesField(res.body, param)) failures.push(`${report.id} ${param} → ${res.status} ${res.body?.msg ?? ''}`);
    }
  }
  expect(failures).toEqual([]);
});

it('takes odd bytes in the headers it reads (language, agent, cache tag) without a 5xx', async () => {
  const odd = 'a\tb\u00ff\u0080';
  const signIn = await request(t.app)
    .get(API_CALLS.login.path)
    .query({ username: 'admin', password: t.encrypt(PASSWORDS.admin) })
    .set('User-Agent', odd)
    .set('Accept-Language', odd)
    .set('X-Forwarded-For', odd);
  expect(signIn.status).toBe(200);
  const report = await request(t.app)
    .get(API_CALLS.caseList.path)
    .set('Authorization', `Bearer ${admin}`)
    .set('If-None-Match', odd)
    .set('Accept-Language', odd);
  expect(report.status).toBe(200);
});

it('names the field and says why, in the reader’s language', async () => {
  const nul = await request(t.app).get(API_CALLS.caseList.path).query({ keyword: 'a\u0000b' }).set('Authorization', `Bearer ${admin}`);
  expect(nul.status).toBe(400);
  expect(nul.body.msg).toMatch(/含有不允许的控制字符/);
  const big = await request(t.app)
    .get(API_CALLS.caseList.path)
    .query({ sessionId: 2147483648 })
    .set('Authorization', `Bearer ${admin}`)
    .set('Accept-Language', 'en');
  expect(big.status).toBe(400);
  expect(big.body.msg).toBe('sessionId is out of range');
  const day = await request(t.app)
    .get(API_CALLS.caseList.path)
    .query({ submittedFrom: '2026-02-30' })
    .set('Authorization', `Bearer ${admin}`);
  expect(day.status).toBe(400);
});

it('reads the activity log’s days with the one day parser: 2026-02-30 is refused, not rolled to 1 March', async () => {
  const logOn = (query: Record<string, string>, lang = 'zh') =>
    request(t.app).get(API_CALLS.logList.path).query(query).set('Authorization', `Bearer ${admin}`).set('Accept-Language', lang);
  const zh = await logOn({ from: '2026-02-30' });
  expect(zh.status).toBe(400);
  expect(zh.body.msg).toBe('from日期格式不正确（应为 YYYY-MM-DD 的有效日期）');
  const en = await logOn({ to: '2025-02-29' }, 'en');
  expect(en.status).toBe(400);
  expect(en.body.msg).toBe('to is not a valid date (YYYY-MM-DD)');
  const leapDay = await logOn({ from: '2024-02-29', to: '2024-02-29' });
  expect(leapDay.status).toBe(200);
  // The first and last days the parser takes reach the database as times it takes too.
  const widest = await logOn({ from: '1000-01-01', to: '9999-12-31' });
  expect(widest.status).toBe(200);
  expect(widest.body.data.total).toBeGreaterThan(0);
  const cases = await request(t.app)
    .get(API_CALLS.caseList.path)
    .query({ submittedFrom: '1000-01-01', submittedTo: '9999-12-31' })
    .set('Authorization', `Bearer ${admin}`);
  expect(cases.status).toBe(200);
});

it('refuses a noncharacter or half a character in a query, a JSON body and a path, naming the field', async () => {
  const query = await request(t.app)
    .get(API_CALLS.caseList.path)
    .query({ keyword: '报告\uffff' })
    .set('Authorization', `Bearer ${admin}`)
    .set('Accept-Language', 'en');
  expect(query.status).toBe(400);
  expect(query.body.msg).toBe('keyword contains a character that is not allowed (a Unicode noncharacter or half of a character)');
  const body = await request(t.app)
    .post(API_CALLS.roleAdd.path)
    .set('Authorization', `Bearer ${admin}`)
    .set('Content-Type', 'application/json')
    .send('{"name":"角色\\ud800","code":"x1"}');
  expect(body.status).toBe(400);
  expect(body.body.msg).toBe('name含有不允许的字符（Unicode 非字符或不完整的字符）');
  const path = await request(t.app)
    .get(API_CALLS.reportData.path.replace(':id', encodeURIComponent('caseStatusReportPrint\ufdd0')))
    .set('Authorization', `Bearer ${admin}`);
  expect(path.status).toBe(400);
  expect(path.body.msg).toBe('id含有不允许的字符（Unicode 非字符或不完整的字符）');
});
