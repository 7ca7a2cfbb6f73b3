import { API_PATHS } from '@proposal-desk/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { fieldInvalid } from '../errors';

/** A stored file's url (`/api/Upload/GetFile/:id/:name`) up to its name, the id captured. */
const FILE_ID = new RegExp(
  `^${API_PATHS.downloadFile
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(':id', '(\\d{1,9})')
    .replace(':name', '')}`,
);

/** The id of the stored file an attachment's url names; 0 when it names none. */
export const fileIdOf = (url: string): number => Number(FILE_ID.exec(url)?.[1] ?? 0);

/** An upload as its owner keeps it: the stored file's id and its stored name. */
export interface OwnUpload {
  fileId: number;
  name: string;
}

/** What a file belongs to (migration 033): a case (a draft's files too) or a reply (a 协办 unit's opinion too). */
export type FileOwner = { caseId: number; replyId?: undefined } | { replyId: number; caseId?: undefined };

const ownedBy = (file: { owner_case_id: number | null; owner_reply_id: number | null }, owner: FileOwner | undefined) =>
  owner !== undefined && (owner.caseId !== undefined ? file.owner_case_id === owner.caseId : file.owner_reply_id === owner.replyId);

/**
 * The attachments as `Upload/PostFile` answered them, each once. Each must name a stored file by its id and stored
 * name, be the caller's own upload (attaching another person's file would let them read it through the owner), and
 * belong to nothing yet: a file of another owner, or one its owner dropped, is refused (400 on `attachments`). A file
 * `keeping` already owns passes (a draft saved again with its files).
 */
export async function attachableUploads(
  trx: Transaction<Database>,
  userId: number | null,
  attachments: readonly { name: string; url: string }[],
  keeping?: FileOwner,
): Promise<OwnUpload[]> {
  if (attachments.length === 0) return [];
  const ids = attachments.map((a) => fileIdOf(a.url));
  const unknown = () => fieldInvalid('attachments', 'case.attachmentUnknown');
  if (ids.includes(0)) throw unknown();
  const files = await trx
    .selectFrom('files')
    .select(['id', 'stored_name', 'uploaded_by', 'owner_case_id', 'owner_reply_id', 'attached_at'])
    .where('id', 'in', ids)
    .execute();
  const uploads = new Map<number, OwnUpload>();
  attachments.forEach((attachment, index) => {
    const id = ids[index]!;
    const file = files.find((f) => f.id === id && f.stored_name === attachment.name);
    if (!file) throw unknown();
    if (file.uploaded_by === null || file.uploaded_by !== userId) throw fieldInvalid('attachments', 'case.attachmentNotOwn');
    if (file.attached_at !== null && !ownedBy(file, keeping)) {
      const owned = file.owner_case_id !== null || file.owner_reply_id !== null;
      throw fieldInvalid('attachments', owned ? 'file.attachedElsewhere' : 'file.dropped');
    }
    uploads.set(id, { fileId: id, name: file.stored_name });
  });
  return [...uploads.values()];
}

/**
 * Makes `owner` the owner of uploads checked by attachableUploads, in the transaction of the write that attaches
 * them. Only a file attached to nothing is taken, so of two writes attaching the same upload at once the second
 * is refused.
 */
export async function claimFiles(trx: Transaction<Database>, fileIds: readonly number[], owner: FileOwner): Promise<void> {
  if (fileIds.length === 0) return;
  const result = await trx
    .updateTable('files')
    .set({ owner_case_id: owner.caseId ?? null, owner_reply_id: owner.replyId ?? null, attached_at: sql<Date>`now()` })
    .where('id', 'in', fileIds)
    .where('attached_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== new Set(fileIds).size) throw fieldInvalid('attachments', 'file.attachedElsewhere');
}

/**
 * Its owner lets files go (taken off a case, off a draft): nobody reads them any more, and the night's upkeep
 * removes them. A case's listing of them (`case_attachments`) must be gone first.
 */
export async function dropFiles(trx: Transaction<Database>, fileIds: readonly number[]): Promise<void> {
  if (fileIds.length === 0) return;
  await trx.updateTable('files').set({ owner_case_id: null, owner_reply_id: null }).where('id', 'in', fileIds).execute();
}
