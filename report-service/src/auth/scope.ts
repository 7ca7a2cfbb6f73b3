import { ROLE_CODES, roleLevel, USER_TYPES, type BodyCode } from '@proposal-desk/shared';
import type { DataScope } from './context';

interface ScopeSource {
  roleCodes: string[];
  type: number | null;
  unitId: number | null;
  hrId: number | null;
}

/** The body an office-staff user works for: from the role code, else from the user type. */
function bodyOf(source: ScopeSource): BodyCode | null {
  if (source.roleCodes.includes(ROLE_CODES.npcStaff)) return 'NPC';
  if (source.roleCodes.includes(ROLE_CODES.cppccStaff)) return 'CPPCC';
  if (source.type === USER_TYPES.NPC) return 'NPC';
  if (source.type === USER_TYPES.CPPCC) return 'CPPCC';
  return null;
}

/** Levels 5 and 4 see all; 3 its own body; 2 its unit's cases; 1 its own cases; 0 nothing. */
export function scopeFor(source: ScopeSource): DataScope {
  const level = roleLevel(source.roleCodes);
  if (level >= 4) return { kind: 'all' };
  if (level === 3) {
    const body = bodyOf(source);
    return body ? { kind: 'body', body } : { kind: 'none' };
  }
  if (level === 2) return { kind: 'unit', unitId: source.unitId };
  if (level === 1) return { kind: 'member', memberId: source.hrId };
  return { kind: 'none' };
}
