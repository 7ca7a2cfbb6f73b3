import type { PublicReply, PublicReplyOptions, TPublicRepliesQuery } from '@proposal-desk/shared';
import { sql, type Kysely } from 'kysely';
import { REPLIED_STATUSES } from '../cases/publication-commands';
import type { Database } from '../db/schema';
import { beijingDayOf } from '../lib/beijing-time';
import { readDataVersion } from '../reports/data-version-queries';
import { withoutPrivateData } from './private-data';

/** The filters of the public list, each optional. */
export type PublicReplyFilters = Partial<Omit<TPublicRepliesQuery, 'pageIndex' | 'pageSize'>>;

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
  // The stored words, a first cut: publicReplyIds then matches the keyword against what the public reads.
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

/** Every submitter's name (lead and co-signers): taken out of every public field when the office shows none. */
const submitterNames = sql<string[] | null>`(select array_agg(t.staff_name) from case_submitters s
  join member_terms t on t.id = s.member_id where s.case_id = c.id)`;

const submitterName = sql<string | null>`coalesce(
  (select t.staff_name from member_terms t where t.id = c.lead_member_id),
  (select g.name from member_groups g where g.id = c.group_id))`;

/** The names the public may not read in a published case: its submitters', when the office shows none. */
const hiddenNames = (shown: string, names: string[] | null) => (shown === 'NAME' ? [] : (names ?? []).filter((name) => name.length > 1));

/**
 * A text as the public reads it: ID numbers, phone numbers and e-mail addresses masked, and the submitters' names taken
 * out when the office shows none ("刘璐代表：" reads "代表："). Every public field passes here, title and 文号 included.
 */
export const publicText = (text: string, hidden: string[]) =>
  hidden.reduce((out, name) => out.replaceAll(name, ''), withoutPrivateData(text));

const newestReplyFirst = <Q extends ReturnType<typeof filtered>>(rows: Q) =>
  rows.orderBy(sql`(${replyInForce}) ->> 'replied_at'`, 'desc').orderBy('c.id', 'desc');

/**
 * The ids of the published cases a page shows, newest reply first, and how many there are. A keyword is matched
 * against what the public reads (the masked title, the case number), never against what was masked: a search for a
 * phone number, or its first digits, finds nothing that the page would not show.
 */
export async function publicReplyIds(
  db: Kysely<Database>,
  query: PublicReplyFilters,
  limit: number,
  offset = 0,
): Promise<{ ids: number[]; total: number }> {
  if (!query.keyword) {
    const [rows, total] = await Promise.all([
      newestReplyFirst(filtered(db, query)).select('c.id').limit(limit).offset(offset).execute(),
      countPublicReplies(db, query),
    ]);
    return { ids: rows.map((row) => row.id), total };
  }
  const candidates = await newestReplyFirst(filtered(db, query))
    .select(['c.id', 'c.title', 'c.case_no', 'p.submitter_shown', submitterNames.as('names')])
    .execute();
  const words = query.keyword.toLowerCase();
  const matching = candidates.filter(
    (row) =>
      (row.case_no ?? '').toLowerCase().includes(words) ||
      publicText(row.title, hiddenNames(row.submitter_shown, row.names)).toLowerCase().includes(words),
  );
  return { ids: matching.slice(offset, offset + limit).map((row) => row.id), total: matching.length };
}

/** The published cases of `ids`, in that order, each with only what the public may read. */
export async function publicRepliesOf(db: Kysely<Database>, ids: number[]): Promise<PublicReply[]> {
  if (ids.length === 0) return [];
  const rows = await published(db)
    .where('c.id', 'in', ids)
    .leftJoin('dictionaries as d', (join) =>
      join.onRef('d.code', '=', 'c.category').onRef('d.body', '=', 'c.body').on('d.kind', '=', 'category'),
    )
    .select([
      'c.id',
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
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const named = row.submitter_shown === 'NAME';
    const shown = (text: string) => publicText(text, hiddenNames(row.submitter_shown, row.names));
    return [
      {
        caseNo: row.case_no ?? '',
        title: shown(row.title),
        body: row.body,
        session: shown(row.session),
        category: shown(row.category ?? ''),
        units: (row.units ?? []).map(shown),
        submitter: named && row.submitter ? shown(row.submitter) : row.body === 'NPC' ? '代表' : '委员',
        reply: {
          text: shown(row.reply?.content ?? ''),
          docNo: shown(row.reply?.doc_no ?? ''),
          date: row.reply ? beijingDayOf(new Date(row.reply.replied_at)) : '',
        },
        publishedAt: new Date(row.decided_at).toISOString(),
      },
    ];
  });
}

/**
 * Runs `read` on one snapshot of the data (repeatable read), with the data version of that snapshot: what it reads in
 * several queries is the state that version names.
 */
export function inPublishedSnapshot<T>(db: Kysely<Database>, read: (trx: Kysely<Database>, stamp: string) => Promise<T>): Promise<T> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => read(trx, (await readDataVersion(trx)).stamp));
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
