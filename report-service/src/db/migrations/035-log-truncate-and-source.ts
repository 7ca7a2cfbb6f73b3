import type { Kysely } from 'kysely';
import { runSqlScript } from './run-sql';

/**
 * The activity log can no longer be cut short by the statements the append-only trigger let through: TRUNCATE of the
 * log is refused like UPDATE and DELETE, and the chain's head can be neither removed (DELETE, TRUNCATE) nor moved
 * back to an earlier entry or to the genesis hash. Someone who owns the tables can still switch these off; the signed
 * checkpoints kept outside the database (db/log-chain/checkpoints.ts) find what they did then.
 *
 * An entry also says who wrote it: `source` is 'client' for an entry a client wrote through `Log/Log`, 'product'
 * for every other. The chain's hash covers a client's entry's source (chain-hash.ts), and a product entry hashes as
 * before, so the entries already chained stay intact and every one of them is the product's ('product', the default).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSqlScript(
    db,
    `
alter table activity_logs add column source text not null default 'product' check (source in ('product', 'client'));

create trigger activity_logs_no_truncate before truncate on activity_logs
  for each statement execute function activity_logs_append_only();

create function activity_log_chain_keep_head() returns trigger language plpgsql as $$
begin
  if tg_op <> 'UPDATE' then
    raise exception 'the head of activity_log_chain cannot be removed';
  end if;
  if old.last_id is not null and (new.last_id is null or new.last_id < old.last_id) then
    raise exception 'the head of activity_log_chain only moves forward';
  end if;
  return new;
end $$;

create trigger activity_log_chain_keep_head before update or delete on activity_log_chain
  for each row execute function activity_log_chain_keep_head();

create trigger activity_log_chain_no_truncate before truncate on activity_log_chain
  for each statement execute function activity_log_chain_keep_head()
`,
  );
}

export async function down(): Promise<void> {
  throw new Error('035-log-truncate-and-source cannot be undone');
}
