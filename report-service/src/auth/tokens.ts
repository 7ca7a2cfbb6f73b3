import { createSecretKey, type KeyObject, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Kysely } from 'kysely';
import type { TokenAnswer } from '@proposal-desk/shared';
import type { Database } from '../db/schema';

export interface TokenSettings {
  secret: string;
  ttlSeconds: number;
}

export interface TokenClaims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
}

const keys = new Map<string, KeyObject>();

/**
 * The secret as a key object: given the string, jsonwebtoken first tries to read it as a PEM key, and the
 * failed attempt cost half a millisecond of every request.
 */
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return key;
}

/** Issues a signed token for a user and records its session so it can be revoked. */
export async function issueToken(
  db: Kysely<Database>,
  settings: TokenSettings,
  userId: number,
  client: { ip: string; userAgent: string },
): Promise<TokenAnswer> {
  const jti = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const token = jwt.sign({ sub: String(userId), jti, iat: now }, keyOf(settings.secret), {
    algorithm: 'HS256',
    expiresIn: settings.ttlSeconds,
  });
  await db
    .insertInto('auth_sessions')
    .values({
      id: jti,
      user_id: userId,
      issued_at: new Date(now * 1000),
      expires_at: new Date((now + settings.ttlSeconds) * 1000),
      last_used_at: new Date(now * 1000),
      ip: client.ip.slice(0, 100),
      user_agent: client.userAgent.slice(0, 300),
    })
    .execute();
  return { token, expires_in: settings.ttlSeconds, token_type: 'Bearer' };
}

/** The claims of a well-signed, unexpired token, or null. */
export function verifyToken(token: string, secret: string): TokenClaims | null {
  try {
    const claims = jwt.verify(token, keyOf(secret), { algorithms: ['HS256'] });
    if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.jti !== 'string') return null;
    return { sub: claims.sub, jti: claims.jti, iat: claims.iat ?? 0, exp: claims.exp ?? 0 };
  } catch (err) {
    // A bad signature, an expired or malformed token (each a JsonWebTokenError) is the answer "no valid token".
    if (err instanceof jwt.JsonWebTokenError) return null;
    throw err;
  }
}

/** Revokes one session (logout, a refreshed token); answers whether it was live until now. */
export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<boolean> {
  const ended = await db
    .updateTable('auth_sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return ended.numUpdatedRows > 0n;
}

/**
 * Revokes every live session of a user (disabled account, password reset), or every one but `except` (the
 * user's own password change, "sign out elsewhere"); answers how many ended. The caller caches hear of it
 * through the database's announcement (migration 011).
 */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, except?: string): Promise<number> {
  const ended = await db
    .updateTable('auth_sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .$if(except !== undefined, (query) => query.where('id', '<>', except ?? ''))
    .executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}
