import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  changeMark,
  clearKey,
  countHit,
  type Counted,
  type MarkChange,
  pruneExpired,
  readCount,
  readMark,
  uncountHit,
  writeMark,
} from './rate-limit-commands';

/** How often one limiter deletes the rows that have expired (a few milliseconds, on the request that comes due). */
export const PRUNE_EVERY_MS = 5 * 60_000;

/**
 * The limits every instance shares (the `rate_limits` table, migration 034), on one clock: the process's, or the one
 * a test moves. Each limiter's keys start with its own prefix; expired rows of any limiter are deleted every
 * PRUNE_EVERY_MS by whichever limiter writes then.
 */
export class RateLimitTable {
  private prunedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Kysely<Database>,
    readonly now: () => number = Date.now,
  ) {}

  async count(key: string, windowMs: number): Promise<Counted> {
    const counted = await countHit(this.db, key, windowMs, new Date(this.now()));
    await this.pruneWhenDue();
    return counted;
  }

  read(key: string): Promise<Counted | undefined> {
    return readCount(this.db, key, new Date(this.now()));
  }

  uncount(key: string): Promise<void> {
    return uncountHit(this.db, key, new Date(this.now()));
  }

  clear(key: string): Promise<void> {
    return clearKey(this.db, key);
  }

  /** The mark of `key` in force (the limiter knows its shape), or undefined. */
  markOf<T>(key: string): Promise<T | undefined> {
    return readMark(this.db, key, new Date(this.now())) as Promise<T | undefined>;
  }

  /** Changes the mark of `key` from the one in force, one instance after another. */
  async change<T>(key: string, change: (mark: T | undefined) => MarkChange): Promise<void> {
    await changeMark(this.db, key, new Date(this.now()), (mark) => change(mark as T | undefined));
    await this.pruneWhenDue();
  }

  async mark<T>(key: string, mark: T, expiresAt: Date): Promise<void> {
    await writeMark(this.db, key, mark, expiresAt);
    await this.pruneWhenDue();
  }

  private async pruneWhenDue(): Promise<void> {
    const now = this.now();
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    await pruneExpired(this.db, new Date(now));
  }
}
