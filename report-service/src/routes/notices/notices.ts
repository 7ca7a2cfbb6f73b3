import { API_PATHS, NoticeClearBody } from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { parseBody } from '../../http/input';
import { ok } from '../../http/respond';
import { actorOf } from '../../lib/activity-log';
import { callerOf } from '../../middlewares/auth';
import { clearNotices } from './notice-commands';
import { findOpenNotices } from './notice-queries';

/** The notice popover: the caller's uncleared notices and e-mails, and clearing them. */
export function noticeRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get(API_PATHS.noticeList, async (req, res) => {
    ok(req, res, await findOpenNotices(db, callerOf(req).userId));
  });

  router.post(API_PATHS.noticeClear, async (req, res) => {
    const { kind } = parseBody(req, NoticeClearBody);
    const cleared = await clearNotices(db, actorOf(req), callerOf(req).userId, kind);
    ok(req, res, { cleared }, 'notice.cleared');
  });

  return router;
}
