import type { CurrentUserInfo } from '@proposal-desk/shared';
import { estimatedBytes, SizedLru } from '../lib/sized-lru';
import type { AuthContext } from './context';

/** A session's caller as the database answered it, and when the session ends. */
export interface LoadedCaller {
  caller: AuthContext;
  expiresAt: Date;
}

interface Entry {
  caller: AuthContext;
  /** Epoch ms: the session's end, or the safety TTL's if sooner. */
  until: number;
  userInfo?: CurrentUserInfo;
}

export interface CallerCacheOptions {
  /** The estimated bytes the kept callers may take (their share of MEMORY_CACHE_MB). */
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

/** The default bound, for tests: the product gives its share of MEMORY_CACHE_MB. */
const MAX_BYTES = 16 * 2 ** 20;
/**
 * A kept caller is asked again after a minute even when nothing announced a change: the bound on staleness
 * should a notification ever be lost unnoticed. One query per session and minute costs nothing.
 */
const TTL_MS = 60_000;

/**
 * The callers of live sessions by session id, so an authenticated request needs no query to know who
 * calls. The database announces every committed change to a caller (migration 011): `heard` forgets the
 * user named, or everyone. Nothing is served or kept while the announcements are not heard
 * (`setListening(false)`, e.g. while the PostgreSQL listener reconnects), and a load that was under way
 * when something was forgotten is answered but not kept, since it may have read the state before.
 */
export class CallerCache {
  readonly #entries: SizedLru<string, Entry>;
  readonly #ttlMs: number;
  readonly #now: () => number;
  #listening = false;
  #generation = 0;

  constructor(options: CallerCacheOptions = {}) {
    this.#entries = new SizedLru(options.maxBytes ?? MAX_BYTES, (sessionId, entry) =>
      estimatedBytes(sessionId, { caller: entry.caller, userInfo: entry.userInfo }),
    );
    this.#ttlMs = options.ttlMs ?? TTL_MS;
    this.#now = options.now ?? Date.now;
  }

  /** The caller of a session of `userId`: kept, or loaded (null when the session is not live). */
  async caller(sessionId: string, userId: number, load: () => Promise<LoadedCaller | null>): Promise<AuthContext | null> {
    const entry = this.#hit(sessionId);
    if (entry) return entry.caller.userId === userId ? entry.caller : null;
    const generation = this.#generation;
    const loaded = await load();
    if (loaded && generation === this.#generation) this.#keep(sessionId, loaded);
    return loaded?.caller ?? null;
  }

  /** `GetUserInfo` of a caller, kept with the session's entry. */
  async userInfo(caller: AuthContext, load: () => Promise<CurrentUserInfo>): Promise<CurrentUserInfo> {
    const entry = this.#hit(caller.sessionId);
    if (entry?.userInfo && entry.caller === caller) return entry.userInfo;
    const generation = this.#generation;
    const info = await load();
    if (entry && entry.caller === caller && generation === this.#generation && this.#entries.peek(caller.sessionId) === entry) {
      entry.userInfo = info;
      this.#entries.resize(caller.sessionId);
    }
    return info;
  }

  /** An announcement: a user id forgets that user's sessions; anything else forgets everyone. */
  heard(payload: string): void {
    if (/^\d+$/.test(payload)) this.forgetUser(Number(payload));
    else this.forgetAll();
  }

  forgetUser(userId: number): void {
    this.#generation++;
    for (const [sessionId, entry] of this.#entries.entries()) if (entry.caller.userId === userId) this.#entries.delete(sessionId);
  }

  forgetAll(): void {
    this.#generation++;
    this.#entries.clear();
  }

  /** Whether announcements are heard now; either way, what was kept is forgotten. */
  setListening(listening: boolean): void {
    this.#listening = listening;
    this.forgetAll();
  }

  get listening(): boolean {
    return this.#listening;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The estimated bytes the kept callers take. */
  get bytes(): number {
    return this.#entries.bytes;
  }

  #hit(sessionId: string): Entry | undefined {
    if (!this.#listening) return undefined;
    const entry = this.#entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until > this.#now()) return entry;
    this.#entries.delete(sessionId);
    return undefined;
  }

  #keep(sessionId: string, loaded: LoadedCaller): void {
    if (!this.#listening) return;
    const until = Math.min(loaded.expiresAt.getTime(), this.#now() + this.#ttlMs);
    this.#entries.set(sessionId, { caller: loaded.caller, until });
  }
}
