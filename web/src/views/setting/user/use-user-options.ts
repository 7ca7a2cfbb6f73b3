import type { DepartmentNode, RoleOption } from '@proposal-desk/shared';
import { useEffect, useState } from 'react';
import { fetchRoleOptions } from '../../../api/roles';
import { fetchDepartmentTree } from '../../../api/users';

/** The roles and the department tree the filters and the dialog offer. */
export function useUserOptions() {
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const [departments, setDepartments] = useState<DepartmentNode[]>([]);
  useEffect(() => {
    void fetchRoleOptions().then(
      (res) => setRoles(res.data),
      () => undefined,
    );
    void fetchDepartmentTree().then(
      (res) => setDepartments(res.data),
      () => undefined,
    );
  }, []);
  return { roles, departments };
}
