import type { Generated } from 'kysely';
import type { TimestampDefault } from './schema';

/** An uploaded file, its bytes in the database (so a backup holds it). */
export interface FilesTable {
  id: Generated<number>;
  stored_name: string;
  original_name: string;
  mime: string;
  size: number;
  data: Uint8Array;
  uploaded_by: number | null;
  created_at: TimestampDefault;
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
