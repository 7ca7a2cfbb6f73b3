import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { routesOf } from '../../http/routes';
import { actorOf } from '../../lib/activity-log';
import { addDepartment, deleteDepartment, updateDepartment } from './department-commands';
import { findDepartmentTree } from './department-queries';

/** Department settings (admin only): the tree, add, rename/move, delete when empty. */
export function departmentRouter({ db }: AppContext): Router {
  return routesOf({
    departmentTree: () => findDepartmentTree(db),
    departmentAdd: ({ body, req }) => addDepartment(db, actorOf(req), body),
    departmentUpdate: ({ body, req }) => updateDepartment(db, actorOf(req), body),
    departmentDelete: async ({ body: { id }, req }) => {
      await deleteDepartment(db, actorOf(req), id);
      return { id };
    },
  });
}
