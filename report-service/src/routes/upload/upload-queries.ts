import type { Kysely } from 'kysely';
import type { DataScope } from '../../auth/context';
import { caseScopeCondition } from '../../cases/case-scope';
import type { Database } from '../../db/schema';

/** A stored file by id and stored name; null when either does not match. */
export async function findStoredFile(db: Kysely<Database>, id: number, storedName: string) {
  const row = await db.selectFrom('files').select(['stored_name', 'mime', 'data', 'uploaded_by']).where('id', '=', id).executeTakeFirst();
  return row && row.stored_name === storedName ? row : null;
}

/**
 * Whether the caller may download a file that is on cases: its uploader may, and so may everyone who may
 * read one of those cases (domain.md "data scope": the office of its body, a unit it is assigned to, its
 * submitters). A file on no case is served to any signed-in user, as before.
 */
export async function mayDownload(
  db: Kysely<Database>,
  file: { id: number; uploaded_by: number | null },
  caller: { userId: number | null; scope: DataScope },
): Promise<boolean> {
  if (file.uploaded_by !== null && file.uploaded_by === caller.userId) return true;
  const onCase = await db.selectFrom('case_attachments').select('case_id').where('file_id', '=', file.id).executeTakeFirst();
  if (!onCase) return true;
  const readable = await db
    .selectFrom('case_attachments')
    .select('case_attachments.case_id')
    .where('case_attachments.file_id', '=', file.id)
    .where('case_attachments.case_id', 'in', (eb) => eb.selectFrom('cases').select('cases.id').where(caseScopeCondition(caller.scope)))
    .executeTakeFirst();
  return readable !== undefined;
}
