import type { Kysely } from 'kysely';
import { runSqlScript } from './run-sql';

/** The channel on which a committed change to a signed-in caller is announced: a user id, or `*` for everyone. */
export const CALLER_CHANNEL = 'caller_changed';

/** Columns of `users` that sign-in bookkeeping writes: a change to them alone announces nothing. */
const BOOKKEEPING_COLUMNS = ['failed_logins', 'locked_until', 'last_login_at', 'login_uuid', 'login_uuid_expires_at', 'updated_at'];

// Every instance keeps the callers of live sessions in memory (auth/caller-cache.ts) and forgets them when
// told on this channel. Triggers announce, so no command can forget to; NOTIFY is sent at commit, so a change
// rolled back announces nothing. A change of one user's account, roles or sessions names that user; a change
// of what many users share (a role's abilities, a department's or unit's name, a truncation) names everyone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSqlScript(
    db,
    `
create function notify_caller_of_user() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform pg_notify('${CALLER_CHANNEL}', old.id::text);
  elsif to_jsonb(old) - '{${BOOKKEEPING_COLUMNS.join(',')}}'::text[] is distinct from
        to_jsonb(new) - '{${BOOKKEEPING_COLUMNS.join(',')}}'::text[] then
    perform pg_notify('${CALLER_CHANNEL}', new.id::text);
  end if;
  return null;
end
$$;
create function notify_caller_of_row() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    perform pg_notify('${CALLER_CHANNEL}', old.user_id::text);
  end if;
  if tg_op <> 'DELETE' then
    perform pg_notify('${CALLER_CHANNEL}', new.user_id::text);
  end if;
  return null;
end
$$;
create function notify_every_caller() returns trigger language plpgsql as $$
begin
  perform pg_notify('${CALLER_CHANNEL}', '*');
  return null;
end
$$;
create trigger users_notify_caller after update or delete on users
  for each row execute function notify_caller_of_user();
create trigger user_roles_notify_caller after insert or update or delete on user_roles
  for each row execute function notify_caller_of_row();
create trigger auth_sessions_notify_caller after update or delete on auth_sessions
  for each row execute function notify_caller_of_row();
create trigger roles_notify_callers after update on roles
  for each row when ((old.code, old.name, old.abilities) is distinct from (new.code, new.name, new.abilities))
  execute function notify_every_caller();
create trigger departments_notify_callers after update on departments
  for each row when (old.name is distinct from new.name) execute function notify_every_caller();
create trigger handling_units_notify_callers after update on handling_units
  for each row when (old.name is distinct from new.name) execute function notify_every_caller();
${['users', 'user_roles', 'auth_sessions', 'roles', 'departments', 'handling_units']
  .map((table) => `create trigger ${table}_truncate_notify_callers after truncate on ${table} execute function notify_every_caller();`)
  .join('\n')}
`,
  );
}

export async function down(): Promise<void> {
  throw new Error('011-caller-notify cannot be undone');
}
