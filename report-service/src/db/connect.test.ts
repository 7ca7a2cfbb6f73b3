import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { connectDatabase } from './connect';
import { appendLogEntries } from './log-chain/append';
import { migrateToLatest } from './migrate';

describe('connectDatabase on PGlite files', () => {
  it('migrates, returns ints and date strings, and keeps every row across a restart', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-pglite-'));
    const first = await connectDatabase({ dataDir });
    await migrateToLatest(first.db);
    await first.db.insertInto('departments').values({ name: '办公厅', parent_id: null }).execute();
    const { rows } = await sql<{ n: number; d: string }>`select count(*) as n, date '2026-03-01' as d from departments`.execute(first.db);
    expect(rows[0]).toEqual({ n: 1, d: '2026-03-01' });
    await first.close();

    const second = await connectDatabase({ dataDir });
    await migrateToLatest(second.db);
    const names = await second.db.selectFrom('departments').select('name').execute();
    expect(names).toEqual([{ name: '办公厅' }]);
    await second.close();
  });

  it('keeps the activity log append-only', async () => {
    const handle = await connectDatabase({});
    await migrateToLatest(handle.db);
    await appendLogEntries(handle.db, [{ userId: null, username: '', module: '登录', description: 'x', ip: '', userAgent: '' }]);
    await expect(handle.db.updateTable('activity_logs').set({ description: 'changed' }).execute()).rejects.toThrow(/append-only/);
    await expect(handle.db.deleteFrom('activity_logs').execute()).rejects.toThrow(/append-only/);
    await handle.close();
  });
});
