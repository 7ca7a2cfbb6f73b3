import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, readEnv } from './env';

describe('readEnv', () => {
  const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'pd-env-'));

  it('applies the documented defaults', () => {
    const env = readEnv({ DATA_DIR: dataDir() });
    expect(env).toMatchObject({ PORT: 9999, TOKEN_TTL_SECONDS: 7200, LOG_LEVEL: 'info', UPLOAD_MAX_FILES: 10, SEED_DEMO: 'true' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env).toMatchObject({ IMPORT_UNPACKED_MAX_BYTES: 100 * 1024 * 1024, IMPORT_MAX_PARTS: 1000 });
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = readEnv({ DATA_DIR: dir }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(readEnv({ DATA_DIR: dir }).JWT_SECRET).toBe(first);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['JWT_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['TOKEN_TTL_SECONDS', '60'],
    ['UPLOAD_MAX_BYTES', '-1'],
    ['IMPORT_UNPACKED_MAX_BYTES', '100'],
    ['IMPORT_MAX_PARTS', 'many'],
  ])('refuses a bad %s with a message naming it', (name, value) => {
    expect(() => readEnv({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => readEnv({ DATA_DIR: dataDir(), [name]: value })).toThrow(new RegExp(name));
  });
});
