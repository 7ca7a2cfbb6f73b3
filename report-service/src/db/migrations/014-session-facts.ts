import type { Kysely } from 'kysely';
import { runSqlScript } from './run-sql';

// A session's facts for the personal centre's list of sessions: when it was last used. The use is written at
// most once a minute per session (auth/session-use.ts), and a write of that column alone announces nothing on
// the caller channel (migration 011), so a session in use does not keep emptying the cache of its callers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSqlScript(
    db,
    `
alter table auth_sessions add column last_used_at timestamptz;
drop trigger auth_sessions_notify_caller on auth_sessions;
create trigger auth_sessions_notify_caller after delete on auth_sessions
  for each row execute function notify_caller_of_row();
create trigger auth_sessions_update_notify_caller after update on auth_sessions
  for each row when ((to_jsonb(old) - 'last_used_at') is distinct from (to_jsonb(new) - 'last_used_at'))
  execute function notify_caller_of_row();
update auth_sessions set last_used_at = issued_at;
`,
  );
}

export async function down(): Promise<void> {
  throw new Error('014-session-facts cannot be undone');
}
