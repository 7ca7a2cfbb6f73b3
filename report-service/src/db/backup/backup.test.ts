import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import { sql } from 'kysely';
import pg from 'pg';
import { databaseUrlFor, pgTemplateDb, TEST_TARGET } from '../../../test/targets';
import { connectDatabase, type DatabaseHandle } from '../connect';
import { verifyLogChain } from '../log-chain/verify-log-chain';
import { DATABASE_ENTRY, packArchive, unpackArchive } from './archive';
import { createBackup, type Installation, restoreBackup } from './backup';
import { readDatabaseFacts } from './database-facts';
import { BackupRefused } from './messages';
import { pgliteDirIn } from './pglite-backup';

const UPLOAD = new Uint8Array(randomBytes(300_000));

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrlFor('postgres') });
  await admin.connect();
  await admin.query(statement).finally(() => admin.end());
}

/** A seeded demo office (a fresh database and a DATA_DIR) with one uploaded file, and how to remove it. */
interface TestInstallation {
  workDir: string;
  installation: Installation;
  remove(): Promise<void>;
}

async function createInstallation(): Promise<TestInstallation> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'pd-backup-test-'));
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir);
  let dropDatabase = async () => {};
  let installation: Installation;
  if (TEST_TARGET === 'postgres') {
    const name = `proposal_desk_backup_${process.pid}_${randomBytes(4).toString('hex')}`;
    await onServer(`create database ${name} template ${pgTemplateDb()}`);
    dropDatabase = () => onServer(`drop database if exists ${name} with (force)`);
    installation = { dataDir, databaseUrl: databaseUrlFor(name) };
  } else {
    const template = new Blob([readFileSync(process.env.PGLITE_TEMPLATE_FILE!)]);
    const seeded = await connectDatabase({ dataDir: pgliteDirIn(dataDir), loadDataDir: template });
    await seeded.close();
    installation = { dataDir };
  }
  await withDatabase(installation, async ({ db }) => {
    // The file is also a case's own attachment (case_attachments), which travels with the case.
    const kase = await db.selectFrom('cases').select('id').orderBy('id').executeTakeFirstOrThrow();
    const file = await db
      .insertInto('files')
      .values({
        stored_name: '建议附件.bin',
        original_name: '建议附件.bin',
        mime: 'application/octet-stream',
        size: UPLOAD.length,
        owner_case_id: kase.id,
        attached_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('file_chunks').values({ file_id: file.id, seq: 0, data: UPLOAD }).execute();
    await db
      .insertInto('case_attachments')
      .values({ case_id: kase.id, file_id: file.id, stage: 'OFFICE', added_by_name: '备份测试' })
      .execute();
    // A sign-in limit in force: its unlogged table is no part of what a backup promises (PGlite's copy leaves it empty).
    await db
      .insertInto('rate_limits')
      .values({ key: 'sign-in-address:203.0.113.1', mark: '{}', expires_at: new Date(Date.now() + 3_600_000) })
      .execute();
  });
  return {
    workDir,
    installation,
    remove: async () => {
      await dropDatabase();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

const open = (installation: Installation): Promise<DatabaseHandle> =>
  installation.databaseUrl
    ? connectDatabase({ databaseUrl: installation.databaseUrl, poolSize: 1 })
    : connectDatabase({ dataDir: pgliteDirIn(installation.dataDir) });

async function withDatabase<T>(installation: Installation, work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await open(installation);
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/** What an operator would check after a restore: a user's name and an uploaded file's bytes. */
const visibleState = (installation: Installation) =>
  withDatabase(installation, async ({ db }) => ({
    name: (await db.selectFrom('users').select('staff_name').where('username', '=', 'npc01').executeTakeFirstOrThrow()).staff_name,
    upload: (
      await db
        .selectFrom('file_chunks')
        .innerJoin('files', 'files.id', 'file_chunks.file_id')
        .select('file_chunks.data')
        .where('files.stored_name', '=', '建议附件.bin')
        .executeTakeFirstOrThrow()
    ).data,
    caseAttachments: (
      await db
        .selectFrom('case_attachments')
        .innerJoin('files', 'files.id', 'case_attachments.file_id')
        .select(['files.stored_name', 'case_attachments.added_by_name'])
        .execute()
    ).map((a) => `${a.stored_name} ${a.added_by_name}`),
  }));

/** Changes what visibleState reads, and adds and removes rows, as a day of work would. */
const changeEverything = (installation: Installation) =>
  withDatabase(installation, async ({ db }) => {
    await db.updateTable('users').set({ staff_name: '改过的名字' }).where('username', '=', 'npc01').execute();
    const file = await db
      .updateTable('files')
      .set({ size: 3 })
      .where('stored_name', '=', '建议附件.bin')
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('file_chunks')
      .set({ data: new Uint8Array([1, 2, 3]) })
      .where('file_id', '=', file.id)
      .execute();
    const later = await db
      .insertInto('files')
      .values({ stored_name: 'later.txt', original_name: 'later.txt', mime: 'text/plain', size: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('file_chunks')
      .values({ file_id: later.id, seq: 0, data: new Uint8Array([9]) })
      .execute();
    await db.deleteFrom('holidays').execute();
    await db.deleteFrom('case_attachments').execute();
  });

/** Edits an activity-log entry behind the product's back (the append-only trigger switched off around it). */
const editLogEntry = (installation: Installation, id: number, description: string) =>
  withDatabase(installation, ({ db }) =>
    db.transaction().execute(async (trx) => {
      await sql`alter table activity_logs disable trigger activity_logs_no_update`.execute(trx);
      await sql`update activity_logs set description = ${description} where id = ${id}`.execute(trx);
      await sql`alter table activity_logs enable trigger activity_logs_no_update`.execute(trx);
    }),
  );

const descriptionOf = (installation: Installation, id: number) =>
  withDatabase(
    installation,
    async ({ db }) =>
      (await db.selectFrom('activity_logs').select('description').where('id', '=', id).executeTakeFirstOrThrow()).description,
  );

const refusal = async (work: Promise<unknown>): Promise<BackupRefused> => {
  const error = await work.then(
    () => null,
    (err: unknown) => err,
  );
  if (!(error instanceof BackupRefused)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
};

describe(`backup and restore (${TEST_TARGET})`, () => {
  it('brings back every row, the changed values and the uploaded bytes', async () => {
    const { workDir, installation, remove } = await createInstallation();
    try {
      const before = await withDatabase(installation, ({ db }) => readDatabaseFacts(db));
      const file = path.join(workDir, 'backup.zip');
      const { manifest } = await createBackup(installation, file);
      expect(manifest.database.kind).toBe(TEST_TARGET);
      expect(manifest.rows.files).toBe(before.rows.files);
      expect(manifest.bytes.uploads).toBe(before.bytes.uploads);
      // The activity log's hash chain travels with its rows, and the manifest records its state.
      expect(manifest.logChain).toEqual({ ok: true, entries: manifest.rows.activity_logs, lastId: expect.any(Number) });
      expect(before.logChain).toEqual(manifest.logChain);

      await changeEverything(installation);
      expect((await visibleState(installation)).name).toBe('改过的名字');
      expect((await visibleState(installation)).caseAttachments).toEqual([]);

      const { previous } = await restoreBackup(installation, file);
      expect(await withDatabase(installation, ({ db }) => readDatabaseFacts(db))).toEqual(before);
      const state = await visibleState(installation);
      expect(state.name).not.toBe('改过的名字');
      expect(Buffer.from(state.upload).equals(Buffer.from(UPLOAD))).toBe(true);
      expect(state.caseAttachments).toEqual(['建议附件.bin 备份测试']);
      if (TEST_TARGET === 'pglite') {
        // The replaced database is kept beside the restored one, as it was.
        expect(previous).toMatch(/pglite\.before-restore-/);
        expect(readdirSync(installation.dataDir).sort()).toEqual(['pglite', path.basename(previous!)].sort());
      }
    } finally {
      await remove();
    }
  });

  it('restores a backup whose activity log was already altered when it was made, broken just where it was', async () => {
    const { workDir, installation, remove } = await createInstallation();
    try {
      await editLogEntry(installation, 3, '备份前被改过的日志');
      const file = path.join(workDir, 'backup.zip');
      const { manifest } = await createBackup(installation, file);
      expect(manifest.logChain).toMatchObject({ ok: false, firstBadId: 3, problem: 'changed', entries: 2 });
      await changeEverything(installation);

      await restoreBackup(installation, file);
      const restored = await withDatabase(installation, ({ db }) => verifyLogChain(db));
      expect(restored).toEqual(manifest.logChain);
      expect(await descriptionOf(installation, 3)).toBe('备份前被改过的日志');
    } finally {
      await remove();
    }
  });

  // Each refusal is tried on one installation whose data has changed since its backup was made: a refused
  // restore leaves that changed data as it was.
  describe('refusals', () => {
    let office: TestInstallation;
    let backup: string;
    let changed: Awaited<ReturnType<typeof readDatabaseFacts>>;
    const dir = () => office.workDir;

    beforeAll(async () => {
      office = await createInstallation();
      backup = path.join(office.workDir, 'backup.zip');
      await createBackup(office.installation, backup);
      await changeEverything(office.installation);
      changed = await withDatabase(office.installation, ({ db }) => readDatabaseFacts(db));
    });
    afterAll(() => office.remove());

    /** The installation still holds its changed data, and no half-restored database lies beside it. */
    async function expectUntouched(): Promise<void> {
      expect(await withDatabase(office.installation, ({ db }) => readDatabaseFacts(db))).toEqual(changed);
      expect((await visibleState(office.installation)).name).toBe('改过的名字');
      expect(readdirSync(office.installation.dataDir)).toEqual(TEST_TARGET === 'pglite' ? ['pglite'] : []);
    }

    it('refuses a truncated backup before touching the current data', async () => {
      const whole = readFileSync(backup);
      const truncated = path.join(dir(), 'truncated.zip');
      writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));

      const error = await refusal(restoreBackup(office.installation, truncated));
      expect(error.en).toContain('is not a complete Proposal Desk backup');
      expect(error.zh).toContain('不是完整的备份文件');
      await expectUntouched();
    });

    it('refuses a backup whose database entry fails its checksum', async () => {
      // One byte of the database entry flipped, the manifest (with the original checksums) kept.
      const entries = unzipSync(readFileSync(backup));
      const { manifest } = unpackArchive(backup, readFileSync(backup));
      entries[manifest.database.entry]![1000]! ^= 0xff;
      const damaged = path.join(dir(), 'damaged.zip');
      writeFileSync(damaged, zipSync(entries));

      const error = await refusal(restoreBackup(office.installation, damaged));
      expect(error.en).toContain(`${manifest.database.entry} fails its checksum`);
      await expectUntouched();
    });

    it('refuses a backup from a newer schema, naming the migration it does not know', async () => {
      const { manifest, entries } = unpackArchive(backup, readFileSync(backup));
      const future = packArchive(
        { ...manifest, schema: { migrations: [...manifest.schema.migrations, '999-from-a-later-version'] } },
        { [DATABASE_ENTRY[manifest.database.kind]]: entries[manifest.database.entry]! },
      );
      const newer = path.join(dir(), 'newer.zip');
      writeFileSync(newer, future.zip);

      const error = await refusal(restoreBackup(office.installation, newer));
      expect(error.en).toBe(
        'The backup comes from a newer version of Proposal Desk (database migrations this version does not know: 999-from-a-later-version). Upgrade Proposal Desk first, then restore; the current data is untouched.',
      );
      expect(error.zh).toContain('该备份来自更新版本的系统');
      await expectUntouched();
    });

    it('refuses a backup whose activity log chain is broken though its manifest says intact, naming the entry', async () => {
      // The dump holds an entry edited behind the product's back; the manifest (checksums included) was
      // written again to claim the chain intact, as one altering the backup file would.
      const original = await descriptionOf(office.installation, 4);
      await editLogEntry(office.installation, 4, '篡改的日志');
      const altered = path.join(dir(), 'altered-source.zip');
      await createBackup(office.installation, altered);
      await editLogEntry(office.installation, 4, original);
      const { manifest, entries } = unpackArchive(altered, readFileSync(altered));
      expect(manifest.logChain).toMatchObject({ ok: false, firstBadId: 4, problem: 'changed' });
      // The chain as it was before the edit: intact, with as many entries.
      expect(changed.logChain).toMatchObject({ ok: true, entries: manifest.rows.activity_logs });
      const claimed = packArchive(
        { ...manifest, logChain: changed.logChain },
        { [DATABASE_ENTRY[manifest.database.kind]]: entries[manifest.database.entry]! },
      );
      const file = path.join(dir(), 'altered.zip');
      writeFileSync(file, claimed.zip);

      const error = await refusal(restoreBackup(office.installation, file));
      if (TEST_TARGET === 'pglite') {
        expect(error.en).toContain(
          `activity log chain: broken at entry #4 (changed) instead of intact with ${manifest.rows.activity_logs} entries`,
        );
        expect(error.zh).toContain('恢复出的数据与备份不一致');
      } else {
        expect(error.en).toContain('restored activity log chain is broken at entry 4');
      }
      await expectUntouched();
    });

    it('refuses to restore while the database is open elsewhere', async () => {
      // A server holds the database open: PGlite keeps its files open, PostgreSQL shows a session.
      const server = await open(office.installation);
      try {
        await server.db.selectFrom('users').select('id').limit(1).execute();
        const error = await refusal(restoreBackup(office.installation, backup));
        if (TEST_TARGET === 'pglite') expect(error.en).toContain(`is open in process ${process.pid}`);
        else expect(error.en).toContain('other connection(s) are open on the database');
        expect(error.zh).toContain('请先停止');
      } finally {
        await server.close();
      }
      await expectUntouched();
    });
  });
});
