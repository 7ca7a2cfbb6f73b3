import { createHash } from 'node:crypto';
import { ApiError } from '../../errors';
import type { RateLimitTable } from '../../rate-limits/rate-limit-table';

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

/** An address's mark as the shared table keeps it (JSON): times in epoch milliseconds. */
interface AddressMark {
  /** A digest of each account typed (never the text typed) → when it last failed from the address. */
  accounts: Record<string, number>;
  lastFailureAt: number;
  refusedUntil: number;
}

const keyOf = (address: string) => `sign-in-address:${address}`;
const accountDigest = (typed: string) => createHash('sha256').update(typed.trim().toLowerCase()).digest('base64url').slice(0, 16);

/**
 * The per-address limit, kept in the shared table (`rate_limits`), so that every instance counts the same failures:
 * a sprayer spreading its attempts over the instances behind a load balancer meets the same limit.
 */
export class AddressFailures {
  constructor(
    private readonly table: RateLimitTable,
    private readonly limits: AddressLimits = ADDRESS_LIMITS,
  ) {}

  /** Why the address may not try a password now (429), or null when it may. */
  async refusalFor(address: string): Promise<ApiError | null> {
    const now = this.table.now();
    const mark = this.inForce(await this.table.markOf<AddressMark>(keyOf(address)), now);
    if (!mark) return null;
    if (mark.refusedUntil > now) {
      const minutes = Math.ceil((mark.refusedUntil - now) / 60_000);
      return new ApiError(429, 'login.addressLocked', { minutes }, { 'Retry-After': String(Math.ceil((mark.refusedUntil - now) / 1000)) });
    }
    const waitMs = this.waitSecondsAfterFailure(Object.keys(mark.accounts).length) * 1000;
    const remainingMs = mark.lastFailureAt + waitMs - now;
    if (remainingMs <= 0) return null;
    const seconds = Math.ceil(remainingMs / 1000);
    return new ApiError(429, 'login.addressSlowDown', { seconds }, { 'Retry-After': String(seconds) });
  }

  /** Counts a failed sign-in from the address under the account it named. */
  async recordFailure(address: string, typed: string): Promise<void> {
    await this.table.change<AddressMark>(keyOf(address), (found) => {
      const now = this.table.now();
      const mark = this.inForce(found, now) ?? { accounts: {}, lastFailureAt: now, refusedUntil: 0 };
      mark.accounts[accountDigest(typed)] = now;
      mark.lastFailureAt = now;
      if (Object.keys(mark.accounts).length >= this.limits.refuseAfterAccounts) {
        mark.refusedUntil = now + this.limits.refuseMs;
        // After the refusal the address starts again from nothing.
        mark.accounts = {};
      }
      return { mark, expiresAt: new Date(Math.max(now + this.limits.windowMs, mark.refusedUntil)) };
    });
  }

  private waitSecondsAfterFailure(accounts: number): number {
    if (accounts < this.limits.slowAfterAccounts) return 0;
    return Math.min((accounts - this.limits.slowAfterAccounts + 1) * this.limits.waitStepSeconds, this.limits.maxWaitSeconds);
  }

  /** The mark with the failures older than the window dropped; undefined when nothing is left. */
  private inForce(mark: AddressMark | undefined, now: number): AddressMark | undefined {
    if (!mark) return undefined;
    const since = now - this.limits.windowMs;
    const accounts = Object.fromEntries(Object.entries(mark.accounts).filter(([, at]) => at > since));
    if (Object.keys(accounts).length === 0 && mark.refusedUntil <= now) return undefined;
    return { ...mark, accounts };
  }
}
