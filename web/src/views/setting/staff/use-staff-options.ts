import type { DepartmentNode, StaffUnitOption } from '@proposal-desk/shared';
import { useEffect, useState } from 'react';
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
  const [options, setOptions] = useState<StaffOptions>({ departments: [], units: [] });
  useEffect(() => {
    let live = true;
    Promise.all([fetchDepartments(), fetchStaffUnits()])
      .then(([departments, units]) => live && setOptions({ departments: choicesOf(departments.data), units: unitChoicesOf(units.data) }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return options;
}
