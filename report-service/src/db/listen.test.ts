import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../test/harness';

// What the caller cache relies on, on either database: a commit's notification is heard before the commit
// returns (so the instance that made a change never answers from what it replaced), and a rolled-back
// transaction announces nothing.

let t: TestApp;
const heard: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.database.listen('listen_test', {
    onNotify: (payload) => heard.push(payload),
    onListening: () => undefined,
    onLost: () => undefined,
  });
});
afterAll(() => t.close());

const notify = (db: typeof t.ctx.db, payload: string) => sql`select pg_notify('listen_test', ${payload})`.execute(db);

it('hears a commit before the commit returns', async () => {
  for (let i = 0; i < 20; i++) {
    await t.ctx.db.transaction().execute((trx) => notify(trx, `commit ${i}`));
    expect(heard).toContain(`commit ${i}`);
    await notify(t.ctx.db, `statement ${i}`);
    expect(heard).toContain(`statement ${i}`);
  }
});

it('hears nothing of a rolled-back transaction', async () => {
  const work = t.ctx.db.transaction().execute(async (trx) => {
    await notify(trx, 'rolled back');
    throw new Error('roll back');
  });
  await expect(work).rejects.toThrow('roll back');
  await notify(t.ctx.db, 'after');
  expect(heard).toContain('after');
  expect(heard).not.toContain('rolled back');
});
