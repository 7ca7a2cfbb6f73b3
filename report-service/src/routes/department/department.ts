import { API_PATHS, DepartmentAddBody, DepartmentUpdateBody, IdParam } from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { parseBody, parseParams } from '../../http/input';
import { ok } from '../../http/respond';
import { actorOf } from '../../lib/activity-log';
import { requireAdmin } from '../../middlewares/auth';
import { addDepartment, deleteDepartment, updateDepartment } from './department-commands';
import { findDepartmentTree } from './department-queries';

/** Department settings (admin only): the tree, add, rename/move, delete when empty. */
export function departmentRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get(API_PATHS.departmentTree, requireAdmin, async (req, res) => {
    ok(req, res, await findDepartmentTree(db));
  });

  router.post(API_PATHS.departmentAdd, requireAdmin, async (req, res) => {
    const body = parseBody(req, DepartmentAddBody);
    ok(req, res, await addDepartment(db, actorOf(req), body), 'common.added');
  });

  router.put(API_PATHS.departmentUpdate, requireAdmin, async (req, res) => {
    const body = parseBody(req, DepartmentUpdateBody);
    ok(req, res, await updateDepartment(db, actorOf(req), body), 'common.saved');
  });

  router.delete(API_PATHS.departmentDelete, requireAdmin, async (req, res) => {
    const { id } = parseParams(req, IdParam);
    await deleteDepartment(db, actorOf(req), id);
    ok(req, res, { id }, 'common.deleted');
  });

  return router;
}
