import { API_PATHS, IdsParams, StaffListQuery, StaffSaveBody, StaffUpdateBody, type Paged, type StaffRow } from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { parseBody, parseParams, parseQuery } from '../../http/input';
import { ok } from '../../http/respond';
import { actorOf } from '../../lib/activity-log';
import { requireAdmin } from '../../middlewares/auth';
import { addStaff, deleteStaff, updateStaff } from './staff-commands';
import { findStaffPage, findUnitOptions } from './staff-queries';

/** Staff settings (admin only): the personnel of the offices and the handling units. */
export function staffRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get(API_PATHS.staffList, requireAdmin, async (req, res) => {
    const filter = parseQuery(req, StaffListQuery);
    const page = await findStaffPage(db, filter);
    const answer: Paged<StaffRow> = { ...page, pageIndex: filter.pageIndex, pageSize: filter.pageSize };
    ok(req, res, answer);
  });

  router.get(API_PATHS.staffUnits, requireAdmin, async (req, res) => {
    ok(req, res, await findUnitOptions(db));
  });

  router.post(API_PATHS.staffAdd, requireAdmin, async (req, res) => {
    const body = parseBody(req, StaffSaveBody);
    ok(req, res, await addStaff(db, actorOf(req), body), 'common.added');
  });

  router.put(API_PATHS.staffUpdate, requireAdmin, async (req, res) => {
    const body = parseBody(req, StaffUpdateBody);
    ok(req, res, await updateStaff(db, actorOf(req), body), 'common.saved');
  });

  router.delete(API_PATHS.staffDelete, requireAdmin, async (req, res) => {
    const { ids } = parseParams(req, IdsParams);
    await deleteStaff(db, actorOf(req), ids);
    ok(req, res, { ids }, 'common.deleted');
  });

  return router;
}
