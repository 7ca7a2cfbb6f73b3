import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed';
import { databaseUrlFor, pgTemplateDb } from './targets';

/** Builds the seeded database once per run; each test file then starts from a copy of it. */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DB === 'postgres') {
    await preparePostgresTemplate();
    return;
  }
  const file = path.join(os.tmpdir(), `proposal-desk-test-template-${randomUUID()}.tar`);
  const handle = await connectDatabase({});
  await migrateToLatest(handle.db);
  await seedDemoData(handle.db);
  const dump = await handle.pglite!.dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  process.env.PGLITE_TEMPLATE_FILE = file;
}

async function preparePostgresTemplate(): Promise<void> {
  const template = pgTemplateDb();
  process.env.PG_TEMPLATE_DB = template;
  const admin = new pg.Client({ connectionString: databaseUrlFor('postgres') });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
  } finally {
    await admin.end();
  }
  const handle = await connectDatabase({ databaseUrl: databaseUrlFor(template), poolSize: 2 });
  await migrateToLatest(handle.db);
  await seedDemoData(handle.db);
  await handle.close();
}
