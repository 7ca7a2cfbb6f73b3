import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql } from 'kysely';
const t0 = Date.now();
const pg = new PGlite();
const db = new Kysely<any>({ dialect: new PGliteDialect({ pglite: pg }) });
(async () => {
  const r = await sql`select count(*)::int as n, now() as t, 'x'::text as s`.execute(db);
  console.log(r.rows, Date.now() - t0);
  const blob = await pg.dumpDataDir('none');
  console.log('dump', blob.size, Date.now() - t0);
  const t1 = Date.now();
  const pg2 = new PGlite({ loadDataDir: blob });
  await pg2.query('select 1');
  console.log('load', Date.now() - t1);
})();
