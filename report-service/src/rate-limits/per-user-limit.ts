import { translate } from '@proposal-desk/shared';
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../auth/context';
import type { Database } from '../db/schema';
import { SharedRateLimitStore } from './rate-limit-store';
import { RateLimitTable } from './rate-limit-table';

export interface PerUserLimit {
  /** The limit's own prefix in the shared table. */
  prefix: string;
  perMinute: number;
  /** The callers the limit holds for (the others pass freely). */
  appliesTo(caller: AuthContext): boolean;
}

/**
 * A limit on one call per signed-in user, counted in the database so it holds across instances; runs after the
 * call's guard (the caller is known). Past it: 429 with “请求过多，请稍后再试” and a Retry-After.
 */
export function perUserLimit(db: Kysely<Database>, { prefix, perMinute, appliesTo }: PerUserLimit): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: (req) => String(req.auth?.userId ?? 0),
    skip: (req) => !req.auth || !appliesTo(req.auth),
    store: new SharedRateLimitStore(new RateLimitTable(db), prefix),
    handler: (req, res) => {
      res.status(429).json({ code: 429, msg: translate('common.tooMany', req.lang, {}), success: false });
    },
  });
}
