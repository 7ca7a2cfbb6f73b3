import { API_PATHS, type HolidayListQuery, type HolidayRow, type HolidaySaveBody, type Paged } from '@proposal-desk/shared';
import type { z } from 'zod';
import { apiPath, request } from './request';

/** The year, page and sort of `Holiday/GetList`. */
export type HolidayListParams = z.input<typeof HolidayListQuery>;

/** The fields of the holiday dialog as `Holiday/Add` and `Holiday/Update` take them. */
export type HolidayFormValues = z.input<typeof HolidaySaveBody>;

export const fetchHolidays = (params: HolidayListParams, signal?: AbortSignal) =>
  request<Paged<HolidayRow>>({ url: apiPath(API_PATHS.holidayList), method: 'GET', params, signal });

export const addHoliday = (values: HolidayFormValues) =>
  request<HolidayRow>({ url: apiPath(API_PATHS.holidayAdd), method: 'POST', data: values });

export const updateHoliday = (id: number, values: HolidayFormValues) =>
  request<HolidayRow>({ url: apiPath(API_PATHS.holidayUpdate), method: 'PUT', data: { ...values, id } });

export const deleteHoliday = (id: number) =>
  request<{ ids: number[] }>({ url: apiPath(API_PATHS.holidayDelete), method: 'DELETE', params: { ids: String(id) } });
