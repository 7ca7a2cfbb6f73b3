import type { DepartmentNode, StaffUnitOption } from '@proposal-desk/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchDepartments } from '../../../api/departments';
import { fetchStaffUnits } from '../../../api/staff';

export interface DepartmentChoice {
  value: number;
  title: string;
  children: DepartmentChoice[];
}

export interface StaffOptions {
  departments: DepartmentChoice[];
  units: { value: number; label: string }[];
}

const choicesOf = (nodes: DepartmentNode[]): DepartmentChoice[] =>
  nodes.map((node) => ({ value: node.id, title: node.name, children: choicesOf(node.children) }));

const unitChoicesOf = (units: StaffUnitOption[]) => units.map((unit) => ({ value: unit.value, label: unit.label }));

/** The department tree and the handling units for the staff filter and dialog. */
export function useStaffOptions(): StaffOptions {
  const departments = useQuery({ queryKey: ['options', 'departments'], queryFn: async () => (await fetchDepartments()).data });
  const units = useQuery({ queryKey: ['options', 'staffUnits'], queryFn: async () => (await fetchStaffUnits()).data });
  // Memoised on the answers, so the lists keep their identity between renders.
  return useMemo(
    () => ({ departments: choicesOf(departments.data ?? []), units: unitChoicesOf(units.data ?? []) }),
    [departments.data, units.data],
  );
}
