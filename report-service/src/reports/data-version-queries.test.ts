import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../test/harness';
import { appendLogEntries } from '../db/log-chain/append';
import { REPORTED_TABLES } from '../db/migrations/010-data-version';
import { readDataVersion } from './data-version-queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

describe('the data version', () => {
  it('changes with a committed write to case data, in that write’s transaction', async () => {
    const before = await readDataVersion(t.ctx.db);
    await t.ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('cases')
        .set({ title: sql`title` })
        .where('id', '=', sql<number>`(select min(id) from cases)`)
        .execute();
      // The writer sees its own bump at once; another connection (PostgreSQL: PGlite has one) only after the commit.
      expect((await readDataVersion(trx)).version).toBe(before.version + 1);
      if (t.ctx.dbKind === 'postgres') expect(await readDataVersion(t.ctx.db)).toEqual(before);
    });
    const after = await readDataVersion(t.ctx.db);
    expect(after.version).toBe(before.version + 1);
    expect(after.stamp).not.toBe(before.stamp);
  });

  it('stays when the write is rolled back, and when only the activity log is written', async () => {
    const before = await readDataVersion(t.ctx.db);
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('holidays').execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await appendLogEntries(t.ctx.db, [
      { userId: null, username: 'admin', module: 'test', description: 'not report data', ip: '', userAgent: '' },
    ]);
    expect(await readDataVersion(t.ctx.db)).toEqual(before);
  });

  it('is bumped by every table a report shows', async () => {
    for (const table of REPORTED_TABLES) {
      const before = await readDataVersion(t.ctx.db);
      // A delete of no row is still a write statement: the trigger fires per statement.
      await sql`delete from ${sql.table(table)} where false`.execute(t.ctx.db);
      expect([table, (await readDataVersion(t.ctx.db)).version]).toEqual([table, before.version + 1]);
    }
  });
});
