import type { Env } from '../env';

/**
 * How MEMORY_CACHE_MB is shared among the caches the server keeps in memory (README "Memory"): each is
 * bounded by the estimated bytes of its entries, the least recently used going first.
 */
const SHARES = {
  /** Callers of live sessions (auth/caller-cache.ts). */
  callers: 0.8,
  /** When each session's use was last written (auth/session-use.ts). */
  sessionUse: 0.2,
} as const;
// The sign-in limits (failures per address, under names of no account) are kept in the database since migration 034.

export type MemoryCache = keyof typeof SHARES;

/** The bytes one in-memory cache may hold. */
export const cacheBytes = (env: Pick<Env, 'MEMORY_CACHE_MB'>, cache: MemoryCache): number =>
  Math.floor(env.MEMORY_CACHE_MB * 2 ** 20 * SHARES[cache]);
