import { randomBytes } from 'node:crypto';
import { fileUrl, stripNameSuffix } from '@proposal-desk/shared';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { databaseUrlFor, TEST_TARGET } from '../../test/targets';
import { connectDatabase, type DatabaseHandle } from './connect';
import { migrateTo, migrateToLatest } from './migrate';
import type { Database } from './schema';

// Migration 033 moves every stored file's bytes into chunks and gives each listed file one owner: its first listing
// (the cases' in order, then the replies'); every later listing gets a copy of its own. Files stored before stay
// readable, byte for byte.
let opened: { handle: DatabaseHandle; drop: () => Promise<void> } | undefined;

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrlFor('postgres') });
  await admin.connect();
  await admin.query(statement).finally(() => admin.end());
}

async function freshDatabase(): Promise<Kysely<Database>> {
  if (TEST_TARGET === 'postgres') {
    const name = `proposal_desk_files_${process.pid}_${randomBytes(4).toString('hex')}`;
    await onServer(`create database ${name}`);
    const handle = await connectDatabase({ databaseUrl: databaseUrlFor(name), poolSize: 2 });
    opened = { handle, drop: () => onServer(`drop database if exists ${name} with (force)`) };
    return handle.db;
  }
  const handle = await connectDatabase({});
  opened = { handle, drop: async () => {} };
  return handle.db;
}
afterAll(async () => {
  await opened?.handle.close();
  await opened?.drop();
});

const one = async <T>(db: Kysely<Database>, query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows[0]!;

/** The bytes of a file as the product reads them now: its chunks in order. */
async function bytesOf(db: Kysely<Database>, fileId: number): Promise<Buffer> {
  const chunks = await db.selectFrom('file_chunks').select('data').where('file_id', '=', fileId).orderBy('seq').execute();
  return Buffer.concat(chunks.map((c) => Buffer.from(c.data)));
}

test('moves the bytes into chunks and gives every listed file one owner, copying a file listed twice', async () => {
  const db = await freshDatabase();
  await migrateTo(db, '032-submissions-by-session');
  const session = await one(
    db,
    sql<{ id: number }>`insert into meetings (body, jie, ci, name) values ('NPC', 16, 3, '迁移测试会议') returning id`,
  );
  const unit = await one(
    db,
    sql<{ id: number }>`insert into handling_units (name, system) values ('迁移测试单位', '政府系统') returning id`,
  );
  const newCase = (title: string) =>
    one(
      db,
      sql<{ id: number }>`insert into cases (body, kind, session_id, title, period, submitter_type, status)
        values ('NPC', 'SUGGESTION', ${session.id}, ${title}, 'DURING', 'MEMBER', 'ACCEPTED') returning id`,
    );
  const [first, second] = [await newCase('甲'), await newCase('乙')];
  const newFile = (name: string, bytes: Buffer) =>
    one(
      db,
      sql<{ id: number }>`insert into files (stored_name, original_name, mime, size, data)
        values (${`${name}Ab3dEf7hIj0lMn9p.pdf`}, ${`${name}.pdf`}, 'application/pdf', ${bytes.length}, ${bytes}) returning id`,
    );
  const shared = randomBytes(1_200_000);
  const letter = randomBytes(300);
  const sharedFile = await newFile('共用', shared);
  const letterFile = await newFile('答复函', letter);
  const loose = await newFile('未使用', Buffer.alloc(0));
  for (const kase of [first, second])
    await sql`insert into case_attachments (case_id, file_id, stage) values (${kase.id}, ${sharedFile.id}, 'OFFICE')`.execute(db);
  const assignment = await one(
    db,
    sql<{ id: number }>`insert into assignments (case_id, unit_id, role, assigned_at, due_at, status)
      values (${first.id}, ${unit.id}, 'SOLE', now(), now(), 'REPLIED') returning id`,
  );
  const listing = [
    { name: '共用Ab3dEf7hIj0lMn9p.pdf', url: fileUrl(sharedFile.id, '共用Ab3dEf7hIj0lMn9p.pdf') },
    { name: '答复函Ab3dEf7hIj0lMn9p.pdf', url: fileUrl(letterFile.id, '答复函Ab3dEf7hIj0lMn9p.pdf') },
  ];
  const reply = await one(
    db,
    sql<{ id: number }>`insert into replies (assignment_id, replied_at, result_category, attachment)
      values (${assignment.id}, now(), 'A', ${JSON.stringify(listing)}) returning id`,
  );
  await sql`insert into replies (assignment_id, replied_at, result_category, attachment)
    values (${assignment.id}, now(), 'A', '旧答复函.doc')`.execute(db);

  await migrateToLatest(db);

  const files = await db
    .selectFrom('files')
    .select(['id', 'stored_name', 'original_name', 'size', 'owner_case_id', 'owner_reply_id', 'attached_at'])
    .orderBy('id')
    .execute();
  expect(files).toHaveLength(5);
  // The first listing owns the file; its bytes are read back whole from 512 KB chunks.
  expect(files[0]).toMatchObject({ id: sharedFile.id, owner_case_id: first.id, owner_reply_id: null });
  expect(files[0]!.attached_at).toBeInstanceOf(Date);
  expect((await db.selectFrom('file_chunks').select('seq').where('file_id', '=', sharedFile.id).execute()).length).toBe(3);
  expect(Buffer.compare(await bytesOf(db, sharedFile.id), shared)).toBe(0);
  expect(files[1]).toMatchObject({ id: letterFile.id, owner_case_id: null, owner_reply_id: reply.id });
  expect(Buffer.compare(await bytesOf(db, letterFile.id), letter)).toBe(0);
  // Listed nowhere: an upload not attached yet (the upkeep removes it after a day), its empty bytes one empty chunk.
  expect(files[2]).toMatchObject({ id: loose.id, owner_case_id: null, owner_reply_id: null, attached_at: null, size: 0 });
  expect((await bytesOf(db, loose.id)).length).toBe(0);

  // The second case and the reply each got a copy of the shared file, under a name that shows as the same.
  const copies = files.slice(3);
  expect(copies.map((c) => [c.owner_case_id, c.owner_reply_id])).toEqual([
    [second.id, null],
    [null, reply.id],
  ]);
  for (const copy of copies) {
    expect(copy).toMatchObject({ original_name: '共用.pdf', size: shared.length });
    expect(copy.stored_name).not.toBe(files[0]!.stored_name);
    expect(stripNameSuffix(copy.stored_name)).toBe('共用.pdf');
    expect(Buffer.compare(await bytesOf(db, copy.id), shared)).toBe(0);
  }
  const onSecond = await db.selectFrom('case_attachments').select('file_id').where('case_id', '=', second.id).executeTakeFirstOrThrow();
  expect(onSecond.file_id).toBe(copies[0]!.id);
  const replies = await db.selectFrom('replies').select('attachment').orderBy('id').execute();
  expect(JSON.parse(replies[0]!.attachment)).toEqual([
    { name: copies[1]!.stored_name, url: fileUrl(copies[1]!.id, copies[1]!.stored_name) },
    listing[1],
  ]);
  expect(replies[1]!.attachment).toBe('旧答复函.doc');

  // A case lists only a file it owns.
  await expect(
    sql`insert into case_attachments (case_id, file_id, stage) values (${second.id}, ${sharedFile.id}, 'OFFICE')`.execute(db),
  ).rejects.toThrow(/case_attachments_owned_file/);
});
