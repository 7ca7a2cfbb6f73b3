import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { routesOf } from '../../http/routes';
import { actorOf } from '../../lib/activity-log';
import { clearNotices } from './notice-commands';
import { findOpenNotices } from './notice-queries';

/** The notice popover: the caller's uncleared notices and e-mails, and clearing them. */
export function noticeRouter(ctx: AppContext): Router {
  const { db } = ctx;

  return routesOf({
    noticeList: ({ caller, req }) => findOpenNotices(db, caller.userId, req.lang),

    noticeClear: async ({ body: { kind }, caller, req }) => ({ cleared: await clearNotices(db, actorOf(req), caller.userId, kind) }),
  });
}
