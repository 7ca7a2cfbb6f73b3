import { rm } from 'node:fs/promises';
import pg from 'pg';
import { databaseUrlFor } from './targets';

export default async function globalTeardown(): Promise<void> {
  if (process.env.PGLITE_TEMPLATE_FILE) await rm(process.env.PGLITE_TEMPLATE_FILE, { force: true });
  if (process.env.TEST_DB === 'postgres' && process.env.PG_TEMPLATE_DB) {
    const admin = new pg.Client({ connectionString: databaseUrlFor('postgres') });
    await admin.connect();
    await admin.query(`drop database if exists ${process.env.PG_TEMPLATE_DB} with (force)`);
    await admin.end();
  }
}
