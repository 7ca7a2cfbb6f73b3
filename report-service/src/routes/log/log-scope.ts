import type { AuthContext } from '../../auth/context';

/**
 * Whose entries a reader sees: administrators and office leaders (level ≥ 4) all of them; office staff
 * (level 3) their own body's users and themselves; everybody else only their own.
 */
export type LogScope = { kind: 'all' } | { kind: 'body'; userId: number; type: number } | { kind: 'self'; userId: number };

export function logScopeOf(caller: Pick<AuthContext, 'userId' | 'isAdmin' | 'level' | 'type'>): LogScope {
  if (caller.isAdmin || caller.level >= 4) return { kind: 'all' };
  if (caller.level === 3 && caller.type !== null) return { kind: 'body', userId: caller.userId, type: caller.type };
  return { kind: 'self', userId: caller.userId };
}
