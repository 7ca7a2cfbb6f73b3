import { sql } from 'kysely';
import { connectDatabase } from './connect';
import { migrateToLatest } from './migrate';

describe('connectDatabase', () => {
  it('opens an in-memory PGlite, migrates, and returns ints and date strings', async () => {
    const handle = await connectDatabase({});
    try {
      await migrateToLatest(handle.db);
      const { rows } = await sql<{ n: number; d: string }>`select count(*) as n, date '2026-03-01' as d from users`.execute(handle.db);
      expect(rows[0]).toEqual({ n: 0, d: '2026-03-01' });
    } finally {
      await handle.close();
    }
  });
});
