import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { estimatedBytes, SizedLru } from '../lib/sized-lru';
import type { AuthContext } from './context';

export interface SessionUseOptions {
  /** A session's use is written at most this often. */
  intervalMs?: number;
  /** The bytes the kept write times may take (their share of MEMORY_CACHE_MB). */
  maxBytes?: number;
  now?: () => number;
}

const INTERVAL_MS = 60_000;
const MAX_BYTES = 2 ** 20;

/**
 * Notes when each session was last used (the personal centre lists it) without a write per request: a
 * session's use is written at most once a minute by this instance, and the update itself skips a row written
 * within the minute (by another instance). A write of `last_used_at` alone announces nothing to the caller
 * caches (migration 014), so a kept caller stays kept.
 */
export class SessionUse {
  /** Epoch ms of the last write by session id; the least recently written goes first past maxBytes. */
  readonly #written: SizedLru<string, number>;
  readonly #intervalMs: number;
  readonly #now: () => number;

  constructor(
    private readonly db: Kysely<Database>,
    options: SessionUseOptions = {},
  ) {
    this.#intervalMs = options.intervalMs ?? INTERVAL_MS;
    this.#written = new SizedLru<string, number>(options.maxBytes ?? MAX_BYTES, estimatedBytes);
    this.#now = options.now ?? Date.now;
  }

  /** Notes a request of the caller's session; writes only when the last write is a minute old. */
  async used(caller: AuthContext): Promise<void> {
    const now = this.#now();
    // Sign-in wrote the use of a fresh session.
    const last = this.#written.peek(caller.sessionId) ?? caller.issuedAt * 1000;
    if (now - last < this.#intervalMs) return;
    this.#written.set(caller.sessionId, now);
    await this.db
      .updateTable('auth_sessions')
      .set({ last_used_at: new Date(now) })
      .where('id', '=', caller.sessionId)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', new Date(now - this.#intervalMs))]))
      .execute();
  }
}
