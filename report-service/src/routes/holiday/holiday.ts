import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { crudHandlers } from '../../http/crud';
import { routesOf } from '../../http/routes';
import { addHoliday, deleteHolidays, updateHoliday } from './holiday-commands';
import { findHolidayPage } from './holiday-queries';

/** Holiday settings (admin only): public holidays and 调休 working days, which case deadlines count with. */
export function holidayRouter({ db }: AppContext): Router {
  const holidays = crudHandlers(db, { findPage: findHolidayPage, add: addHoliday, update: updateHoliday, remove: deleteHolidays });
  return routesOf({ holidayList: holidays.list, holidayAdd: holidays.add, holidayUpdate: holidays.update, holidayDelete: holidays.remove });
}
