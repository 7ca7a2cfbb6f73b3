import { API_PATHS } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

// What a submission must hold (domain.md: a motion needs a delegation or ten deputies): a draft may be partial.
let t: TestApp;
let token = '';
const bearer = () => ({ Authorization: `Bearer ${token}` });
const act = (path: string, body: Record<string, unknown>) => request(t.app).post(path).set(bearer()).send(body);
const detail = (id: number) => request(t.app).get(API_PATHS.caseDetail).set(bearer()).query({ id });

/** Nine deputies of dlg001's session besides dlg001. */
let peers: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const lead = await t.ctx.db
    .selectFrom('users')
    .innerJoin('member_terms', 'member_terms.id', 'users.hr_id')
    .select(['member_terms.id', 'member_terms.spv_id'])
    .where('users.username', '=', 'dlg001')
    .executeTakeFirstOrThrow();
  peers = (
    await t.ctx.db
      .selectFrom('member_terms')
      .select('id')
      .where('spv_id', '=', lead.spv_id)
      .where('id', '<>', lead.id)
      .orderBy('id')
      .limit(9)
      .execute()
  ).map((m) => m.id);
  token = await t.login('dlg001', PASSWORDS.demo);
});
afterAll(() => t.close());

const draft = (extra: Record<string, unknown> = {}) => ({
  kind: 'SUGGESTION',
  title: '关于增设社区养老服务站的建议',
  content: '社区老人多，服务站少。',
  reason: '老龄化加快。',
  solution: '每个街道增设一处。',
  cosignerIds: [peers[0], peers[1]],
  ...extra,
});

describe('submitting a case', () => {
  it('keeps a partial draft but submits only a whole one: a suggestion’s content, a motion’s reason, solution and ten signers', async () => {
    const empty = await act(API_PATHS.caseSaveDraft, draft({ title: '只有案由的草稿', content: '' }));
    expect(empty.status).toBe(200);
    const refused = await act(API_PATHS.caseSubmit, { id: empty.body.data.id, version: empty.body.data.version });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'content', message: '提交前请填写内容' }]);
    expect((await detail(empty.body.data.id)).body.data.status).toBe('DRAFT');

    const motion = await act(API_PATHS.caseSaveDraft, draft({ kind: 'MOTION', title: '关于制定养老服务条例的议案', solution: '' }));
    expect(motion.status).toBe(200);
    const { id } = motion.body.data as { id: number };
    const few = await act(API_PATHS.caseSubmit, { id, version: motion.body.data.version });
    expect(few.status).toBe(400);
    expect(few.body.errors).toEqual([
      { field: 'solution', message: '提交议案前请填写理由和办法' },
      { field: 'cosignerIds', message: '议案须由代表团或十名以上代表联名提出：请再邀请至少 7 名代表联名，或改为建议' },
    ]);
    const fewEn = await request(t.app)
      .post(API_PATHS.caseSubmit)
      .set({ ...bearer(), 'Accept-Language': 'en' })
      .send({ id, version: motion.body.data.version });
    expect(fewEn.body.errors[1].message).toBe(
      'A motion needs a delegation or at least ten deputies: invite at least 7 more co-signers, or make it a suggestion',
    );

    const whole = await act(
      API_PATHS.caseSaveDraft,
      draft({ id, version: motion.body.data.version, kind: 'MOTION', title: '关于制定养老服务条例的议案', cosignerIds: peers }),
    );
    expect(whole.status).toBe(200);
    const submitted = await act(API_PATHS.caseSubmit, { id, version: whole.body.data.version });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.status).toBe('SUBMITTED');
  });
});
