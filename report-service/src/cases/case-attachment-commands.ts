import {
  joinTexts,
  stripNameSuffix,
  type CaseActionAnswer,
  type CaseAttachmentStage,
  type TCaseAddAttachmentsBody,
  type TCaseRemoveAttachmentBody,
} from '@proposal-desk/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { fieldInvalid } from '../errors';
import { attachableUploads, claimFiles, dropFiles, type OwnUpload } from '../files/file-owner-commands';
import type { Db } from '../lib/write-and-log';
import { actOnCase } from './case-action-commands';
import { type CaseActor, caseRef } from './case-actor';

/** An upload as a case keeps it: the stored file's id and its stored name. */
export type CaseUpload = OwnUpload;

/** The names of some uploads as a person reads them (without the 16-character suffix), for the timeline and the log. */
export const uploadNames = (uploads: readonly { name: string }[]) => joinTexts(uploads.map((u) => stripNameSuffix(u.name)));

/**
 * The attachments as `Upload/PostFile` answered them, each once: the caller's own uploads, attached to nothing yet
 * (else 400; see attachableUploads). The files the case `caseId` already owns pass (a draft saved again).
 */
export function callerUploads(
  trx: Transaction<Database>,
  actor: CaseActor,
  attachments: readonly { name: string; url: string }[],
  caseId?: number,
): Promise<CaseUpload[]> {
  return attachableUploads(trx, actor.actor.userId, attachments, caseId === undefined ? undefined : { caseId });
}

/** Puts uploads on a case at a stage, as added by the actor now: the case owns them from now on. */
export async function attachUploads(
  trx: Transaction<Database>,
  actor: CaseActor,
  caseId: number,
  uploads: readonly CaseUpload[],
  stage: CaseAttachmentStage,
): Promise<void> {
  if (uploads.length === 0) return;
  await claimFiles(
    trx,
    uploads.map((u) => u.fileId),
    { caseId },
  );
  await trx
    .insertInto('case_attachments')
    .values(uploads.map((u) => ({ case_id: caseId, file_id: u.fileId, stage, added_by: actor.actor.userId, added_by_name: actor.name })))
    .execute();
}

/**
 * A draft's files become the list the deputy sent: files no longer in it come off (dropped: nobody reads them
 * again), new ones go on (the uploads already there were the deputy's own). Answers the clause the log adds in both languages ('' when
 * nothing changed).
 */
export async function setDraftAttachments(
  trx: Transaction<Database>,
  actor: CaseActor,
  caseId: number,
  attachments: readonly { name: string; url: string }[],
): Promise<{ zh: string; en: string } | ''> {
  const wanted = await callerUploads(trx, actor, attachments, caseId);
  const current = await trx
    .selectFrom('case_attachments')
    .innerJoin('files', 'files.id', 'case_attachments.file_id')
    .select(['case_attachments.id', 'case_attachments.file_id', 'files.stored_name as name'])
    .where('case_attachments.case_id', '=', caseId)
    .execute();
  const gone = current.filter((c) => !wanted.some((w) => w.fileId === c.file_id));
  const added = wanted.filter((w) => !current.some((c) => c.file_id === w.fileId));
  if (gone.length > 0) {
    await trx
      .deleteFrom('case_attachments')
      .where(
        'id',
        'in',
        gone.map((g) => g.id),
      )
      .execute();
    await dropFiles(
      trx,
      gone.map((g) => g.file_id),
    );
  }
  await attachUploads(trx, actor, caseId, added, 'DRAFT');
  const changes = [
    ...(added.length > 0 ? [{ zh: `添加附件：${uploadNames(added).zh}`, en: `attachments added: ${uploadNames(added).en}` }] : []),
    ...(gone.length > 0 ? [{ zh: `删除附件：${uploadNames(gone).zh}`, en: `attachments removed: ${uploadNames(gone).en}` }] : []),
  ];
  if (changes.length === 0) return '';
  const { zh, en } = joinTexts(changes, '；', '; ');
  return { zh: `（${zh}）`, en: ` (${en})` };
}

/**
 * 添加附件: the office adds its own uploads (the scanned paper original, a later letter) to a case of its
 * body at any stage after submission, closed included (a closed case owes nothing more, but its file
 * may still grow); the timeline and the log say which files.
 */
export function addCaseAttachments(db: Db, actor: CaseActor, body: TCaseAddAttachmentsBody): Promise<CaseActionAnswer> {
  return actOnCase(db, actor, body, async (trx, kase) => {
    const uploads = await callerUploads(trx, actor, body.attachments, kase.id);
    const already = await trx
      .selectFrom('case_attachments')
      .select('file_id')
      .where('case_id', '=', kase.id)
      .where(
        'file_id',
        'in',
        uploads.map((u) => u.fileId),
      )
      .executeTakeFirst();
    if (already) throw fieldInvalid('attachments', 'case.attachmentTwice');
    await attachUploads(trx, actor, kase.id, uploads, 'OFFICE');
    const names = uploadNames(uploads);
    return {
      event: { step: 'ATTACHED', message: { key: 'event.attached', params: { names } } },
      description: { key: 'log.case.attachmentsAdded', params: { ref: caseRef(kase), title: kase.title, names } },
    };
  });
}

/** 删除附件: the office takes one file off a case of its body; the case drops it: nobody reads it again, the upkeep removes it. */
export function removeCaseAttachment(db: Db, actor: CaseActor, body: TCaseRemoveAttachmentBody): Promise<CaseActionAnswer> {
  return actOnCase(db, actor, body, async (trx, kase) => {
    const row = await trx
      .selectFrom('case_attachments')
      .innerJoin('files', 'files.id', 'case_attachments.file_id')
      .select(['case_attachments.id', 'case_attachments.file_id', 'files.stored_name as name'])
      .where('case_attachments.id', '=', body.attachmentId)
      .where('case_attachments.case_id', '=', kase.id)
      .executeTakeFirst();
    if (!row) throw fieldInvalid('attachmentId', 'case.attachmentUnknown');
    await trx.deleteFrom('case_attachments').where('id', '=', row.id).execute();
    await dropFiles(trx, [row.file_id]);
    const name = stripNameSuffix(row.name);
    return {
      event: { step: 'DETACHED', message: { key: 'event.detached', params: { name } } },
      description: { key: 'log.case.attachmentRemoved', params: { ref: caseRef(kase), title: kase.title, name } },
    };
  });
}
