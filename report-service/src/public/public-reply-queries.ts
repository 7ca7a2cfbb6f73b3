import type { PublicReply, PublicReplyOptions, TPublicRepliesQuery } from '@proposal-desk/shared';
import { sql, type Kysely } from 'kysely';
import { REPLIED_STATUSES } from '../cases/publication-commands';
import type { Database } from '../db/schema';
import { beijingDayOf } from '../lib/beijing-time';

/** The filters of the public list, each optional. */
export type PublicReplyFilters = Partial<Omit<TPublicRepliesQuery, 'pageIndex' | 'pageSize'>>;

/**
 * What a published reply's text may not show, whatever the unit typed into it: 18- (or 15-) digit ID numbers,
 * mobile and fixed-line phone numbers, e-mail addresses. Each becomes ＊＊＊.
 */
const PRIVATE_PATTERNS = [
  /(?<!\d)\d{17}[\dXx](?![\dXx])|(?<!\d)\d{15}(?!\d)/g,
  /(?<!\d)(?:\+?86[-\s]?)?1[3-9]\d{9}(?!\d)/g,
  /(?<!\d)(?:\(?0\d{2,3}\)?[-\s]?)?\d{7,8}(?:-\d{1,5})?(?!\d)/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
];
export const withoutPrivateData = (text: string) => PRIVATE_PATTERNS.reduce((out, pattern) => out.replace(pattern, '＊＊＊'), text);

/** The published cases: decided publishable and replied; only their public columns are ever selected. */
function published(db: Kysely<Database>) {
  return db
    .selectFrom('case_publications as p')
    .innerJoin('cases as c', 'c.id', 'p.case_id')
    .innerJoin('meetings as m', 'm.id', 'c.session_id')
    .where('p.publishable', '=', true)
    .where('c.status', 'in', [...REPLIED_STATUSES]);
}

function filtered(db: Kysely<Database>, query: PublicReplyFilters) {
  let rows = published(db);
  if (query.body) rows = rows.where('c.body', '=', query.body);
  if (query.sessionId) rows = rows.where('c.session_id', '=', query.sessionId);
  if (query.category) rows = rows.where('c.category', '=', query.category);
  if (query.keyword) {
    const like = `%${query.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    rows = rows.where((eb) => eb.or([eb('c.title', 'ilike', like), eb('c.case_no', 'ilike', like)]));
  }
  return rows;
}

/** The reply in force of a case: the latest reply of its live lead (单办/主办/分办) assignments. */
const replyInForce = sql<{ content: string; doc_no: string; replied_at: Date } | null>`(select json_build_object(
    'content', r.content, 'doc_no', r.doc_no, 'replied_at', r.replied_at)
  from replies r join assignments a on a.id = r.assignment_id
  where a.case_id = c.id and a.status <> 'VOID' and a.role <> 'CO'
  order by r.replied_at desc, r.id desc limit 1)`;

const unitsOf = sql<string[] | null>`(select array_agg(u.name order by a.role = 'CO', u.sort, u.id)
  from assignments a join handling_units u on u.id = a.unit_id where a.case_id = c.id and a.status <> 'VOID')`;

/** Every submitter's name (lead and co-signers): taken out of the reply's text when the office shows none. */
const submitterNames = sql<string[] | null>`(select array_agg(t.staff_name) from case_submitters s
  join member_terms t on t.id = s.member_id where s.case_id = c.id)`;

const submitterName = sql<string | null>`coalesce(
  (select t.staff_name from member_terms t where t.id = c.lead_member_id),
  (select g.name from member_groups g where g.id = c.group_id))`;

/** Up to `limit` published cases from `offset`, newest reply first, each with only what the public may read. */
export async function publicReplyRows(db: Kysely<Database>, query: PublicReplyFilters, limit: number, offset = 0): Promise<PublicReply[]> {
  const rows = await filtered(db, query)
    .leftJoin('dictionaries as d', (join) =>
      join.onRef('d.code', '=', 'c.category').onRef('d.body', '=', 'c.body').on('d.kind', '=', 'category'),
    )
    .select([
      'c.case_no',
      'c.title',
      'c.body',
      'm.name as session',
      'd.label_zh as category',
      'p.submitter_shown',
      'p.decided_at',
      replyInForce.as('reply'),
      unitsOf.as('units'),
      submitterName.as('submitter'),
      submitterNames.as('names'),
    ])
    .orderBy(sql`(${replyInForce}) ->> 'replied_at'`, 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => {
    const named = row.submitter_shown === 'NAME';
    // A name shown by the office's choice only: "刘璐代表：" reads "代表：" when it shows none.
    const hidden = named ? [] : (row.names ?? []).filter((name) => name.length > 0);
    const text = hidden.reduce((out, name) => out.replaceAll(name, ''), withoutPrivateData(row.reply?.content ?? ''));
    return {
      caseNo: row.case_no ?? '',
      title: row.title,
      body: row.body,
      session: row.session,
      category: row.category ?? '',
      units: row.units ?? [],
      submitter: named && row.submitter ? row.submitter : row.body === 'NPC' ? '代表' : '委员',
      reply: {
        text,
        docNo: row.reply?.doc_no ?? '',
        date: row.reply ? beijingDayOf(new Date(row.reply.replied_at)) : '',
      },
      publishedAt: new Date(row.decided_at).toISOString(),
    };
  });
}

export async function countPublicReplies(db: Kysely<Database>, query: PublicReplyFilters) {
  const row = await filtered(db, query)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The sessions and categories that have published cases, for the public page's filters. */
export async function publicReplyOptions(db: Kysely<Database>): Promise<PublicReplyOptions> {
  const [sessions, categories] = await Promise.all([
    published(db).select(['m.id', 'm.body', 'm.name']).distinct().orderBy('m.id', 'desc').execute(),
    published(db)
      .innerJoin('dictionaries as d', (join) =>
        join.onRef('d.code', '=', 'c.category').onRef('d.body', '=', 'c.body').on('d.kind', '=', 'category'),
      )
      .select(['d.body', 'd.code', 'd.label_zh', 'd.sort'])
      .distinct()
      .orderBy('d.sort')
      .execute(),
  ]);
  return {
    sessions: sessions.map((s) => ({ id: s.id, body: s.body, name: s.name })),
    categories: categories.flatMap((c) => (c.body ? [{ body: c.body, code: c.code, name: c.label_zh }] : [])),
  };
}
