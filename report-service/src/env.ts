import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { readOrCreateSecretFile } from './lib/secret-file';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const intFrom = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** Every environment variable the service reads, with its default. Documented in README and .env.example. */
const EnvSchema = z.object({
  PORT: intFrom(1, 65535).default(9999),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_SECONDS: intFrom(2700, 30 * 24 * 3600).default(7200),
  UPLOAD_MAX_BYTES: intFrom(1024, 1024 * 1024 * 1024).default(50 * 1024 * 1024),
  UPLOAD_MAX_FILES: intFrom(1, 100).default(10),
  // What one upload call may store in all, and what one user may store in a Beijing day (413 and 429 past them).
  UPLOAD_MAX_REQUEST_BYTES: intFrom(1024, 1024 ** 4).default(50 * 1024 * 1024),
  UPLOAD_DAILY_BYTES: intFrom(1024, 1024 ** 4).default(500 * 1024 * 1024),
  // Where an upload's files wait while they arrive, before they go into the database; default the system's temporary folder.
  UPLOAD_TMP_DIR: z.string().min(1).optional(),
  // An Excel import (a zip) is refused before it is read when its parts would unpack past this many bytes …
  IMPORT_UNPACKED_MAX_BYTES: intFrom(1024, 4 * 1024 * 1024 * 1024).default(100 * 1024 * 1024),
  // … or when it holds more parts than this.
  IMPORT_MAX_PARTS: intFrom(10, 100_000).default(1000),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  LOGIN_MAX_FAILURES: intFrom(1, 100).default(5),
  LOGIN_LOCK_MINUTES: intFrom(1, 24 * 60).default(15),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  WEB_DIST: z.string().optional(),
  // The address users open the product at: a figure's link in a PDF or workbook leads there. Default http://localhost:PORT.
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Report renders this instance runs at once for batch runs; 0 = serve requests only. Default: the cores.
  WORKERS: intFrom(0, 64).optional(),
  // Renders that may wait for a free slot; beyond that a download is answered 429 with Retry-After.
  RENDER_QUEUE: intFrom(0, 1000).default(8),
  // Megabytes of downloaded report files kept under DATA_DIR/report-cache for the next identical download; 0 = none.
  REPORT_CACHE_MB: intFrom(0, 1024 * 1024).default(512),
  // Megabytes the in-memory caches may hold together (kept sessions, sign-in failure marks); see README "Memory".
  MEMORY_CACHE_MB: intFrom(1, 64 * 1024).default(64),
  // Which engine prints PDFs: `auto` = Chromium when its binary exists, else @react-pdf/renderer.
  PDF_ENGINE: z.enum(['auto', 'chromium', 'react-pdf']).default('auto'),
  // Chromium's binary; default Debian's /usr/lib/chromium/chromium.
  CHROMIUM_PATH: z.string().optional(),
  // The proxies whose X-Forwarded-For is believed (Express's "trust proxy": names, addresses or ranges, comma-separated).
  TRUST_PROXY: z
    .string()
    .regex(/^\s*[\w.:/]+(\s*,\s*[\w.:/]+)*\s*$/, 'must be loopback, uniquelocal, linklocal, addresses or ranges, comma-separated')
    .default('loopback'),
});

export type Env = z.infer<typeof EnvSchema> & { JWT_SECRET: string; DATA_DIR: string };

/** Thrown when a variable has a bad value; the message names the variable. */
export class ConfigError extends Error {}

/**
 * Reads and validates the configuration once. A missing JWT secret is generated on first start and
 * kept in DATA_DIR so tokens survive restarts.
 */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  const jwtSecret = parsed.data.JWT_SECRET ?? readOrCreateSecret(dataDir);
  return { ...parsed.data, DATA_DIR: dataDir, JWT_SECRET: jwtSecret };
}

function readOrCreateSecret(dataDir: string): string {
  return readOrCreateSecretFile(path.join(dataDir, 'jwt-secret'), () => randomBytes(48).toString('base64url')).trim();
}
