import { z } from 'zod';
import { isEmail, isPhone } from '../domain/validators';
import { MOBILE_LENGTH, optionalInt, optionalText, PageQuery, SortOrder } from './common';

export const STAFF_SORT_FIELDS = ['id', 'name', 'dept_Name', 'unit_Name', 'post', 'create_Time'] as const;

/** `Staff/GetList`: name (or keyword over name, post and mobile), department, unit. */
export const StaffListQuery = PageQuery.extend({
  name: optionalText(),
  keyword: optionalText(),
  deptId: optionalInt(),
  unitId: optionalInt(),
  sortField: z.enum(STAFF_SORT_FIELDS).optional(),
  sortOrder: SortOrder.optional(),
});

const blankToEmpty = (v: string | null | undefined) => (v === null || v === undefined ? '' : v);

/** `Staff/Add`; `Staff/Update` adds the id. Every field is written (the form sends the whole record). */
export const StaffSaveBody = z.object({
  name: z.string({ error: 'profile.staffNameRequired' }).trim().min(1, 'profile.staffNameRequired').max(50),
  dept_ID: optionalInt(),
  unit_ID: optionalInt(),
  post: z.preprocess(blankToEmpty, z.string().trim().max(100)),
  mobile: z.preprocess(
    blankToEmpty,
    z
      .string()
      .trim()
      .max(MOBILE_LENGTH, 'profile.mobileInvalid')
      .refine((v) => v === '' || isPhone(v), 'profile.mobileInvalid'),
  ),
  email: z.preprocess(
    blankToEmpty,
    z
      .string()
      .trim()
      .max(200, 'common.emailInvalid')
      .refine((v) => v === '' || isEmail(v), 'common.emailInvalid'),
  ),
  remark: z.preprocess(blankToEmpty, z.string().trim().max(500)),
});
export type TStaffSaveBody = z.infer<typeof StaffSaveBody>;

export const StaffUpdateBody = StaffSaveBody.extend({
  id: z.coerce.number<number | string>({ error: 'staff.notFound' }).check(z.int32()).positive('staff.notFound'),
});

/** A row of the staff list. */
export const StaffRow = z.object({
  id: z.number().check(z.int32()),
  name: z.string(),
  dept_ID: z.number().check(z.int32()).nullable(),
  dept_Name: z.string().describe('Empty when the person has no department'),
  unit_ID: z.number().check(z.int32()).nullable(),
  unit_Name: z.string().describe('Empty when the person has no handling unit'),
  post: z.string(),
  mobile: z.string(),
  email: z.string(),
  remark: z.string(),
  create_Time: z.string(),
});
export type StaffRow = z.infer<typeof StaffRow>;

/** A handling unit a staff member can belong to (`Staff/GetUnits`). */
export const StaffUnitOption = z.object({
  value: z.number().check(z.int32()).describe('The unit id'),
  label: z.string().describe('The unit name'),
  system: z.string().describe('The system the unit belongs to (a UNIT_SYSTEMS value, e.g. GOVERNMENT)'),
});
export type StaffUnitOption = z.infer<typeof StaffUnitOption>;
