import './production-mode';
import type { Server } from 'node:http';
import { createApp } from './app';
import { ConfigError, readEnv } from './env';
import { createLogger } from './logger';
import { startContext } from './start';
import { closeReportRenderers, reportRenderer } from './reports/render/engine';
import { startReportJobs } from './jobs/start-jobs';

const SHUTDOWN_GRACE_MS = 10000;

async function main(): Promise<void> {
  let env;
  try {
    env = readEnv();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(env.LOG_LEVEL);
  const { ctx, database } = await startContext(env, logger);
  const stopJobs = await startReportJobs(ctx, database);
  const app = createApp(ctx);
  const server: Server = app.listen(env.PORT, env.HOST, () => {
    logger.info({ port: env.PORT, database: database.kind }, `Proposal Desk listening on http://localhost:${env.PORT}`);
    // The first PDFs after a start need not wait for Chromium to launch.
    reportRenderer(env, logger)
      .warmUp()
      .catch((err: unknown) => logger.warn({ err }, 'Chromium did not start ahead of the first PDF: it starts when one is asked for'));
  });
  server.on('error', (err) => {
    logger.fatal({ err }, 'cannot listen');
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await stopJobs();
      await closeReportRenderers();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error('Proposal Desk failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
