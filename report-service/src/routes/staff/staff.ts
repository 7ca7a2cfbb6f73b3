import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { crudHandlers } from '../../http/crud';
import { routesOf } from '../../http/routes';
import { addStaff, deleteStaff, updateStaff } from './staff-commands';
import { findStaffPage, findUnitOptions } from './staff-queries';

/** Staff settings (admin only): the personnel of the offices and the handling units. */
export function staffRouter({ db }: AppContext): Router {
  const staff = crudHandlers(db, { findPage: findStaffPage, add: addStaff, update: updateStaff, remove: deleteStaff });
  return routesOf({
    staffList: staff.list,
    staffUnits: () => findUnitOptions(db),
    staffAdd: staff.add,
    staffUpdate: staff.update,
    staffDelete: staff.remove,
  });
}
