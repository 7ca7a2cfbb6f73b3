import { fileUrl, type UploadedFile } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface IncomingFile {
  storedName: string;
  originalName: string;
  mime: string;
  data: Uint8Array;
}

/** Stores one file's bytes and answers its entry (`name` with the suffix, `url` to download it). */
export async function storeFile(db: Kysely<Database>, file: IncomingFile, uploadedBy: number): Promise<UploadedFile> {
  const row = await db
    .insertInto('files')
    .values({
      stored_name: file.storedName,
      original_name: file.originalName,
      mime: file.mime,
      size: file.data.byteLength,
      data: file.data,
      uploaded_by: uploadedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { name: file.storedName, url: fileUrl(row.id, file.storedName) };
}

/** A stored file by id and stored name; null when either does not match. */
export async function findStoredFile(db: Kysely<Database>, id: number, storedName: string) {
  const row = await db.selectFrom('files').select(['stored_name', 'mime', 'data']).where('id', '=', id).executeTakeFirst();
  return row && row.stored_name === storedName ? row : null;
}
