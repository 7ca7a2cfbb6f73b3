import type { RoleLevel } from '@proposal-desk/shared';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { callerOfToken } from '../auth/load-caller';
import { SessionUse } from '../auth/session-use';
import { cacheBytes } from '../lib/memory-budget';
import { bearerToken, verifyToken } from '../auth/tokens';
import type { AuthContext } from '../auth/context';
import { forbidden, unauthorized } from '../errors';
import type { AppContext } from '../app-context';

/** Requires a valid Bearer token of an enabled user with a live session, and notes the session's use (at most once a minute). */
export function requireAuth(ctx: AppContext): RequestHandler {
  const sessionUse = new SessionUse(ctx.db, { maxBytes: cacheBytes(ctx.env, 'sessionUse') });
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) throw unauthorized('auth.tokenMissing');
    const claims = verifyToken(token, ctx.env.JWT_SECRET);
    if (!claims) throw unauthorized('auth.tokenInvalid');
    const caller = await callerOfToken(ctx, claims);
    if (!caller) throw unauthorized('auth.tokenInvalid');
    await sessionUse.used(caller);
    req.auth = caller;
    next();
  };
}

/** The caller of an authenticated request (the auth middleware ran before). */
export function callerOf(req: Request): AuthContext {
  if (!req.auth) throw unauthorized('auth.tokenMissing');
  return req.auth;
}

/** Only administrators (role `admin`). */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!callerOf(req).isAdmin) throw forbidden();
  next();
};

/** Callers whose role level is at least `level`. */
export function requireLevel(level: RoleLevel): RequestHandler {
  return (req, _res, next) => {
    if (callerOf(req).level < level) throw forbidden();
    next();
  };
}
