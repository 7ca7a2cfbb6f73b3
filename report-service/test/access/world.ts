import { API_CALLS, API_PATHS, type CallName, isFileCall, withParams } from '@proposal-desk/shared';
import request from 'supertest';
import { hashPassword } from '../../src/auth/passwords';
import { startBoss } from '../../src/jobs/boss';
import { FakeRenderer } from '../../src/jobs/report-jobs.test-util';
import { ReportJobs } from '../../src/jobs/report-jobs';
import { RUN_CATALOGUE } from '../../src/jobs/start-jobs';
import type { Seat } from '../../src/policy/access-matrix';
import { accountLink, createTestApp, PASSWORDS, type TestApp } from '../harness';
import { caseBuilders } from './case-builders';

/**
 * The world the access matrix is walked in: the demo office, one account in each seat, and cases built through the
 * product's own calls, each in the state a call needs. The case seats are relative to those cases: an NPC suggestion
 * led by dlg001 (submitter), co-signed by dlg002 (cosigner), assigned to unit01's unit to lead and unit02's to help.
 */

/** The demo (or added) account in each seat. */
export const SEAT_ACCOUNTS: Record<Exclude<Seat, 'signedOut'>, string> = {
  admin: 'admin',
  leader: 'leader01',
  npcOffice: 'npc01',
  cppccOffice: 'cppcc01',
  leadUnit: 'unit01',
  coUnit: 'unit02',
  otherUnit: 'unit03',
  submitter: 'dlg001',
  cosigner: 'dlg002',
  otherDeputy: 'dlg003',
};

/** A report the walk's renderer takes its time over, so a cancel meets a running run. */
export const SLOW_REPORT = 'caseStatusReportPrint';
const SLOW_RENDER_MS = 1500;

/** The stand-in renderer: every file at once but SLOW_REPORT's, which takes seconds unless its run is cancelled. */
class WalkRenderer extends FakeRenderer {
  override async renderFile(...args: Parameters<FakeRenderer['renderFile']>): ReturnType<FakeRenderer['renderFile']> {
    const [, reportId, , , signal] = args;
    if (reportId === SLOW_REPORT)
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, SLOW_RENDER_MS);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new Error('cancelled'));
        });
      });
    return super.renderFile(...args);
  }
}

export const PDF = Buffer.from('%PDF-1.4\n% 访问矩阵的测试文件\n');

/** What one attempt sends: the call's inputs, and a token of its own where the seat's shared one must not be used. */
export interface Attempt {
  query?: Record<string, unknown>;
  body?: unknown;
  params?: Record<string, string | number>;
  /** An upload's files (multipart `file`) and its fields. */
  files?: Array<{ name: string; data: Buffer }>;
  fields?: Record<string, string>;
  /** Sent instead of the seat's token (a call that ends the session it is made with). */
  token?: string;
}

export interface Upload {
  name: string;
  url: string;
}

/** A case built for the walk, with what was attached and assigned on the way. */
export interface FixtureCase {
  id: number;
  leadAssignment: number;
  coAssignment: number;
  files: { draft?: Upload; reply?: Upload; opinion?: Upload };
}

export interface World {
  t: TestApp;
  npcSession: number;
  category: string;
  unitOf: Record<'leadUnit' | 'coUnit' | 'otherUnit', number>;
  memberOf: Record<'submitter' | 'cosigner' | 'otherDeputy', number>;
  userOf(seat: Exclude<Seat, 'signedOut'>): number;
  send(seat: Seat, name: CallName, attempt?: Attempt): request.Test;
  /** A fresh sign-in of the seat's account, for calls that end the session they are made with. */
  signIn(seat: Exclude<Seat, 'signedOut'>): Promise<string>;
  /** Signs the seat in again (after a call that ended its other sessions). */
  renew(seat: Exclude<Seat, 'signedOut'>): Promise<void>;
  versionOf(caseId: number): Promise<number>;
  upload(seat: Exclude<Seat, 'signedOut'>, name?: string): Promise<Upload>;
  /** Cases built through the product, each a step further along the workflow. */
  draft(): Promise<FixtureCase>;
  submitted(): Promise<FixtureCase>;
  registered(): Promise<FixtureCase>;
  accepted(): Promise<FixtureCase>;
  assigned(): Promise<FixtureCase>;
  signed(): Promise<FixtureCase>;
  replied(): Promise<FixtureCase>;
  evaluated(): Promise<FixtureCase>;
  /** The one replied case every read row looks at (built once). */
  readCase(): Promise<FixtureCase>;
  /** A case's title and 案号, to find it in a list, a file or a report. */
  caseOf(caseId: number): Promise<{ title: string; caseNo: string | null; version: number }>;
  today: string;
  /** Waits until a batch run has settled (done, failed or cancelled), as its page would show. */
  runSettled(id: number): Promise<void>;
  /** An account of no role made for a row that changes or ends one (password Demo@2026, a mobile of its own). */
  throwawayUser(link?: { deputy: true }): Promise<{ id: number; username: string; mobile: string }>;
  /** A name never used before in this walk, and a number likewise. */
  unique(prefix: string): string;
  serial(): number;
  close(): Promise<void>;
}

const keepBytes = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

const ok = (res: request.Response, what: string) => {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

/** A deputy of the session with no account, who shares no case with the `taken` deputies: unrelated to them. */
function freeMember(db: TestApp['ctx']['db'], npcSession: number, taken: number[] = [0]) {
  return db
    .selectFrom('member_terms')
    .select('id')
    .where('spv_id', '=', npcSession)
    .where('id', 'not in', taken)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('users').select('users.id').whereRef('users.hr_id', '=', 'member_terms.id'))))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('case_submitters as own')
            .innerJoin('case_submitters as theirs', 'theirs.case_id', 'own.case_id')
            .select('own.case_id')
            .whereRef('own.member_id', '=', 'member_terms.id')
            .where('theirs.member_id', 'in', taken),
        ),
      ),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

/**
 * Adds the two accounts the demo office lacks: a clerk of a third unit that handles no case of the seats' deputies,
 * and a third deputy of the NPC session with no case.
 */
async function addAccounts(t: TestApp, npcSession: number, taken: { units: number[]; members: number[] }): Promise<void> {
  const db = t.ctx.db;
  const unit = await db
    .selectFrom('handling_units')
    .select('id')
    .where('id', 'not in', taken.units)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('assignments')
            .innerJoin('case_submitters', 'case_submitters.case_id', 'assignments.case_id')
            .select('assignments.id')
            .whereRef('assignments.unit_id', '=', 'handling_units.id')
            .where('case_submitters.member_id', 'in', taken.members),
        ),
      ),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const member = await freeMember(db, npcSession, taken.members);
  const roles = await db.selectFrom('roles').select(['id', 'code']).where('code', 'in', ['26', '19']).execute();
  const roleOf = (code: string) => roles.find((role) => role.code === code)!.id;
  const password_hash = await hashPassword(PASSWORDS.demo);
  const added = await db
    .insertInto('users')
    .values([
      {
        username: 'unit03',
        staff_name: '第三单位经办人',
        password_hash,
        unit_id: unit.id,
        dept_id: null,
        hr_id: null,
        type: null,
        dlg_id: null,
        mobile: null,
      },
      {
        username: 'dlg003',
        staff_name: '第三位代表',
        password_hash,
        unit_id: null,
        dept_id: null,
        hr_id: member.id,
        type: 1,
        dlg_id: null,
        mobile: null,
      },
    ])
    .returning(['id', 'username'])
    .execute();
  await db
    .insertInto('user_roles')
    .values(added.map((user) => ({ user_id: user.id, role_id: roleOf(user.username === 'unit03' ? '26' : '19') })))
    .execute();
}

export async function buildWorld(): Promise<World> {
  const t = await createTestApp();
  const db = t.ctx.db;
  const npcSession = (
    await db.selectFrom('meetings').select('id').where('body', '=', 'NPC').where('is_current', '=', true).executeTakeFirstOrThrow()
  ).id;
  const category = (
    await db
      .selectFrom('dictionaries')
      .select('code')
      .where('kind', '=', 'category')
      .where('body', '=', 'NPC')
      .orderBy('sort')
      .executeTakeFirstOrThrow()
  ).code;
  const unitOf = { leadUnit: await accountLink(t, 'unit01', 'unit_id'), coUnit: await accountLink(t, 'unit02', 'unit_id'), otherUnit: 0 };
  const memberOf = {
    submitter: await accountLink(t, 'dlg001', 'hr_id'),
    cosigner: await accountLink(t, 'dlg002', 'hr_id'),
    otherDeputy: 0,
  };
  await addAccounts(t, npcSession, { units: [unitOf.leadUnit, unitOf.coUnit], members: [memberOf.submitter, memberOf.cosigner] });
  unitOf.otherUnit = await accountLink(t, 'unit03', 'unit_id');
  memberOf.otherDeputy = await accountLink(t, 'dlg003', 'hr_id');

  // Batch runs are the product's catalogue and rights; only the files are a stand-in (no Chromium needed).
  const boss = await startBoss(t.database, t.databaseUrl, t.ctx.logger);
  const jobs = new ReportJobs({ db, boss, logger: t.ctx.logger, renderer: new WalkRenderer(), catalogue: RUN_CATALOGUE, workers: 2 });
  await jobs.start();
  t.ctx.reportJobs = jobs;

  const seats = Object.keys(SEAT_ACCOUNTS) as Array<Exclude<Seat, 'signedOut'>>;
  const userIds = new Map<string, number>();
  for (const user of await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', Object.values(SEAT_ACCOUNTS))
    .execute())
    userIds.set(user.username, user.id);
  const signIn = (seat: Exclude<Seat, 'signedOut'>) =>
    t.login(SEAT_ACCOUNTS[seat], SEAT_ACCOUNTS[seat] === 'admin' ? PASSWORDS.admin : PASSWORDS.demo);
  const tokens = new Map<Seat, string>();
  for (const seat of seats) tokens.set(seat, await signIn(seat));

  const send = (seat: Seat, name: CallName, attempt: Attempt = {}) => {
    const call = API_CALLS[name];
    let req = request(t.app)[call.method](withParams(call.path, attempt.params ?? {}));
    const token = attempt.token ?? tokens.get(seat);
    if (seat !== 'signedOut' && token) req = req.set('Authorization', `Bearer ${token}`);
    if (attempt.query) req = req.query(attempt.query as Record<string, string>);
    for (const [key, value] of Object.entries(attempt.fields ?? {})) req = req.field(key, value);
    for (const file of attempt.files ?? []) req = req.attach('file', file.data, file.name);
    if (attempt.body !== undefined) req = req.send(attempt.body as object);
    // A download's bytes as they came, whatever their type (a refusal's JSON too, read back by the walk).
    if (isFileCall(call)) req = req.buffer(true).parse(keepBytes);
    return req;
  };
  const act = async (seat: Seat, name: CallName, body: unknown) => ok(await send(seat, name, { body }), `${seat} ${name}`);
  const versionOf = async (caseId: number) =>
    (await db.selectFrom('cases').select('version').where('id', '=', caseId).executeTakeFirstOrThrow()).version;
  const upload = async (seat: Exclude<Seat, 'signedOut'>, name = '附件.pdf'): Promise<Upload> =>
    ok(await send(seat, 'uploadFile', { files: [{ name, data: PDF }] }), `${seat} upload`) as Upload;
  const assignmentOf = async (caseId: number, unitId: number) =>
    (await db.selectFrom('assignments').select('id').where('case_id', '=', caseId).where('unit_id', '=', unitId).executeTakeFirstOrThrow())
      .id;

  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const { draft, submitted, registered, accepted, assigned, signed, replied, evaluated } = caseBuilders({
    act,
    versionOf,
    upload,
    assignmentOf,
    category,
    today,
    unitOf,
    memberOf,
  });

  let readCase: Promise<FixtureCase> | undefined;
  let names = 0;
  const serial = () => ++names;
  const unique = (prefix: string) => `${prefix}${serial()}`;
  const passwordHash = await hashPassword(PASSWORDS.demo);
  const throwawayUser = async (link?: { deputy: true }) => {
    const username = unique('walker');
    const mobile = `139${String(names).padStart(8, '0')}`;
    const hrId = link ? (await freeMember(db, npcSession)).id : null;
    const { id } = await db
      .insertInto('users')
      .values({
        username,
        staff_name: '临时账号',
        password_hash: passwordHash,
        unit_id: null,
        dept_id: null,
        hr_id: hrId,
        type: null,
        dlg_id: null,
        mobile,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, username, mobile };
  };
  return {
    unique,
    serial,
    throwawayUser,
    t,
    today,
    readCase: () => (readCase ??= replied()),
    caseOf: (caseId) =>
      db.selectFrom('cases').select(['title', 'case_no as caseNo', 'version']).where('id', '=', caseId).executeTakeFirstOrThrow(),
    npcSession,
    category,
    unitOf,
    memberOf,
    userOf: (seat) => userIds.get(SEAT_ACCOUNTS[seat])!,
    send,
    signIn,
    renew: async (seat) => {
      tokens.set(seat, await signIn(seat));
    },
    versionOf,
    upload,
    draft,
    submitted,
    registered,
    accepted,
    assigned,
    signed,
    replied,
    evaluated,
    runSettled: async (id) => {
      for (let look = 0; look < 600; look++) {
        const run = await db.selectFrom('report_runs').select('status').where('id', '=', id).executeTakeFirstOrThrow();
        if (run.status !== 'queued' && run.status !== 'running') return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`run ${id} did not settle`);
    },
    close: async () => {
      jobs.stop();
      await boss.stop({ graceful: false, timeout: 2000 });
      await t.close();
    },
  };
}

/** The path of a download as the case file gives it. */
export const downloadParams = (url: string) => {
  const [, id, name] = /\/(\d+)\/([^/]+)$/.exec(url) ?? [];
  return { id: Number(id), name: decodeURIComponent(name ?? '') };
};

export { API_PATHS };
