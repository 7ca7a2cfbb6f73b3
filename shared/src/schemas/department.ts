import { z } from 'zod';
import { optionalInt } from './common';

/** A parent reference: absent = unchanged (update) or top level (add); null, 0 or '' = top level. */
export const parentRef = () =>
  z.preprocess(
    (v: number | string | null | undefined) => (v === '' || v === 0 || v === '0' ? null : v),
    z.union([z.null(), z.coerce.number<number | string>().int().positive('common.invalidField')]).optional(),
  );

const departmentName = () =>
  z.string({ error: 'department.nameRequired' }).trim().min(1, 'department.nameRequired').max(50, 'common.invalidField');

export const DepartmentAddBody = z.object({
  name: departmentName(),
  parent_ID: parentRef(),
  sort: optionalInt(),
});

/** Rename and/or move; a field left out is kept. */
export const DepartmentUpdateBody = z.object({
  id: z.coerce.number<number | string>({ error: 'department.notFound' }).int().positive('department.notFound'),
  name: departmentName().optional(),
  parent_ID: parentRef(),
  sort: optionalInt(),
});

/** A node of the department tree. */
export interface DepartmentNode {
  id: number;
  parent_ID: number | null;
  name: string;
  sort: number;
  userCount: number;
  staffCount: number;
  children: DepartmentNode[];
}
