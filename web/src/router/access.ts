/** The access state the checks read (spec §3 "Access state"). */
export interface AccessSnapshot {
  admin: boolean;
  role: readonly string[];
  ability: readonly string[];
}

export type AccessMode = 'oneOf' | 'allOf' | 'except';

/** What a route or element asks for: roles and/or abilities, matched by one mode. */
export interface AccessRule {
  roles?: readonly string[];
  abilities?: readonly string[];
  mode?: AccessMode;
}

function matches(owned: readonly string[], wanted: readonly string[] | undefined, mode: AccessMode): boolean {
  if (!wanted || wanted.length === 0) return true;
  if (mode === 'allOf') return wanted.every((w) => owned.includes(w));
  if (mode === 'except') return !wanted.some((w) => owned.includes(w));
  return wanted.some((w) => owned.includes(w));
}

/** Spec §6: the admin flag allows everything; otherwise roles and abilities must both pass the mode. */
export function hasAccess(access: AccessSnapshot, rule: AccessRule): boolean {
  if (access.admin) return true;
  const mode = rule.mode ?? 'oneOf';
  return matches(access.role, rule.roles, mode) && matches(access.ability, rule.abilities, mode);
}
