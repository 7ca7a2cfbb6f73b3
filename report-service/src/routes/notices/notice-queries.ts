import { type Language, type MessageKey, MESSAGES, type NoticeItem, translate } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const NOTICE_LIST_LIMIT = 50;

/** A notice's text in the reader's language when it was written as a message, else as stored. */
function textOf(row: { title: string; content: string; message_key: string | null; message_params: string | null }, lang: Language) {
  const key = row.message_key;
  if (!key || !(`${key}.title` in MESSAGES) || !(`${key}.content` in MESSAGES)) return { title: row.title, content: row.content };
  const params = JSON.parse(row.message_params ?? '{}') as Record<string, string>;
  return { title: translate(`${key}.title` as MessageKey, lang, params), content: translate(`${key}.content` as MessageKey, lang, params) };
}

/** A user's uncleared notices and e-mails, newest first (at most 50, or `limit`), in the reader's language. */
export async function findOpenNotices(
  db: Kysely<Database>,
  userId: number,
  lang: Language,
  limit = NOTICE_LIST_LIMIT,
): Promise<NoticeItem[]> {
  const rows = await db
    .selectFrom('notices')
    .select(['id', 'kind', 'title', 'content', 'created_at', 'link', 'message_key', 'message_params'])
    .where('user_id', '=', userId)
    .where('cleared_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, ...textOf(r, lang), time: r.created_at.toISOString(), link: r.link }));
}
