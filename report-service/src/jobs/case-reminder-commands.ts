import { LOG_MODULES } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { jobActor, recordActivity } from '../lib/activity-log';
import { inTransaction } from '../lib/write-and-log';

/** A reminder or digest to write once: `dedupeKey` is unique per user. */
export interface ReminderNotice {
  userId: number;
  title: string;
  content: string;
  link: string;
  dedupeKey: string;
}

/** The activity log's actor for the reminders: no user, the system. */
export const REMINDER_ACTOR = jobActor(null, '系统');

// Well under PostgreSQL's 65,535 parameters a statement (5 a row).
const ROWS_PER_INSERT = 1000;

/**
 * Writes the notices a user has not had yet (one per user and key) and, when any was written, one
 * activity-log entry, in one transaction; answers how many were written.
 *
 * Rows go in the order of the unique index, so two runs writing the same notices at once wait for
 * each other key by key instead of deadlocking; the later one then finds them all written.
 */
export function writeReminderNotices(db: Kysely<Database>, notices: readonly ReminderNotice[]): Promise<number> {
  const ordered = [...notices].sort((x, y) => x.userId - y.userId || (x.dedupeKey < y.dedupeKey ? -1 : x.dedupeKey > y.dedupeKey ? 1 : 0));
  return inTransaction(db, async (trx) => {
    let written = 0;
    for (let start = 0; start < ordered.length; start += ROWS_PER_INSERT) {
      const rows = ordered.slice(start, start + ROWS_PER_INSERT).map((n) => ({
        user_id: n.userId,
        kind: 'notice' as const,
        title: n.title,
        content: n.content,
        link: n.link,
        dedupe_key: n.dedupeKey,
      }));
      const inserted = await trx
        .insertInto('notices')
        .values(rows)
        // The index is partial: the conflict target names its predicate.
        .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).where('dedupe_key', 'is not', null).doNothing())
        .returning('id')
        .execute();
      written += inserted.length;
    }
    if (written > 0)
      await recordActivity(trx, REMINDER_ACTOR, LOG_MODULES.notice, { key: 'log.notice.reminders', params: { count: written } });
    return written;
  });
}
