/**
 * Failed sign-ins under names that match no account, kept in memory so that such a name is answered
 * exactly as an account would be (attempts left, then locked): the answers never tell which names exist.
 */
export interface FailureMark {
  failedLogins: number;
  lockedUntil: Date | null;
}

const MAX_NAMES = 10_000;
const marks = new Map<string, FailureMark>();

const keyOf = (typed: string) => typed.trim().toLowerCase();

/** The mark a name carries now (none once its lock has run out). */
export function unknownAccountMark(typed: string): FailureMark {
  const mark = marks.get(keyOf(typed));
  if (!mark || (mark.lockedUntil && mark.lockedUntil.getTime() <= Date.now())) return { failedLogins: 0, lockedUntil: null };
  return mark;
}

export function markUnknownAccount(typed: string, mark: FailureMark): void {
  const key = keyOf(typed);
  marks.delete(key);
  // Oldest first: a Map iterates in insertion order, so the first key is the longest untouched.
  if (marks.size >= MAX_NAMES) marks.delete(marks.keys().next().value as string);
  marks.set(key, mark);
}
