import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { type ChannelHandlers, listenOnPglite, listenOnPostgres, type StopListening } from './listen';
import type { Database } from './schema';

const DATE_OID = 1082;
const INT8_OID = 20;

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance when embedded (pg-boss shares it). */
  pglite?: PGlite;
  /** Hears a notification channel until close() (see listen.ts). */
  listen(channel: string, handlers: ChannelHandlers): Promise<void>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** PostgreSQL server URL; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; absent = in memory. */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests load a prepared database this way). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /** Told when an idle PostgreSQL connection breaks (server restart, admin command); the pool drops it and opens another. */
  onIdleError?: (err: Error) => void;
  /** Told when PostgreSQL refuses a connection's settings (JIT stays on); without one, the console is. */
  logger?: Pick<Logger, 'warn'>;
}

const JIT_STAYS_ON = 'PostgreSQL refused "set jit = off": JIT stays on, and a complex query may spend longer compiling than running';

// Dates stay 'YYYY-MM-DD' strings and bigint counts become numbers, the same on both drivers.
const parseDate = (value: string) => value;
const parseInt8 = (value: string) => Number(value);

/** Opens the database: PGlite (embedded) by default, PostgreSQL when a URL is given. */
export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    pg.types.setTypeParser(DATE_OID, parseDate);
    pg.types.setTypeParser(INT8_OID, parseInt8);
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? 10,
      // No JIT: the product's queries are short, and a correlated subquery's estimate (the overdue figures) makes
      // PostgreSQL spend 100 ms compiling a query that runs in 50 (measured at 100,000 cases, 2026-11-28). A SET
      // rather than a startup option, which a connection pooler in front may refuse. The pool hands a new connection
      // out once its SET is done: issued from the 'connect' event, it was still running when the first query came,
      // which pg queues with a deprecation warning (the queue goes in pg 9).
      onConnect: async (client) => {
        await client.query('set jit = off').catch((err: unknown) => {
          if (options.logger) options.logger.warn({ err }, JIT_STAYS_ON);
          else console.warn(JIT_STAYS_ON, err);
        });
      },
    });
    // Without a listener an idle connection's error would end the process.
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const listeners = new Listeners();
    return {
      db,
      kind: 'postgres',
      listen: (channel, handlers) => listeners.add(listenOnPostgres(databaseUrl, pool, channel, handlers)),
      close: async () => {
        await listeners.stop();
        await db.destroy();
      },
    };
  }
  // Loaded only here: a server on PostgreSQL need not hold the embedded database's code (~30 MB of its memory).
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { [DATE_OID]: parseDate, [INT8_OID]: parseInt8 },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  const listeners = new Listeners();
  return {
    db,
    kind: 'pglite',
    pglite,
    listen: (channel, handlers) => listeners.add(listenOnPglite(pglite, channel, handlers)),
    close: async () => {
      await listeners.stop();
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

class Listeners {
  readonly #stops: StopListening[] = [];

  async add(started: Promise<StopListening>): Promise<void> {
    this.#stops.push(await started);
  }

  async stop(): Promise<void> {
    for (const stop of this.#stops.splice(0)) await stop();
  }
}
