import type { NoticeItem } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const NOTICE_LIST_LIMIT = 50;

/** A user's uncleared notices and e-mails, newest first (at most 50, or `limit`). */
export async function findOpenNotices(db: Kysely<Database>, userId: number, limit = NOTICE_LIST_LIMIT): Promise<NoticeItem[]> {
  const rows = await db
    .selectFrom('notices')
    .select(['id', 'kind', 'title', 'content', 'created_at', 'link'])
    .where('user_id', '=', userId)
    .where('cleared_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, title: r.title, content: r.content, time: r.created_at.toISOString(), link: r.link }));
}
