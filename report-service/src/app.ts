import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import type { AppContext } from './app-context';
import { redactUrl } from './logger';
import { requireAuth } from './middlewares/auth';
import { securityHeaders } from './http/security-headers';
import { apiNotFound, detectLanguage, errorHandler } from './middlewares/errors';
import { apiRouters } from './routes';
import { loginRouter } from './routes/login/login';
import { openApiRouter } from './routes/system/openapi';
import { publicRepliesRouter } from './routes/public/public-replies';
import { publicRouter } from './routes/system/public';

/** Builds the Express app: public calls, the login calls, the authenticated /api, and the web app. */
export function createApp(ctx: AppContext): Express {
  const app = express();
  const webDist = path.resolve(ctx.env.WEB_DIST ?? path.join(__dirname, '../../web/dist'));
  const shell = path.join(webDist, 'index.html');
  app.disable('x-powered-by');
  app.use(securityHeaders(existsSync(shell) ? readFileSync(shell, 'utf8') : ''));
  app.set('trust proxy', ctx.env.TRUST_PROXY);
  app.set('query parser', 'extended');
  app.use(
    pinoHttp({
      logger: ctx.logger,
      serializers: {
        req: (req: { method: string; url: string; id: unknown }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );
  app.use(detectLanguage);
  app.use(express.json({ limit: '2mb' }));
  app.use(express.urlencoded({ extended: true, limit: '2mb' }));

  app.use(publicRouter(ctx));
  app.use(publicRepliesRouter(ctx));
  app.use(openApiRouter());
  app.use(loginRouter(ctx));
  app.use('/api', requireAuth(ctx));
  app.use(apiRouters(ctx));
  app.use('/api', apiNotFound);

  if (existsSync(webDist)) {
    // The web app's scripts compress to a third; API downloads (PDF, XLSX, ZIP) are handled above and stay as they are.
    app.use(compression());
    app.use(express.static(webDist, { index: 'index.html', maxAge: '1h', setHeaders: cacheHeaders }));
    // Hash routing: every other GET that is not an API call gets the app shell.
    app.get(/^\/(?!api\/).*/, (_req, res) => res.sendFile(shell));
  }
  app.use(errorHandler);
  return app;
}

const ONE_YEAR_SECONDS = 31536000;

/** The app shell is revalidated on every load; built assets carry a content hash in their name and never change. */
function cacheHeaders(res: express.Response, filePath: string): void {
  if (filePath.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
  else if (filePath.includes(`${path.sep}assets${path.sep}`))
    res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
}
