import { z } from 'zod';
import { flag, PageQuery, SortOrder } from './common';

export const HOLIDAY_NAME_MAX = 50;
export const HOLIDAY_SORT_FIELDS = ['date', 'name', 'workday', 'create_Time'] as const;

/** A calendar date written 'YYYY-MM-DD' that exists (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

const year = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number({ error: 'holiday.yearInvalid' })
    .check(z.int32({ error: 'holiday.yearInvalid' }))
    .min(1900, 'holiday.yearInvalid')
    .max(2999, 'holiday.yearInvalid')
    .optional(),
);

/** `Holiday/GetList`: one year (or all), by date unless another sort is asked. */
export const HolidayListQuery = PageQuery.extend({
  year,
  sortField: z.enum(HOLIDAY_SORT_FIELDS).optional(),
  sortOrder: SortOrder.optional(),
});

/** `Holiday/Add`; `Holiday/Update` adds the id. `workday` marks a 调休 day: a weekend day worked instead. */
export const HolidaySaveBody = z.object({
  date: z
    .string({ error: 'holiday.dateRequired' })
    .trim()
    .min(1, { error: 'holiday.dateRequired', abort: true })
    .refine(isCalendarDate, 'holiday.dateInvalid'),
  name: z.string({ error: 'holiday.nameRequired' }).trim().min(1, 'holiday.nameRequired').max(HOLIDAY_NAME_MAX, 'holiday.nameTooLong'),
  workday: flag().default(false),
});
export type THolidaySaveBody = z.infer<typeof HolidaySaveBody>;

export const HolidayUpdateBody = HolidaySaveBody.extend({
  id: z.coerce.number({ error: 'holiday.notFound' }).check(z.int32()).positive('holiday.notFound'),
});

/** A row of the holiday list. */
export const HolidayRow = z.object({
  id: z.number().check(z.int32()),
  date: z.string(),
  name: z.string(),
  workday: z.boolean(),
  create_Time: z.string(),
  update_Time: z.string(),
});
export type HolidayRow = z.infer<typeof HolidayRow>;
