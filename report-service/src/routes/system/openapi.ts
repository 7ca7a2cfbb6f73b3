import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_PATHS } from '@proposal-desk/shared';
import { Router } from 'express';
import { buildOpenApiDocument } from './openapi-document';

const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
/** The files of swagger-ui-dist the reference page loads (its own demo page and initializer stay unserved). */
const SWAGGER_UI_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);

const docs = (file: string) => `${API_PATHS.apiDocs}/${file}`;

/** The reference page: no inline script, so it works under the app's Content-Security-Policy. */
const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Proposal Desk API</title>
    <link rel="icon" type="image/png" href="${docs('favicon-32x32.png')}" />
    <link rel="stylesheet" href="${docs('swagger-ui.css')}" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${docs('swagger-ui-bundle.js')}"></script>
    <script src="${docs('init.js')}"></script>
  </body>
</html>
`;

const DOCS_INIT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(API_PATHS.openApi)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  persistAuthorization: false,
});
`;

function packageVersion(): string {
  const file = path.join(__dirname, '../../../package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** `GET /api/openapi.json` (public) and the browsable reference at `/api-docs` (Swagger UI). */
export function openApiRouter(): Router {
  const router = Router();
  let document: Record<string, unknown> | undefined;

  router.get(API_PATHS.openApi, (_req, res) => {
    document ??= buildOpenApiDocument(packageVersion());
    res.setHeader('Cache-Control', 'no-cache');
    res.json(document);
  });

  router.get(API_PATHS.apiDocs, (_req, res) => {
    res.type('html').setHeader('Cache-Control', 'no-cache');
    res.send(DOCS_PAGE);
  });

  router.get(docs('init.js'), (_req, res) => {
    res.type('js').setHeader('Cache-Control', 'no-cache');
    res.send(DOCS_INIT);
  });

  router.get(docs(':file'), (req, res, next) => {
    const file = String(req.params.file);
    if (!SWAGGER_UI_FILES.has(file)) return next();
    res.sendFile(path.join(SWAGGER_UI_DIR, file), { maxAge: '1d' });
  });

  return router;
}
