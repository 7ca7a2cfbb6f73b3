import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/connect';
import { CALLER_CHANNEL } from '../db/migrations/011-caller-notify';
import type { CallerCache } from './caller-cache';

/** Keeps `cache` told of every committed change to a caller until the database is closed. */
export function watchCallerChanges(database: DatabaseHandle, cache: CallerCache, logger: Logger): Promise<void> {
  return database.listen(CALLER_CHANNEL, {
    onNotify: (payload) => cache.heard(payload),
    onListening: () => {
      if (database.kind === 'postgres') logger.info('hearing changes to signed-in callers; they are kept in memory');
      cache.setListening(true);
    },
    onLost: (err) => {
      logger.warn({ err }, 'not hearing changes to signed-in callers: every request asks the database until the listener reconnects');
      cache.setListening(false);
    },
    onPooledListenFailed: (err) => {
      logger.warn(
        { err },
        'a pooled connection could not listen for caller changes: its own writes are heard through the dedicated listener',
      );
    },
  });
}
