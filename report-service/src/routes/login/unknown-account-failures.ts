import { estimatedBytes, SizedLru } from '../../lib/sized-lru';

/**
 * Failed sign-ins under names that match no account, kept in memory so that such a name is answered
 * exactly as an account would be (attempts left, then locked): the answers never tell which names exist.
 */
export interface FailureMark {
  failedLogins: number;
  lockedUntil: Date | null;
}

const keyOf = (typed: string) => typed.trim().toLowerCase();

/** The marks of one app, bounded by their bytes (the longest untouched name is forgotten first). */
export class UnknownAccountFailures {
  readonly #marks: SizedLru<string, FailureMark>;

  constructor(maxBytes: number) {
    this.#marks = new SizedLru<string, FailureMark>(maxBytes, estimatedBytes);
  }

  /** The mark a name carries now (none once its lock has run out). */
  markOf(typed: string): FailureMark {
    const mark = this.#marks.peek(keyOf(typed));
    if (!mark || (mark.lockedUntil && mark.lockedUntil.getTime() <= Date.now())) return { failedLogins: 0, lockedUntil: null };
    return mark;
  }

  mark(typed: string, mark: FailureMark): void {
    this.#marks.set(keyOf(typed), mark);
  }
}
