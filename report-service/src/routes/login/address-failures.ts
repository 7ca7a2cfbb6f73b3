import { ApiError } from '../../errors';
import { estimatedBytes, SizedLru } from '../../lib/sized-lru';

/**
 * Password spraying: a few guesses at each of many accounts from one client address stays under every
 * account's own lock. So failed sign-ins are also counted per address, by the distinct accounts (names
 * or phones typed) that failed from it in the last 10 minutes:
 * - from the 10th account on, the address must wait before its next attempt, 5 seconds more for each
 *   further account (up to a minute), and is answered 429 before then;
 * - at the 20th account the address is refused for 15 minutes.
 * Successful sign-ins are not counted, and a few failures never keep anyone out. The suites sign in from
 * 127.0.0.1 with at most a handful of wrong names per server, far below these numbers.
 */
export const ADDRESS_LIMITS = {
  windowMs: 10 * 60_000,
  slowAfterAccounts: 10,
  refuseAfterAccounts: 20,
  refuseMs: 15 * 60_000,
  waitStepSeconds: 5,
  maxWaitSeconds: 60,
} as const;

export type AddressLimits = { readonly [K in keyof typeof ADDRESS_LIMITS]: number };

interface AddressMark {
  /** Account key → when it last failed from the address; oldest first. */
  accounts: Map<string, number>;
  lastFailureAt: number;
  refusedUntil: number;
}

/** The default bound, for tests: the product gives its share of MEMORY_CACHE_MB. */
const MAX_BYTES = 2 ** 20;

/** An address's mark: its text and the keys of the accounts that failed from it, each with its time. */
const markBytes = (address: string, mark: AddressMark) =>
  estimatedBytes(address, null) + [...mark.accounts.keys()].reduce((sum, key) => sum + estimatedBytes(key, 0), 0);

const accountKey = (typed: string) => typed.trim().toLowerCase();

/** The per-address limit of one app: kept in memory (the longest untouched address forgotten first past `maxBytes`), with the clock given (tests move it). */
export class AddressFailures {
  private readonly marks: SizedLru<string, AddressMark>;

  constructor(
    maxBytes = MAX_BYTES,
    private readonly now: () => number = Date.now,
    private readonly limits: AddressLimits = ADDRESS_LIMITS,
  ) {
    this.marks = new SizedLru(maxBytes, markBytes);
  }

  /** Why the address may not try a password now (429), or null when it may. */
  refusalFor(address: string): ApiError | null {
    const mark = this.current(address);
    if (!mark) return null;
    const now = this.now();
    if (mark.refusedUntil > now) {
      const minutes = Math.ceil((mark.refusedUntil - now) / 60_000);
      return new ApiError(429, 'login.addressLocked', { minutes }, { 'Retry-After': String(Math.ceil((mark.refusedUntil - now) / 1000)) });
    }
    const waitMs = this.waitSecondsAfterFailure(mark.accounts.size) * 1000;
    const remainingMs = mark.lastFailureAt + waitMs - now;
    if (remainingMs <= 0) return null;
    const seconds = Math.ceil(remainingMs / 1000);
    return new ApiError(429, 'login.addressSlowDown', { seconds }, { 'Retry-After': String(seconds) });
  }

  /** Counts a failed sign-in from the address under the account it named. */
  recordFailure(address: string, typed: string): void {
    const now = this.now();
    const mark = this.current(address) ?? { accounts: new Map<string, number>(), lastFailureAt: now, refusedUntil: 0 };
    const key = accountKey(typed);
    mark.accounts.delete(key);
    mark.accounts.set(key, now);
    mark.lastFailureAt = now;
    if (mark.accounts.size >= this.limits.refuseAfterAccounts) {
      mark.refusedUntil = now + this.limits.refuseMs;
      // After the refusal the address starts again from nothing.
      mark.accounts.clear();
    }
    this.marks.set(address, mark);
  }

  private waitSecondsAfterFailure(accounts: number): number {
    if (accounts < this.limits.slowAfterAccounts) return 0;
    return Math.min((accounts - this.limits.slowAfterAccounts + 1) * this.limits.waitStepSeconds, this.limits.maxWaitSeconds);
  }

  /** The address's mark with the failures older than the window dropped; undefined when nothing is left. */
  private current(address: string): AddressMark | undefined {
    const mark = this.marks.peek(address);
    if (!mark) return undefined;
    const now = this.now();
    const since = now - this.limits.windowMs;
    for (const [key, at] of mark.accounts) {
      if (at > since) break;
      mark.accounts.delete(key);
    }
    if (mark.accounts.size === 0 && mark.refusedUntil <= now) {
      this.marks.delete(address);
      return undefined;
    }
    this.marks.resize(address);
    return mark;
  }
}
