import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { PUBLIC_TEXT_VERSION } from '../../public/private-data';
import { readDataVersion } from '../../reports/data-version-queries';

/** How long a browser or a proxy may keep a public answer before asking again (the data version makes it revalidate). */
export const MAX_AGE_SECONDS = 60;

/**
 * The one freshness check of the public answers, run before their handlers: an answer is the same for everyone and
 * changes only with the data (and with what the public may read of it, PUBLIC_TEXT_VERSION), so it carries an ETag of the data version,
 * that version and the address asked, may be kept by any cache for a minute, and a client that holds it is answered
 * `304` here, the request ending without any further query.
 */
export function answerUnchanged(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    const { stamp } = await readDataVersion(ctx.db);
    // The envelope's message is in the reader's language: one tag per language, and shared caches keep them apart.
    const etag = createHash('sha256')
      .update(`${stamp}|${PUBLIC_TEXT_VERSION}|${req.lang}|${req.originalUrl}`)
      .digest('base64url')
      .slice(0, 27);
    res.setHeader('ETag', `"${etag}"`);
    res.setHeader('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
    res.vary('Accept-Language');
    // Express's `fresh` reads If-None-Match as the standard says: a list, weak tags, `*`.
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    next();
  };
}
