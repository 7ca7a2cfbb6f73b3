import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener of a notification channel is told. */
export interface ChannelHandlers {
  /** A committed notification's payload. */
  onNotify(payload: string): void;
  /** Listening began (again): every notification from now on arrives; earlier ones may have been missed. */
  onListening(): void;
  /** Listening stopped (the connection broke): notifications may be missed until onListening. */
  onLost(err: unknown): void;
  /** A pooled connection could not LISTEN: the dedicated listener still hears everything, a little later. */
  onPooledListenFailed?(err: unknown): void;
}

export type StopListening = () => Promise<void>;

/**
 * PGlite is this process's own database, so listening never breaks, and the notification of a commit
 * reaches the listener before the commit returns to its caller.
 */
export async function listenOnPglite(pglite: PGlite, channel: string, handlers: ChannelHandlers): Promise<StopListening> {
  const unlisten = await pglite.listen(channel, (payload) => handlers.onNotify(payload));
  handlers.onListening();
  return async () => {
    if (!pglite.closed) await unlisten();
  };
}

/** The application_name of the dedicated listening connection (pg_stat_activity shows it). */
export const listenerName = (channel: string) => `listen ${channel}`;

const RETRY_DELAYS_MS = [250, 500, 1000, 2000, 5000];
const HEARTBEAT_MS = 30_000;
const HEARTBEAT_TIMEOUT_MS = 10_000;

/**
 * PostgreSQL: one connection of its own LISTENs and is replaced when it breaks (or fails a heartbeat, which
 * a silently dead socket would). Every pooled connection LISTENs too: PostgreSQL hands a session its own
 * notifications before it answers the COMMIT, so a change made here is heard before its request answers.
 */
export async function listenOnPostgres(
  databaseUrl: string,
  pool: pg.Pool,
  channel: string,
  handlers: ChannelHandlers,
): Promise<StopListening> {
  const stopPool = listenOnPool(pool, channel, handlers);
  const listener = new DedicatedListener(databaseUrl, channel, handlers);
  await listener.start();
  return async () => {
    stopPool();
    await listener.stop();
  };
}

function listenOnPool(pool: pg.Pool, channel: string, handlers: ChannelHandlers): () => void {
  const listening = new WeakSet<pg.PoolClient>();
  const onAcquire = (client: pg.PoolClient) => {
    if (listening.has(client)) return;
    listening.add(client);
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    // Queued before the query the connection was taken for; the dedicated listener still hears it all if this fails.
    client.query(`LISTEN ${channel}`).catch((err: unknown) => handlers.onPooledListenFailed?.(err));
  };
  pool.on('acquire', onAcquire);
  return () => pool.off('acquire', onAcquire);
}

class DedicatedListener {
  #stopped = false;
  #failures = 0;
  #retry: NodeJS.Timeout | undefined;
  #close: (() => Promise<void>) | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly channel: string,
    private readonly handlers: ChannelHandlers,
  ) {}

  /** The first attempt; when it fails, the next ones run in the background. */
  start(): Promise<void> {
    return this.#connect();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    await this.#close?.();
  }

  async #connect(): Promise<void> {
    if (this.#stopped) return;
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: listenerName(this.channel),
      keepAlive: true,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
    });
    let listening = false;
    let ended = false;
    const end = async () => {
      ended = true;
      clearInterval(heartbeat);
      // The connection failed already (its error went to onLost) or is being stopped: ending it can only fail the same way.
      // eslint-disable-next-line no-restricted-syntax -- see above: nothing of this failure is news
      await client.end().catch(() => undefined);
    };
    const fail = (err: unknown) => {
      if (ended || this.#stopped) return;
      void end();
      if (listening) this.handlers.onLost(err);
      this.#scheduleRetry();
    };
    const heartbeat = setInterval(() => {
      if (listening) client.query('select 1').catch(fail);
    }, HEARTBEAT_MS);
    heartbeat.unref();
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.handlers.onNotify(message.payload ?? '');
    });
    client.on('error', fail);
    client.on('end', () => fail(new Error('the listening connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (err) {
      fail(err);
      return;
    }
    if (ended) return;
    if (this.#stopped) return end();
    this.#close = end;
    this.#failures = 0;
    listening = true;
    this.handlers.onListening();
  }

  #scheduleRetry(): void {
    const delay = RETRY_DELAYS_MS[Math.min(this.#failures++, RETRY_DELAYS_MS.length - 1)];
    this.#retry = setTimeout(() => void this.#connect(), delay);
    this.#retry.unref();
  }
}
