import { fileUrl, formatBytes, LOG_MODULES, type UploadedFile } from '@proposal-desk/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { recordActivity, type Actor } from '../../lib/activity-log';
import { inTransaction, type Db } from '../../lib/write-and-log';

export interface IncomingFile {
  storedName: string;
  originalName: string;
  mime: string;
  data: Uint8Array;
}

async function storeFile(trx: Transaction<Database>, file: IncomingFile, uploadedBy: number | null): Promise<UploadedFile> {
  const row = await trx
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

/**
 * Stores checked files for the actor, one log entry each, all or none; answers each file's entry
 * (`name` with the suffix, `url` to download it).
 */
export function storeFiles(db: Db, actor: Actor, files: readonly IncomingFile[]): Promise<UploadedFile[]> {
  return inTransaction(db, async (trx) => {
    const stored: UploadedFile[] = [];
    for (const file of files) {
      stored.push(await storeFile(trx, file, actor.userId));
      await recordActivity(trx, actor, LOG_MODULES.upload, {
        key: 'log.file.uploaded',
        params: { name: file.storedName, size: formatBytes(file.data.byteLength) },
      });
    }
    return stored;
  });
}
