import { sql } from 'kysely';
import pg from 'pg';
import { createTestApp, type TestApp } from '../../test/harness';
import { listenerName } from './listen';

// PostgreSQL only: the dedicated listening connection, cut off by the server, is reported lost (the caller
// cache then answers nothing from memory), replaced, and heard from again; and the pool's own settings.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function until(what: string, holds: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!holds()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('reports a lost listener, listens again and hears what follows', async () => {
  const events: string[] = [];
  await t.database.listen('reconnect_test', {
    onNotify: (payload) => events.push(`heard ${payload}`),
    onListening: () => events.push('listening'),
    onLost: () => events.push('lost'),
  });
  expect(events).toEqual(['listening']);
  const other = new pg.Client({ connectionString: t.databaseUrl });
  await other.connect();
  try {
    const cut = await other.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      listenerName('reconnect_test'),
    ]);
    expect(cut.rowCount).toBe(1);
    await until('the listener is back', () => events.join() === 'listening,lost,listening');
    await other.query(`select pg_notify('reconnect_test', 'again')`);
    await until('the notification is heard', () => events.includes('heard again'));
  } finally {
    await other.end();
  }
});

it('the caller cache answers nothing from memory once its listener is lost, until it listens again', async () => {
  const listening: boolean[] = [];
  const setListening = t.ctx.callers.setListening.bind(t.ctx.callers);
  jest.spyOn(t.ctx.callers, 'setListening').mockImplementation((value) => {
    listening.push(value);
    setListening(value);
  });
  const other = new pg.Client({ connectionString: t.databaseUrl });
  await other.connect();
  try {
    await other.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      listenerName('caller_changed'),
    ]);
    await until('the caller listener is back', () => listening.join() === 'false,true');
    expect(t.ctx.callers.listening).toBe(true);
  } finally {
    await other.end();
  }
});

it('runs every pooled connection without JIT: its compile time outweighed the short queries it was meant to speed', async () => {
  const settings = await Promise.all(
    Array.from({ length: 5 }, () => t.ctx.db.transaction().execute((trx) => sql<{ jit: string }>`show jit`.execute(trx))),
  );
  expect(settings.map((s) => s.rows[0]?.jit)).toEqual(Array(5).fill('off'));
});
