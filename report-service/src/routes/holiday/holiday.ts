import {
  API_PATHS,
  HolidayListQuery,
  HolidaySaveBody,
  HolidayUpdateBody,
  IdsParams,
  type HolidayRow,
  type Paged,
} from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { parseBody, parseParams, parseQuery } from '../../http/input';
import { ok } from '../../http/respond';
import { actorOf } from '../../lib/activity-log';
import { requireAdmin } from '../../middlewares/auth';
import { addHoliday, deleteHolidays, updateHoliday } from './holiday-commands';
import { findHolidayPage } from './holiday-queries';

/** Holiday settings (admin only): public holidays and 调休 working days, which case deadlines count with. */
export function holidayRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get(API_PATHS.holidayList, requireAdmin, async (req, res) => {
    const filter = parseQuery(req, HolidayListQuery);
    const page = await findHolidayPage(db, filter);
    const answer: Paged<HolidayRow> = { ...page, pageIndex: filter.pageIndex, pageSize: filter.pageSize };
    ok(req, res, answer);
  });

  router.post(API_PATHS.holidayAdd, requireAdmin, async (req, res) => {
    const body = parseBody(req, HolidaySaveBody);
    ok(req, res, await addHoliday(db, actorOf(req), body), 'common.added');
  });

  router.put(API_PATHS.holidayUpdate, requireAdmin, async (req, res) => {
    const body = parseBody(req, HolidayUpdateBody);
    ok(req, res, await updateHoliday(db, actorOf(req), body), 'common.saved');
  });

  router.delete(API_PATHS.holidayDelete, requireAdmin, async (req, res) => {
    const { ids } = parseParams(req, IdsParams);
    await deleteHolidays(db, actorOf(req), ids);
    ok(req, res, { ids }, 'common.deleted');
  });

  return router;
}
