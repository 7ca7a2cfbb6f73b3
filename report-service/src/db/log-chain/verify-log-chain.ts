import type { LOG_CHAIN_PROBLEMS, LogChainState } from '@proposal-desk/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import type { ChainHead } from './append';
import { chainTime, GENESIS_HASH, storedEntryHash, type StoredLogEntry } from './chain-hash';

/**
 * The chain's state (declared with the API that answers it). Intact: how many entries it holds and the
 * last one's id. Broken: the first entry that breaks it, how many intact entries come before it, and what
 * was done:
 * - `changed`: the entry is in its place but its stored fields (or hash) are not those it was written with;
 * - `deleted`: entries are missing here; `firstBadId` is the first id after the last intact entry
 *   (`lastGoodId`), the entry that was removed unless a rolled-back write left that id unused;
 * - `outOfOrder`: the entry was not appended by the product: the chain passes over it (slipped in
 *   between two entries, or after the last one the product wrote).
 */
export type { LogChainState };

/** What was done to the first entry that breaks the chain. */
export type ChainProblem = (typeof LOG_CHAIN_PROBLEMS)[number];

interface ChainRow extends StoredLogEntry {
  id: number;
  prev_hash: string | null;
  hash: string | null;
}

/** Entries read at a time: the walk holds one page, whatever the log's length. */
const PAGE = 2000;
/** How often the walk goes on past the head it read, for entries appended while it walked. */
const FOLLOW_APPENDS = 50;

const isSound = (row: ChainRow): boolean => row.hash !== null && row.prev_hash !== null && row.hash === storedEntryHash(row, row.prev_hash);

async function readHead(db: Kysely<Database>): Promise<ChainHead | null> {
  const head = await db.selectFrom('activity_log_chain').select(['last_id', 'hash']).where('id', '=', 1).executeTakeFirst();
  return head ? { lastId: head.last_id === null ? null : Number(head.last_id), hash: head.hash } : null;
}

/** Whether the log has its `source` column (migration 035): a restore checks the chain of an older backup too. */
async function hasSourceColumn(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ present: boolean }>`
    select exists (select 1 from information_schema.columns
      where table_schema = current_schema() and table_name = 'activity_logs' and column_name = 'source') as present`.execute(db);
  return rows[0]?.present === true;
}

type ReadPage = (afterId: number | null, limit?: number) => Promise<ChainRow[]>;

function pageReader(db: Kysely<Database>, withSource: boolean): ReadPage {
  const source = withSource ? sql`, source` : sql``;
  return async (afterId, limit = PAGE) => {
    const { rows } = await sql<ChainRow>`
      select id, ${chainTime(sql`created_at`)} as at, user_id, username, module, description, ip, user_agent${source}, prev_hash, hash
      from activity_logs ${afterId === null ? sql`` : sql`where id > ${afterId}`} order by id limit ${limit}`.execute(db);
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  };
}

/** The id of the first entry after `afterId` whose previous hash is `hash`, if any. */
async function nextLinkedTo(db: Kysely<Database>, hash: string, afterId: number): Promise<number | null> {
  const { rows } = await sql<{ id: number }>`
    select id from activity_logs where prev_hash = ${hash} and id > ${afterId} order by id limit 1`.execute(db);
  return rows[0] ? Number(rows[0].id) : null;
}

/** Entries the walk remembers by hash, to tell rows slipped in after one of them. */
const REMEMBERED = 1024;

interface Remembered {
  id: number;
  /** Intact entries up to and including this one. */
  entries: number;
  /** The entry walked after it. */
  nextId?: number;
}

/** The last entries walked, by hash (a bounded window: the walk holds no more than this). */
class RecentEntries {
  readonly #byHash = new Map<string, Remembered>();

  /** The entry `id` with hash `hash` was walked after the one with hash `prevHash`. */
  follow(prevHash: string, id: number, hash: string, entries: number): void {
    const before = this.#byHash.get(prevHash);
    if (before) before.nextId = id;
    this.#byHash.set(hash, { id, entries });
    if (this.#byHash.size > REMEMBERED) this.#byHash.delete(this.#byHash.keys().next().value!);
  }

  get(hash: string): Remembered | undefined {
    return this.#byHash.get(hash);
  }
}

interface Walked {
  id: number | null;
  hash: string;
}

/**
 * Walks the activity log in id order, a page at a time, checking that every entry's hash is that of its
 * stored fields and that it links to the entry before, and at the end that the last entry is the head
 * the product wrote. Answers the first entry that breaks the chain, and what was done to it.
 */
export async function verifyLogChain(db: Kysely<Database>): Promise<LogChainState> {
  let prev: Walked = { id: null, hash: GENESIS_HASH };
  let entries = 0;
  const broken = (firstBadId: number, problem: ChainProblem): LogChainState => ({
    ok: false,
    entries,
    firstBadId,
    problem,
    lastGoodId: prev.id,
  });
  const afterPrev = () => (prev.id ?? 0) + 1;
  const recent = new RecentEntries();
  const readPage = pageReader(db, await hasSourceColumn(db));

  for (let round = 0; ; round++) {
    for (let page = await readPage(prev.id); page.length > 0; page = await readPage(prev.id)) {
      for (let i = 0; i < page.length; i++) {
        const row = page[i]!;
        const linked = row.prev_hash === prev.hash;
        const sound = isSound(row);
        if (linked && sound) {
          recent.follow(prev.hash, row.id, row.hash!, entries + 1);
          prev = { id: row.id, hash: row.hash! };
          entries++;
          continue;
        }
        // Linking to an entry a few before: the ones walked since were slipped in, hashed as the product would.
        const forkedAt = !linked && sound ? recent.get(row.prev_hash!) : undefined;
        if (forkedAt?.nextId !== undefined)
          return { ok: false, entries: forkedAt.entries, firstBadId: forkedAt.nextId, problem: 'outOfOrder', lastGoodId: forkedAt.id };
        // The chain goes on past this row (a later entry, or the head, links to the last intact one): slipped in.
        const head = await readHead(db);
        if ((head && head.hash === prev.hash) || (await nextLinkedTo(db, prev.hash, row.id)) !== null) return broken(row.id, 'outOfOrder');
        if (linked) return broken(row.id, 'changed');
        // Intact itself but linking to an entry that is not there: what stood before it was removed.
        if (sound) return broken(afterPrev(), 'deleted');
        // Neither linked nor intact: a changed entry when the next one still links to its stored hash, else one
        // the product never wrote (no hash at all).
        const next = page[i + 1] ?? (await readPage(row.id, 1))[0];
        if (row.hash !== null && next?.prev_hash === row.hash) return broken(row.id, 'changed');
        return broken(row.id, row.hash === null ? 'outOfOrder' : 'changed');
      }
    }
    const head = await readHead(db);
    if (head?.hash === prev.hash || (!head && prev.id === null)) return { ok: true, entries, lastId: prev.id };
    // Entries appended while the walk went on: follow them (a few rounds), then judge.
    if (head && head.lastId !== null && head.lastId > (prev.id ?? 0) && round < FOLLOW_APPENDS) {
      const more = await readPage(prev.id, 1);
      if (more.length > 0) continue;
    }
    // The head is an entry before the last one walked: those after it were added behind the product's back,
    // chained as it would have.
    if (head && head.lastId !== null && head.lastId < (prev.id ?? 0)) {
      const atRecent = recent.get(head.hash);
      if (atRecent?.id === head.lastId && atRecent.nextId !== undefined)
        return { ok: false, entries: atRecent.entries, firstBadId: atRecent.nextId, problem: 'outOfOrder', lastGoodId: atRecent.id };
      const [atHead, slipped] = await readPage(head.lastId - 1, 2);
      if (atHead?.id === head.lastId && atHead.hash === head.hash && slipped) {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from activity_logs where id > ${head.lastId} and id <= ${prev.id}`.execute(db);
        return { ok: false, entries: entries - (rows[0]?.n ?? 0), firstBadId: slipped.id, problem: 'outOfOrder', lastGoodId: head.lastId };
      }
    }
    // The walk ended short of the head: the entries after the last one were removed.
    return broken(afterPrev(), 'deleted');
  }
}

/** The state in words for the command line and the server's log. */
export function describeChainState(state: LogChainState): string {
  if (state.ok)
    return state.entries === 0
      ? 'The activity log is empty; its chain is intact.'
      : `The activity log chain is intact: ${state.entries} entries, the last #${state.lastId}.`;
  const after = state.lastGoodId === null ? 'at the start of the log' : `after entry #${state.lastGoodId}`;
  const what = {
    changed: `entry #${state.firstBadId} was changed after it was written`,
    deleted: `entries were deleted ${after}, from #${state.firstBadId}`,
    outOfOrder: `entry #${state.firstBadId} was inserted out of order (not appended by the product)`,
  }[state.problem];
  return `The activity log chain is broken at entry #${state.firstBadId}: ${what}; the ${state.entries} entries before it are intact.`;
}
