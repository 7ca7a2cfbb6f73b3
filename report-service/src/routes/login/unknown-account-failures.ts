import { createHash } from 'node:crypto';
import type { RateLimitTable } from '../../rate-limits/rate-limit-table';

/**
 * Failed sign-ins under names that match no account, kept in the shared table (`rate_limits`) so that such a name
 * is answered exactly as an account would be (attempts left, then locked), on every instance alike: the answers
 * never tell which names exist.
 */
export interface FailureMark {
  failedLogins: number;
  lockedUntil: Date | null;
}

/** How the table keeps a mark (JSON). */
interface StoredMark {
  failedLogins: number;
  lockedUntil: number | null;
}

/** A name of no account is forgotten a day after its last failure (or its lock's end): as long as anyone guesses at it. */
export const UNKNOWN_NAME_KEPT_MS = 24 * 60 * 60_000;

// A digest of the name typed: the table keeps no text anyone typed.
const keyOf = (typed: string) => `sign-in-name:${createHash('sha256').update(typed.trim().toLowerCase()).digest('base64url').slice(0, 22)}`;

export class UnknownAccountFailures {
  constructor(private readonly table: RateLimitTable) {}

  /** The mark a name carries now (none once its lock has run out). */
  async markOf(typed: string): Promise<FailureMark> {
    const mark = await this.table.markOf<StoredMark>(keyOf(typed));
    if (!mark || (mark.lockedUntil !== null && mark.lockedUntil <= this.table.now())) return { failedLogins: 0, lockedUntil: null };
    return { failedLogins: mark.failedLogins, lockedUntil: mark.lockedUntil === null ? null : new Date(mark.lockedUntil) };
  }

  async mark(typed: string, mark: FailureMark): Promise<void> {
    const lockedUntil = mark.lockedUntil?.getTime() ?? null;
    const expiresAt = new Date(Math.max(this.table.now() + UNKNOWN_NAME_KEPT_MS, lockedUntil ?? 0));
    await this.table.mark<StoredMark>(keyOf(typed), { failedLogins: mark.failedLogins, lockedUntil }, expiresAt);
  }
}
