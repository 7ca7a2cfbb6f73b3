import { type ClientLogModule, LOG_MODULES, PROFILE_CONFIRM_NOTICE_KEY } from '@proposal-desk/shared';
import { type Actor, recordActivity, recordClientEntry } from '../../lib/activity-log';
import { clearNoticeOf } from '../../lib/notices';
import { type Db, inTransaction } from '../../lib/write-and-log';

/** An entry a client writes through `Log/Log` under a module of its own: stored as the client's, as sent. */
export function writeClientEntry(db: Db, actor: Actor, module: ClientLogModule, description: string): Promise<void> {
  // The entry is the whole write: one insert needs no transaction of its own.
  return recordClientEntry(db, actor, module, description);
}

/**
 * The spec's personal-information confirmation: the product's own entry under 个人信息确认, in its own words
 * (`GetLogInfo` answers it, and the dialog stops opening), whatever text the client sent; the notice asking
 * for the confirmation has done its work.
 */
export function confirmProfile(db: Db, actor: Actor & { userId: number }, staffName: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    await clearNoticeOf(trx, actor.userId, PROFILE_CONFIRM_NOTICE_KEY);
    await recordActivity(trx, actor, LOG_MODULES.profileConfirm, { key: 'log.user.profileConfirmed', params: { name: staffName } });
  });
}
