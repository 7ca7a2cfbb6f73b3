import pg from 'pg';

const BENCH_DATABASE = 'proposal_desk_bench';

/** A fresh database `proposal_desk_bench` on the server of `serverUrl`; returns its URL. */
export async function recreateDatabase(serverUrl: string, drop: 'recreate' | 'drop'): Promise<string> {
  const benchUrl = new URL(serverUrl);
  benchUrl.pathname = `/${BENCH_DATABASE}`;
  const adminUrl = new URL(serverUrl);
  if (adminUrl.pathname === benchUrl.pathname) adminUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
      BENCH_DATABASE,
    ]);
    await client.query(`drop database if exists ${BENCH_DATABASE}`);
    if (drop === 'recreate') await client.query(`create database ${BENCH_DATABASE}`);
  } finally {
    await client.end();
  }
  return benchUrl.toString();
}
