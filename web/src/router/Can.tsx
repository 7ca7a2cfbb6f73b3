import type { ReactNode } from 'react';
import { useAccessStore } from '../stores/access';
import { type AccessRule, hasAccess } from './access';

interface CanProps extends AccessRule {
  children: ReactNode;
}

/** Renders its children only when the current user passes the rule (the element is removed otherwise). */
export function Can({ children, ...rule }: CanProps) {
  const admin = useAccessStore((s) => s.admin);
  const role = useAccessStore((s) => s.role);
  const ability = useAccessStore((s) => s.ability);
  return hasAccess({ admin, role, ability }, rule) ? <>{children}</> : null;
}
