import type { Env } from '../env';

/**
 * How MEMORY_CACHE_MB is shared among the caches the server keeps in memory (README "Memory"): each is
 * bounded by the estimated bytes of its entries, the least recently used going first.
 */
const SHARES = {
  /** Callers of live sessions (auth/caller-cache.ts). */
  callers: 0.5,
  /** When each session's use was last written (auth/session-use.ts). */
  sessionUse: 0.1,
  /** Failed sign-ins per client address (routes/login/address-failures.ts). */
  addressFailures: 0.2,
  /** Failed sign-ins under names of no account (routes/login/unknown-account-failures.ts). */
  unknownNames: 0.2,
} as const;

export type MemoryCache = keyof typeof SHARES;

/** The bytes one in-memory cache may hold. */
export const cacheBytes = (env: Pick<Env, 'MEMORY_CACHE_MB'>, cache: MemoryCache): number =>
  Math.floor(env.MEMORY_CACHE_MB * 2 ** 20 * SHARES[cache]);
