import { API_PATHS, LOG_MODULES, NoticeClearBody, type NoticeItem } from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { parseBody } from '../../http/input';
import { ok } from '../../http/respond';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { callerOf } from '../../middlewares/auth';

const NOTICE_LIST_LIMIT = 50;

/** The notice popover: the caller's uncleared notices and e-mails, and clearing them. */
export function noticeRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get(API_PATHS.noticeList, async (req, res) => {
    const rows = await db
      .selectFrom('notices')
      .select(['id', 'kind', 'title', 'content', 'created_at'])
      .where('user_id', '=', callerOf(req).userId)
      .where('cleared_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(NOTICE_LIST_LIMIT)
      .execute();
    const notices: NoticeItem[] = rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      content: r.content,
      time: r.created_at.toISOString(),
    }));
    ok(req, res, notices);
  });

  router.post(API_PATHS.noticeClear, async (req, res) => {
    const caller = callerOf(req);
    const { kind } = parseBody(req, NoticeClearBody);
    const cleared = await db.transaction().execute(async (trx) => {
      let update = trx
        .updateTable('notices')
        .set({ cleared_at: new Date() })
        .where('user_id', '=', caller.userId)
        .where('cleared_at', 'is', null);
      if (kind) update = update.where('kind', '=', kind);
      const result = await update.executeTakeFirst();
      const count = Number(result.numUpdatedRows);
      await recordActivity(
        trx,
        actorOf(req),
        LOG_MODULES.notice,
        `清空${kind === 'email' ? '邮件' : kind === 'notice' ? '通知' : '消息'} ${count} 条`,
      );
      return count;
    });
    ok(req, res, { cleared }, 'notice.cleared');
  });

  return router;
}
