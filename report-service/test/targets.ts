/** Which database the API suite runs on: PGlite (default) or the PostgreSQL of TEST_DATABASE_URL. */
export const TEST_TARGET: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** The seeded template database of this run (one per run, so parallel runs never share one). */
export function pgTemplateDb(): string {
  return process.env.PG_TEMPLATE_DB ?? `proposal_desk_tpl_${process.pid}`;
}

/** The URL of another database on the same server as TEST_DATABASE_URL. */
export function databaseUrlFor(name: string): string {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
