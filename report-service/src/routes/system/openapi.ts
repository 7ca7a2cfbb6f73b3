import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_PATHS } from '@proposal-desk/shared';
import type { Router } from 'express';
import { routesOf } from '../../http/routes';
import { buildOpenApiDocument } from './openapi-document';

const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/** The files of swagger-ui-dist the reference page loads (the call `apiDocsFile` names them; its own demo page stays unserved). */
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
  let document: Record<string, unknown> | undefined;
  return routesOf({
    openApi: ({ res }) => {
      document ??= buildOpenApiDocument(packageVersion());
      res.setHeader('Cache-Control', 'no-cache');
      res.json(document);
    },
    apiDocs: ({ res }) => {
      res.type('html').setHeader('Cache-Control', 'no-cache');
      res.send(DOCS_PAGE);
    },
    apiDocsInit: ({ res }) => {
      res.type('js').setHeader('Cache-Control', 'no-cache');
      res.send(DOCS_INIT);
    },
    apiDocsFile: ({ params, res }) => res.sendFile(path.join(SWAGGER_UI_DIR, params.file), { maxAge: '1d' }),
  });
}
