import type { Kysely } from 'kysely';
import { runSqlScript } from './run-sql';

// The request and sign-in limits, kept where every instance of a deployment sees them (one instance's memory let N
// instances allow N times the limit): a row per key (a client address for the public calls, an address or a typed name
// for the sign-in limits), with a fixed window's count or the limiter's own mark, until it expires; expired rows are
// deleted by the instances as they go. Unlogged: a limit is worth no WAL write (the public page counts one upsert per
// request) and is not worth keeping across a crash of PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSqlScript(
    db,
    `
create unlogged table rate_limits (
  key text primary key,
  hits integer not null default 0,
  mark jsonb,
  expires_at timestamptz not null
);
create index rate_limits_expiry on rate_limits(expires_at);
`,
  );
}

export async function down(): Promise<void> {
  throw new Error('034-rate-limits cannot be undone');
}
