import type { ColumnType, Generated } from 'kysely';
import type { TimestampDefault } from './schema';

/**
 * An uploaded file (its bytes in `file_chunks`, in the database so a backup holds them) and its one owner
 * (migration 033): a case or a reply. `attached_at` null: an upload not attached yet; set with no owner: a file
 * its owner dropped.
 */
export interface FilesTable {
  id: Generated<number>;
  stored_name: string;
  original_name: string;
  mime: string;
  size: number;
  uploaded_by: number | null;
  created_at: TimestampDefault;
  owner_case_id: number | null;
  owner_reply_id: number | null;
  attached_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A stored file's bytes, a chunk a row in order of `seq` (migration 033). */
export interface FileChunksTable {
  file_id: number;
  seq: number;
  data: Uint8Array;
}

/** The bytes a user stored on a Beijing day, for the daily upload quota (migration 033). */
export interface UploadDaysTable {
  user_id: number;
  /** A day (YYYY-MM-DD); read back as text. */
  day: string;
  bytes: number;
}

/** A case's own file (migration 016): an upload on a case, with who added it, when and at which stage. */
export interface CaseAttachmentsTable {
  id: Generated<number>;
  case_id: number;
  file_id: number;
  stage: 'DRAFT' | 'ENTRY' | 'OFFICE';
  added_by: number | null;
  added_by_name: Generated<string>;
  added_at: TimestampDefault;
}
