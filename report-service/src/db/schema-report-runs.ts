import type { Generated } from 'kysely';
import type { Json, Timestamp, TimestampDefault } from './schema';

// The batch report tables (migrations 002, 003 and 009), apart so schema.ts stays readable.

export interface ReportSchedulesTable {
  id: Generated<number>;
  name: string;
  cron: string;
  timezone: Generated<string>;
  request: Json<unknown>;
  run_as_user_id: number;
  keep_runs: number | null;
  keep_days: number | null;
  enabled: Generated<boolean>;
  last_fired_at: Timestamp | null;
  created_by: number | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface ReportRunsTable {
  id: Generated<number>;
  user_id: number;
  schedule_id: number | null;
  title: string;
  request: Json<unknown>;
  status: Generated<string>;
  total: number;
  done: Generated<number>;
  failed: Generated<number>;
  created_at: TimestampDefault;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  trigger_job: string | null;
  /** The cron slot (minute) a schedule fired this run for; null when a user started it. */
  fired_slot: Timestamp | null;
}

export interface ReportRunItemsTable {
  id: Generated<number>;
  run_id: number;
  seq: number;
  report_id: string;
  params: Json<Record<string, unknown>>;
  format: string;
  status: Generated<string>;
  error: Generated<string>;
  attempts: Generated<number>;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  /** The id of the item's render job in pg-boss (migration 009): sending it again adds nothing. */
  job_id: Generated<string>;
}

export interface ReportOutputsTable {
  item_id: number;
  run_id: number;
  file_name: string;
  content: Buffer;
  bytes: number;
  sha256: string;
  rows: number;
  engine: string;
  rendered_at: TimestampDefault;
}
