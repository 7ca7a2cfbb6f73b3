import { z } from 'zod';
import { optionalInt } from './common';

/** A parent reference: absent = unchanged (update) or top level (add); null, 0 or '' = top level. */
export const parentRef = () =>
  z.preprocess(
    (v: number | string | null | undefined) => (v === '' || v === 0 || v === '0' ? null : v),
    z.union([z.null(), z.coerce.number<number | string>().check(z.int32()).positive('common.invalidField')]).optional(),
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
  id: z.coerce.number<number | string>({ error: 'department.notFound' }).check(z.int32()).positive('department.notFound'),
  name: departmentName().optional(),
  parent_ID: parentRef(),
  sort: optionalInt(),
});

/** A node of the department tree. */
export const DepartmentNode = z
  .object({
    id: z.number().check(z.int32()),
    parent_ID: z.number().check(z.int32()).nullable(),
    name: z.string(),
    sort: z.number().check(z.int32()),
    userCount: z.number().check(z.int32()).describe('Users in this department itself (not its sub-departments)'),
    staffCount: z.number().check(z.int32()).describe('Staff in this department itself (not its sub-departments)'),
    get children(): z.ZodArray<typeof DepartmentNode> {
      return z.array(DepartmentNode);
    },
  })
  // The id gives the tree a definition of its own in JSON Schema (not a `$ref: '#'` to whatever document holds it).
  .meta({ id: 'DepartmentNode' });
export type DepartmentNode = z.infer<typeof DepartmentNode>;

/** A department as `Department/Add` and `Department/Update` answer it. */
export const SavedDepartment = z.object({
  id: z.number().check(z.int32()),
  parent_ID: z.number().check(z.int32()).nullable(),
  name: z.string(),
  sort: z.number().check(z.int32()),
});
export type SavedDepartment = z.infer<typeof SavedDepartment>;
