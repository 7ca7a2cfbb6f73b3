import { LOG_MODULES, type NoticeKind } from '@proposal-desk/shared';
import type { Actor } from '../../lib/activity-log';
import { writeAndLog, type Db } from '../../lib/write-and-log';

const KIND_LABELS: Record<NoticeKind | 'all', { zh: string; en: string }> = {
  email: { zh: '邮件', en: 'e-mails' },
  notice: { zh: '通知', en: 'notices' },
  all: { zh: '消息', en: 'messages' },
};

/** Clears a user's uncleared notices (of one kind, or all); answers how many were cleared. */
export function clearNotices(db: Db, actor: Actor, userId: number, kind: NoticeKind | undefined): Promise<number> {
  return writeAndLog(db, actor, LOG_MODULES.notice, async (trx) => {
    let update = trx.updateTable('notices').set({ cleared_at: new Date() }).where('user_id', '=', userId).where('cleared_at', 'is', null);
    if (kind) update = update.where('kind', '=', kind);
    const count = Number((await update.executeTakeFirst()).numUpdatedRows);
    return { result: count, description: { key: 'log.notice.cleared', params: { kind: KIND_LABELS[kind ?? 'all'], count } } };
  });
}
