import type { DepartmentNode, RoleOption } from '@proposal-desk/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchRoleOptions } from '../../../api/roles';
import { fetchDepartmentTree } from '../../../api/users';

const NO_ROLES: RoleOption[] = [];
const NO_DEPARTMENTS: DepartmentNode[] = [];

/** The roles and the department tree the filters and the dialog offer. */
export function useUserOptions() {
  const roles = useQuery({ queryKey: ['options', 'roles'], queryFn: async () => (await fetchRoleOptions()).data });
  const departments = useQuery({ queryKey: ['options', 'departments'], queryFn: async () => (await fetchDepartmentTree()).data });
  return { roles: roles.data ?? NO_ROLES, departments: departments.data ?? NO_DEPARTMENTS };
}
