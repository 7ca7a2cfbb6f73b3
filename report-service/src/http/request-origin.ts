import type { Request } from 'express';

// A host as a browser sends it: a name or an address, with its port. Anything else (a header made up by hand) gives no origin.
const HOST = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/;

/**
 * The address the request came to (`https://proposals.example.gov.cn`), as the reader's browser used it (behind a
 * proxy the app trusts, the scheme and host it forwards: Express's `req.protocol` and `req.host`). Undefined for a
 * host no browser sends.
 */
export function requestOrigin(req: Request): string | undefined {
  const host = req.host;
  return host && HOST.test(host) ? `${req.protocol}://${host}` : undefined;
}
