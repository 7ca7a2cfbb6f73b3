import type { BodyCode, RoleLevel } from '@proposal-desk/shared';

/** What a case/member query may see, derived from the caller's roles (domain.md "data scope"). */
export type DataScope =
  | { kind: 'all' }
  | { kind: 'body'; body: BodyCode }
  | { kind: 'unit'; unitId: number | null }
  | { kind: 'member'; memberId: number | null }
  | { kind: 'none' };

/** The signed-in caller, attached to the request by the auth middleware. */
export interface AuthContext {
  userId: number;
  sessionId: string;
  username: string;
  staffName: string;
  type: number | null;
  unitId: number | null;
  hrId: number | null;
  roleNames: string[];
  roleCodes: string[];
  abilities: string[];
  level: RoleLevel;
  isAdmin: boolean;
  scope: DataScope;
  issuedAt: number;
}
