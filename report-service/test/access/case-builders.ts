import type { CallName } from '@proposal-desk/shared';
import type { Seat } from '../../src/policy/access-matrix';
import type { FixtureCase, Upload } from './world';

/** What the case builders use of the world: its calls as a seat, and who sits where. */
export interface BuilderTools {
  act(seat: Seat, name: CallName, body: unknown): Promise<{ id?: number } & Record<string, unknown>>;
  versionOf(caseId: number): Promise<number>;
  upload(seat: Exclude<Seat, 'signedOut'>, name?: string): Promise<Upload>;
  assignmentOf(caseId: number, unitId: number): Promise<number>;
  category: string;
  today: string;
  unitOf: Record<'leadUnit' | 'coUnit' | 'otherUnit', number>;
  memberOf: Record<'submitter' | 'cosigner' | 'otherDeputy', number>;
}

/**
 * Cases built through the product's own calls, each a step further along the workflow: the submitter's draft (with a
 * file, the co-signer invited), submitted and co-signed, registered, accepted, assigned to the lead unit and the
 * co-unit, signed by both, answered (the co-unit's opinion with a file, a consultation, the lead unit's B reply with a
 * file and a promise), and rated.
 */
export function caseBuilders({ act, versionOf, upload, assignmentOf, category, today, unitOf, memberOf }: BuilderTools) {
  let counter = 0;
  const draft = async (): Promise<FixtureCase> => {
    counter++;
    const file = await upload('submitter', `调研材料${counter}.pdf`);
    const saved = await act('submitter', 'caseSaveDraft', {
      kind: 'SUGGESTION',
      title: `关于访问矩阵测试第${counter}件的建议`,
      content: `访问矩阵测试用的建议正文，第${counter}件。`,
      cosignerIds: [memberOf.cosigner],
      attachments: [file],
    });
    return { id: saved.id as number, leadAssignment: 0, coAssignment: 0, files: { draft: file } };
  };
  const submitted = async () => {
    const kase = await draft();
    await act('submitter', 'caseSubmit', { id: kase.id, version: await versionOf(kase.id) });
    await act('cosigner', 'caseRespondCosign', { id: kase.id, version: await versionOf(kase.id), accept: true });
    return kase;
  };
  const registered = async () => {
    const kase = await submitted();
    await act('npcOffice', 'caseRegister', { id: kase.id, version: await versionOf(kase.id) });
    return kase;
  };
  const accepted = async () => {
    const kase = await registered();
    await act('npcOffice', 'caseAccept', { id: kase.id, version: await versionOf(kase.id), category, property: 'CURRENT' });
    return kase;
  };
  const assigned = async () => {
    const kase = await accepted();
    const units = [
      { unitId: unitOf.leadUnit, role: 'LEAD' },
      { unitId: unitOf.coUnit, role: 'CO' },
    ];
    await act('npcOffice', 'caseAssign', { id: kase.id, version: await versionOf(kase.id), units });
    return {
      ...kase,
      leadAssignment: await assignmentOf(kase.id, unitOf.leadUnit),
      coAssignment: await assignmentOf(kase.id, unitOf.coUnit),
    };
  };
  const signed = async () => {
    const kase = await assigned();
    await act('leadUnit', 'caseSign', { id: kase.id, version: await versionOf(kase.id), assignmentId: kase.leadAssignment });
    await act('coUnit', 'caseSign', { id: kase.id, version: await versionOf(kase.id), assignmentId: kase.coAssignment });
    return kase;
  };
  const replied = async () => {
    const kase = await signed();
    const opinion = await upload('coUnit', '协办意见.pdf');
    await act('coUnit', 'caseReply', {
      id: kase.id,
      version: await versionOf(kase.id),
      assignmentId: kase.coAssignment,
      docNo: '协〔2026〕1号',
      signer: '协办单位',
      repliedOn: today,
      resultCategory: 'A',
      adoption: 'ADOPTED',
      content: '协办单位的意见：同意主办单位的办理方案。',
      attachments: [opinion],
    });
    await act('leadUnit', 'caseConsult', {
      id: kase.id,
      version: await versionOf(kase.id),
      assignmentId: kase.leadAssignment,
      method: 'PHONE',
      heldOn: today,
      people: '代表本人',
      notes: '电话沟通办理方案',
    });
    const reply = await upload('leadUnit', '答复函.pdf');
    await act('leadUnit', 'caseReply', {
      id: kase.id,
      version: await versionOf(kase.id),
      assignmentId: kase.leadAssignment,
      docNo: '主〔2026〕1号',
      signer: '主办单位',
      repliedOn: today,
      resultCategory: 'B',
      adoption: 'PARTIAL',
      content: '主办单位的答复：已列入明年计划。',
      attachments: [reply],
      promise: '明年完成',
      promisedOn: `${Number(today.slice(0, 4)) + 1}-06-30`,
    });
    return { ...kase, files: { ...kase.files, reply, opinion } };
  };
  const evaluated = async () => {
    const kase = await replied();
    await act('submitter', 'caseEvaluate', {
      id: kase.id,
      version: await versionOf(kase.id),
      ratings: [{ assignmentId: kase.leadAssignment, work: 'SATISFIED', result: 'SATISFIED', comment: '' }],
    });
    return kase;
  };
  return { draft, submitted, registered, accepted, assigned, signed, replied, evaluated };
}
