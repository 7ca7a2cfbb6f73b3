import { randomBytes } from 'node:crypto';
import { addNameSuffix, fileUrl } from '@proposal-desk/shared';
import { type Kysely, sql } from 'kysely';
import { runSqlScript } from './run-sql';

// Every stored file has one owner from the moment it is attached, and is read by who may read the owner (issue 54):
// a case (its own files, a deputy's draft included) or a reply (a unit's letter, a 协办 unit's opinion). A file
// that never had one (`attached_at` null) is an upload its uploader has not attached yet; one that had one and has
// none now was dropped by it, and nobody reads it. `case_attachments` may list a file only on the case that owns
// it (its foreign key to `files (id, owner_case_id)`).
//
// The bytes leave `files.data` for `file_chunks`, 512 KB a row, so an upload is written and a download read a
// chunk at a time rather than whole in memory. `upload_days` counts each user's stored bytes per Beijing day for
// the daily upload quota.
//
// Before, a file could be listed on several cases and replies; the first listing (the cases' in their order,
// then the replies' in theirs) becomes its owner, and every other listing gets a copy of its own.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSqlScript(
    db,
    `
create table file_chunks (
  file_id integer not null references files(id) on delete cascade,
  seq integer not null,
  data bytea not null,
  primary key (file_id, seq)
);
insert into file_chunks (file_id, seq, data)
  select f.id, s.seq, substring(f.data from s.seq * 524288 + 1 for 524288)
  from files f cross join lateral generate_series(0, greatest((octet_length(f.data) - 1) / 524288, 0)) as s(seq);
alter table files drop column data;
alter table files
  add column owner_case_id integer references cases(id) on delete set null,
  add column owner_reply_id integer references replies(id) on delete set null,
  add column attached_at timestamptz,
  add constraint files_one_owner check (owner_case_id is null or owner_reply_id is null),
  add constraint files_owner_once_attached check (attached_at is not null or (owner_case_id is null and owner_reply_id is null)),
  add constraint files_id_owner_case unique (id, owner_case_id);
create index files_owner_case on files(owner_case_id);
create index files_owner_reply on files(owner_reply_id);
create table upload_days (
  user_id integer not null references users(id) on delete cascade,
  day date not null,
  bytes bigint not null,
  primary key (user_id, day)
);
`,
  );
  await ownListedFiles(db);
  await sql`alter table case_attachments add constraint case_attachments_owned_file
    foreign key (file_id, case_id) references files (id, owner_case_id)`.execute(db);
}

type Owner = { caseId: number; replyId?: undefined } | { replyId: number; caseId?: undefined };

/** Gives each listed file its first listing as owner, and each later listing a copy of the file. */
async function ownListedFiles(db: Kysely<unknown>): Promise<void> {
  const owned = new Set<number>();
  /** The file a listing keeps: the file itself when nothing owns it yet, else a copy owned by the listing. */
  const claim = async (fileId: number, owner: Owner, at: Date): Promise<{ id: number; storedName: string } | null> => {
    if (!owned.has(fileId)) {
      owned.add(fileId);
      await sql`update files set owner_case_id = ${owner.caseId ?? null}, owner_reply_id = ${owner.replyId ?? null},
        attached_at = ${at} where id = ${fileId}`.execute(db);
      return null;
    }
    return copyFile(db, fileId, owner, at);
  };

  const listed = await sql<{ id: number; case_id: number; file_id: number; added_at: Date }>`
    select id, case_id, file_id, added_at from case_attachments order by id`.execute(db);
  for (const row of listed.rows) {
    const copy = await claim(row.file_id, { caseId: row.case_id }, row.added_at);
    if (copy) await sql`update case_attachments set file_id = ${copy.id} where id = ${row.id}`.execute(db);
  }

  const replies = await sql<{ id: number; attachment: string; replied_at: Date }>`
    select id, attachment, replied_at from replies where attachment like '[%' order by id`.execute(db);
  const existing = new Set((await sql<{ id: number }>`select id from files`.execute(db)).rows.map((r) => r.id));
  for (const reply of replies.rows) {
    let changed = false;
    const entries = listingOf(reply.attachment);
    for (const entry of entries) {
      const fileId = Number(/^\/api\/Upload\/GetFile\/(\d{1,9})\//.exec(entry.url)?.[1] ?? 0);
      if (!existing.has(fileId)) continue;
      const copy = await claim(fileId, { replyId: reply.id }, reply.replied_at);
      if (!copy) continue;
      entry.name = copy.storedName;
      entry.url = fileUrl(copy.id, copy.storedName);
      changed = true;
    }
    if (changed) await sql`update replies set attachment = ${JSON.stringify(entries)} where id = ${reply.id}`.execute(db);
  }
}

/** A reply's attachments as the product wrote them (a JSON list of `{ name, url }`); anything else lists no file. */
function listingOf(text: string): Array<{ name: string; url: string }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    // Not the product's JSON: a hand-written value names no stored file to own.
    if (error instanceof SyntaxError) return [];
    throw error;
  }
  return Array.isArray(parsed)
    ? parsed.filter((a): a is { name: string; url: string } => typeof a?.name === 'string' && typeof a?.url === 'string')
    : [];
}

/** A copy of a stored file (a new stored name, the same bytes) owned by `owner`. */
async function copyFile(db: Kysely<unknown>, fileId: number, owner: Owner, at: Date): Promise<{ id: number; storedName: string }> {
  const source = await sql<{ original_name: string }>`select original_name from files where id = ${fileId}`.execute(db);
  const storedName = addNameSuffix(source.rows[0]!.original_name, randomBytes(12).toString('base64url'));
  const copy = await sql<{ id: number }>`
    insert into files (stored_name, original_name, mime, size, uploaded_by, created_at, owner_case_id, owner_reply_id, attached_at)
    select ${storedName}::text, original_name, mime, size, uploaded_by, created_at, ${owner.caseId ?? null}::integer,
      ${owner.replyId ?? null}::integer, ${at}::timestamptz
    from files where id = ${fileId}
    returning id`.execute(db);
  const id = copy.rows[0]!.id;
  await sql`insert into file_chunks (file_id, seq, data) select ${id}::integer, seq, data from file_chunks where file_id = ${fileId}`.execute(
    db,
  );
  return { id, storedName };
}

export async function down(): Promise<void> {
  throw new Error('033-file-owners cannot be undone');
}
