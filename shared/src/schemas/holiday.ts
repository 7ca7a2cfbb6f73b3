import { z } from 'zod';
import { flag, PageQuery, SortOrder } from './common';
import { dayField } from './day-field';

export const HOLIDAY_NAME_MAX = 50;
export const HOLIDAY_SORT_FIELDS = ['date', 'name', 'workday', 'create_Time'] as const;

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
  date: dayField('holiday.dateInvalid', 'holiday.dateRequired'),
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
