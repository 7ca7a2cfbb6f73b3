import { API_CALLS, type CallBody, type CallQuery } from '@proposal-desk/shared';
import { callApi } from './request';

const { holidayList, holidayAdd, holidayUpdate, holidayDelete } = API_CALLS;

/** The year, page and sort of `Holiday/GetList`. */
export type HolidayListParams = CallQuery<typeof holidayList>;

/** The fields of the holiday dialog as `Holiday/Add` and `Holiday/Update` take them. */
export type HolidayFormValues = CallBody<typeof holidayAdd>;

export const fetchHolidays = (query: HolidayListParams, signal?: AbortSignal) => callApi(holidayList, { query }, signal);

export const addHoliday = (body: HolidayFormValues) => callApi(holidayAdd, { body });

export const updateHoliday = (id: number, values: HolidayFormValues) => callApi(holidayUpdate, { body: { ...values, id } });

export const deleteHoliday = (id: number) => callApi(holidayDelete, { body: { ids: [id] } });
