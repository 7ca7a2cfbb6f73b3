import type request from 'supertest';
import type { Seat } from '../../src/policy/access-matrix';
import { type AnyProbe, answerText, listHolds, probe, workbookText } from './probe';
import { downloadParams, type FixtureCase, PDF, type World } from './world';

/** The case's version: a refused action must leave it where it was. */
const version = (w: World, kase: FixtureCase) => w.versionOf(kase.id);

/** An office action on a case in the state `build` leaves it in, as a fresh case for every seat allowed. */
const officeAction = (build: (w: World) => Promise<FixtureCase>, body: (w: World, kase: FixtureCase) => Promise<object> | object) =>
  probe<FixtureCase>({
    prepare: build,
    writes: true,
    state: version,
    attempt: async (w, _seat, kase) => ({ body: { id: kase.id, version: await w.versionOf(kase.id), ...(await body(w, kase)) } }),
  });

/** A unit's action on the lead unit's assignment of a fresh case. */
const leadUnitAction = (build: (w: World) => Promise<FixtureCase>, body: (w: World, kase: FixtureCase) => Promise<object> | object) =>
  probe<FixtureCase>({
    prepare: build,
    writes: true,
    state: version,
    attempt: async (w, _seat, kase) => ({
      body: { id: kase.id, version: await w.versionOf(kase.id), assignmentId: kase.leadAssignment, ...(await body(w, kase)) },
    }),
  });

/** A read of the shared replied case. */
const readOfCase = (
  attempt: (w: World, kase: FixtureCase, seat: Seat) => Promise<object> | object,
  shows?: (res: request.Response, kase: FixtureCase) => boolean,
) =>
  probe<FixtureCase>({
    prepare: (w) => w.readCase(),
    attempt: async (w, seat, kase) => attempt(w, kase, seat),
    shows: shows ? (res, _w, kase) => shows(res, kase) : undefined,
  });

/** A file of a case, downloaded by its address. */
const download = (file: (w: World) => Promise<{ url: string }>) =>
  probe<{ url: string }>({
    prepare: file,
    attempt: (_w, _seat, ctx) => ({ params: downloadParams(ctx.url) }),
    shows: (res) => Buffer.isBuffer(res.body) && res.body.equals(PDF),
  });

/** An assigned case whose lead unit asks to return it. */
async function withReturnRequest(w: World): Promise<FixtureCase> {
  const kase = await w.assigned();
  const asked = await w.send('leadUnit', 'caseRequestReturn', {
    body: { id: kase.id, version: await w.versionOf(kase.id), assignmentId: kase.leadAssignment, reason: '不属于本单位职责' },
  });
  if (asked.status !== 200) throw new Error(`return request: ${asked.status} ${JSON.stringify(asked.body)}`);
  return kase;
}

/** A week past an assignment's due day (Beijing), within the extension's ceiling. */
const dayAfterDue = async (w: World, assignmentId: number) => {
  const { due_at } = await w.t.ctx.db.selectFrom('assignments').select('due_at').where('id', '=', assignmentId).executeTakeFirstOrThrow();
  return new Date(new Date(due_at).getTime() + 8 * 3600_000 + 7 * 86_400_000).toISOString().slice(0, 10);
};

const withText = (res: request.Response, kase: FixtureCase) => listHolds(res, kase.id);

export const CASE_PROBES: Record<string, AnyProbe> = {
  caseSummary: probe({ attempt: () => ({}) }),
  caseSearch: readOfCase(async (w, kase) => ({ query: { keyword: (await w.caseOf(kase.id)).title, pageSize: 50 } }), withText),
  caseSimilar: readOfCase(
    async (w, kase) => ({ body: { body: 'NPC', title: (await w.caseOf(kase.id)).title, content: '访问矩阵测试用的建议正文' } }),
    // The case with its text: a deputy who may not open it finds at most its title.
    (res, kase) => (res.body.data as Array<{ id: number; text: string | null }>).some((hit) => hit.id === kase.id && hit.text !== null),
  ),
  caseProposeUnits: readOfCase((_w, kase) => ({ query: { id: kase.id } })),
  caseList: readOfCase(async (w, kase) => ({ query: { keyword: (await w.caseOf(kase.id)).title, pageSize: 50 } }), withText),
  caseExport: probe<FixtureCase>({
    prepare: (w) => w.readCase(),
    attempt: async (w, _seat, kase) => ({ query: { keyword: (await w.caseOf(kase.id)).title } }),
    shows: async (res, w, kase) => (await workbookText(res.body as Buffer)).includes((await w.caseOf(kase.id)).title),
  }),
  caseDetail: readOfCase(
    (_w, kase) => ({ query: { id: kase.id } }),
    (res, kase) => res.body.data?.id === kase.id,
  ),
  'caseDetail:draft': probe<FixtureCase>({
    prepare: (w) => w.draft(),
    attempt: (_w, _seat, kase) => ({ query: { id: kase.id } }),
    shows: (res, _w, kase) => res.body.data?.id === kase.id,
  }),
  caseEnter: probe({
    writes: true,
    attempt: (w) => ({
      body: {
        body: 'NPC',
        kind: 'SUGGESTION',
        sessionId: w.npcSession,
        title: '关于录入纸质建议的测试',
        content: '纸质建议的正文',
        leadMemberId: w.memberOf.submitter,
      },
    }),
  }),
  caseRegister: officeAction(
    (w) => w.submitted(),
    () => ({}),
  ),
  caseAccept: officeAction(
    (w) => w.registered(),
    (w) => ({ category: w.category, property: 'CURRENT' }),
  ),
  caseMerge: officeAction(
    (w) => w.registered(),
    async (w) => ({ mainCaseId: (await w.accepted()).id }),
  ),
  caseReject: officeAction(
    (w) => w.registered(),
    () => ({ reason: '不属于建议范围' }),
  ),
  caseAssign: officeAction(
    (w) => w.accepted(),
    (w) => ({ units: [{ unitId: w.unitOf.leadUnit, role: 'SOLE' }] }),
  ),
  caseDecideExtension: probe<FixtureCase & { extensionId: number }>({
    prepare: async (w) => {
      const kase = await w.signed();
      const due = await dayAfterDue(w, kase.leadAssignment);
      const asked = await w.send('leadUnit', 'caseRequestExtension', {
        body: { id: kase.id, version: await w.versionOf(kase.id), assignmentId: kase.leadAssignment, dueAt: due, reason: '需要调研' },
      });
      if (asked.status !== 200) throw new Error(`extension: ${asked.status} ${JSON.stringify(asked.body)}`);
      const row = await w.t.ctx.db
        .selectFrom('assignment_extensions')
        .select('id')
        .where('assignment_id', '=', kase.leadAssignment)
        .executeTakeFirstOrThrow();
      return { ...kase, extensionId: row.id };
    },
    writes: true,
    state: version,
    attempt: async (w, _seat, kase) => ({
      body: { id: kase.id, version: await w.versionOf(kase.id), extensionId: kase.extensionId, approve: true, reason: '' },
    }),
  }),
  casePublish: officeAction(
    (w) => w.replied(),
    () => ({ publishable: true, submitterShown: 'TITLE' }),
  ),
  caseBatchAccept: probe<FixtureCase>({
    prepare: (w) => w.registered(),
    writes: true,
    state: version,
    attempt: async (w, _seat, kase) => ({
      body: { cases: [{ id: kase.id, version: await w.versionOf(kase.id) }], category: w.category, property: 'CURRENT' },
    }),
    // Each case of a batch answers on its own: the row says whether this one was done.
    shows: (res) => (res.body.data as Array<{ done: boolean }>).every((result) => result.done),
  }),
  caseBatchUrge: probe<FixtureCase>({
    prepare: (w) => w.assigned(),
    writes: true,
    attempt: async (w, _seat, kase) => ({ body: { cases: [{ id: kase.id, version: await w.versionOf(kase.id) }], note: '请抓紧办理' } }),
    shows: (res) => (res.body.data as Array<{ done: boolean }>).every((result) => result.done),
  }),
  caseBatchAssign: probe<FixtureCase>({
    prepare: (w) => w.accepted(),
    writes: true,
    state: version,
    attempt: async (w, _seat, kase) => ({
      body: { cases: [{ id: kase.id, version: await w.versionOf(kase.id) }], units: [{ unitId: w.unitOf.leadUnit, role: 'SOLE' }] },
    }),
  }),
  caseRemoveAssignment: officeAction(
    (w) => w.assigned(),
    (_w, kase) => ({ assignmentId: kase.coAssignment }),
  ),
  caseWithdrawAssignment: officeAction(
    (w) => w.signed(),
    (_w, kase) => ({ assignmentId: kase.coAssignment, reason: '协办单位调整' }),
  ),
  caseUrge: officeAction(
    (w) => w.assigned(),
    (_w, kase) => ({ assignmentId: kase.leadAssignment, note: '请尽快签收' }),
  ),
  caseReturnRequests: probe<FixtureCase>({
    prepare: withReturnRequest,
    attempt: () => ({ query: { body: 'NPC' } }),
    shows: (res, _w, kase) => listHolds(res, kase.id),
  }),
  caseDecideReturn: probe<FixtureCase>({
    prepare: withReturnRequest,
    writes: true,
    state: version,
    attempt: async (w, _seat, kase) => ({
      body: { id: kase.id, version: await w.versionOf(kase.id), assignmentId: kase.leadAssignment, approve: true, reason: '' },
    }),
  }),
  caseClose: officeAction(
    (w) => w.evaluated(),
    () => ({}),
  ),
  caseWithdraw: officeAction(
    (w) => w.submitted(),
    () => ({ reason: '代表要求撤回' }),
  ),
  caseAddAttachments: probe<FixtureCase>({
    prepare: (w) => w.accepted(),
    writes: true,
    state: version,
    // Each seat adds a file of its own upload (the call takes only the caller's own).
    attempt: async (w, seat, kase) => ({
      body: {
        id: kase.id,
        version: await w.versionOf(kase.id),
        attachments:
          seat === 'signedOut' ? [{ name: 'x.pdf', url: '/api/Upload/GetFile/1/x.pdf' }] : [await w.upload(seat, '补充材料.pdf')],
      },
    }),
  }),
  caseRemoveAttachment: probe<FixtureCase & { attachmentId: number }>({
    prepare: async (w) => {
      const kase = await w.accepted();
      const row = await w.t.ctx.db.selectFrom('case_attachments').select('id').where('case_id', '=', kase.id).executeTakeFirstOrThrow();
      return { ...kase, attachmentId: row.id };
    },
    writes: true,
    state: version,
    attempt: async (w, _seat, kase) => ({ body: { id: kase.id, version: await w.versionOf(kase.id), attachmentId: kase.attachmentId } }),
  }),
  caseHome: probe({ attempt: () => ({}) }),
  caseImport: probe<{ template: Buffer }>({
    prepare: async (w) => {
      const res = await w.send('npcOffice', 'caseImportTemplate', { query: { body: 'NPC' } });
      return { template: res.body as Buffer };
    },
    writes: true,
    attempt: (_w, _seat, ctx) => ({ query: { body: 'NPC', mode: 'valid' }, files: [{ name: '导入.xlsx', data: ctx.template }] }),
  }),
  caseImportTemplate: probe({ attempt: () => ({ query: { body: 'NPC' } }) }),
  globalSearch: readOfCase(
    async (w, kase) => ({ query: { q: (await w.caseOf(kase.id)).title } }),
    (res, kase) => answerText(res).includes(`"id":${kase.id},`),
  ),

  caseSign: leadUnitAction(
    (w) => w.assigned(),
    () => ({}),
  ),
  caseRequestReturn: leadUnitAction(
    (w) => w.assigned(),
    () => ({ reason: '不属于本单位职责' }),
  ),
  caseRequestExtension: leadUnitAction(
    (w) => w.signed(),
    async (w, kase) => ({ dueAt: await dayAfterDue(w, kase.leadAssignment), reason: '需要调研' }),
  ),
  caseConsult: leadUnitAction(
    (w) => w.signed(),
    (w) => ({ method: 'MEETING', heldOn: w.today, people: '代表本人', notes: '' }),
  ),
  caseReply: leadUnitAction(
    (w) => w.signed(),
    (w) => ({
      docNo: '答〔2026〕9号',
      signer: '主办单位',
      repliedOn: w.today,
      resultCategory: 'A',
      adoption: 'ADOPTED',
      content: '已解决。',
      withoutOpinions: true,
    }),
  ),
  caseAssignments: readOfCase(
    async (w, kase) => ({ query: { stage: 'replied', keyword: (await w.caseOf(kase.id)).title } }),
    (res, kase) => listHolds(res, kase.id),
  ),
  assignmentFacts: readOfCase(
    async (w, kase) => ({ query: { keyword: (await w.caseOf(kase.id)).title, pageSize: 50 } }),
    (res, kase) => listHolds(res, kase.id),
  ),
  caseAssignmentsExport: readOfCase(async (w, kase) => ({ query: { stage: 'replied', keyword: (await w.caseOf(kase.id)).title } })),
  caseSaveDraft: probe({
    writes: true,
    attempt: () => ({ body: { kind: 'SUGGESTION', title: '关于新草稿的建议', content: '草稿' } }),
  }),
  caseSubmit: probe<FixtureCase>({
    prepare: (w) => w.draft(),
    writes: true,
    state: version,
    attempt: async (w, _seat, kase) => ({ body: { id: kase.id, version: await w.versionOf(kase.id) } }),
  }),
  caseRespondCosign: probe<FixtureCase>({
    prepare: async (w) => {
      const kase = await w.draft();
      const submitted = await w.send('submitter', 'caseSubmit', { body: { id: kase.id, version: await w.versionOf(kase.id) } });
      if (submitted.status !== 200) throw new Error(`submit: ${submitted.status}`);
      return kase;
    },
    writes: true,
    state: version,
    attempt: async (w, _seat, kase) => ({ body: { id: kase.id, version: await w.versionOf(kase.id), accept: true } }),
  }),
  caseCosignInvitations: readOfCase(
    () => ({}),
    (res, kase) => listHolds(res, kase.id),
  ),
  caseCosignerOptions: probe({ attempt: () => ({ query: { keyword: '' } }) }),
  caseEvaluate: probe<FixtureCase>({
    prepare: (w) => w.replied(),
    writes: true,
    state: version,
    attempt: async (w, _seat, kase) => ({
      body: {
        id: kase.id,
        version: await w.versionOf(kase.id),
        ratings: [{ assignmentId: kase.leadAssignment, work: 'SATISFIED', result: 'BASIC', comment: '' }],
      },
    }),
  }),

  'downloadFile:case': download(async (w) => ({ url: (await w.readCase()).files.draft!.url })),
  'downloadFile:draft': download(async (w) => ({ url: (await w.draft()).files.draft!.url })),
  'downloadFile:reply': download(async (w) => ({ url: (await w.readCase()).files.reply!.url })),
  'downloadFile:opinion': download(async (w) => ({ url: (await w.readCase()).files.opinion!.url })),
  'downloadFile:unattached': download((w) => w.upload('leadUnit', '未使用的文件.pdf')),
  uploadFile: probe({ attempt: () => ({ files: [{ name: '上传.pdf', data: PDF }] }) }),
};
