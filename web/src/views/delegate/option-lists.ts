import type { MemberOptions } from '@proposal-desk/shared';

type Option<V> = { value: V; label: string };

/** The type options in the current language. */
export const typeOptions = (options: MemberOptions, english: boolean): Array<Option<number>> =>
  options.types.map((t) => ({ value: t.value, label: english ? t.labelEn : t.label }));

/** The groups of a session's body (all groups when no session is chosen). */
export function groupOptions(options: MemberOptions, sessionId?: number): Array<Option<number>> {
  const body = options.sessions.find((s) => s.value === sessionId)?.body;
  return options.delegations.filter((d) => !body || d.body === body).map(({ value, label }) => ({ value, label }));
}

/** The sessions of a group's body (all sessions when no group is chosen). */
export function sessionOptions(options: MemberOptions, groupId?: number): Array<Option<number>> {
  const body = options.delegations.find((d) => d.value === groupId)?.body;
  return options.sessions.filter((s) => !body || s.body === body).map(({ value, label }) => ({ value, label }));
}
