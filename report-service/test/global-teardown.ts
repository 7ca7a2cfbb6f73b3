import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  if (process.env.PGLITE_TEMPLATE_FILE) await rm(process.env.PGLITE_TEMPLATE_FILE, { force: true });
}
