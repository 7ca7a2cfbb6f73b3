import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The secret kept in `file`, made by `make` on first start. Instances sharing a data folder may start at the same
 * moment: the new secret is written whole under a name of its own, then linked to `file`, which fails when another
 * instance got there first; then that one's secret is everyone's.
 */
export function readOrCreateSecretFile(file: string, make: () => string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, make(), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, 'utf8');
}
