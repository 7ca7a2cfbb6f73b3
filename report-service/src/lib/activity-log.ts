import { type ClientLogModule, type LogMessage, type LogModuleName, logText } from '@proposal-desk/shared';
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import { appendLogEntries } from '../db/log-chain/append';
import type { Database } from '../db/schema';

/** Who did something, as the log keeps it: a signed-in caller, an account named at sign-in, or a job. */
export interface Actor {
  userId: number | null;
  username: string;
  ip: string;
  userAgent: string;
}

/** Where a request comes from, as the log (and a sign-in's session) keeps it. */
export type Client = Pick<Actor, 'ip' | 'userAgent'>;

/** The client address and agent of a request, as the log keeps them. */
export function clientOf(req: Request): Client {
  return { ip: (req.ip ?? '').slice(0, 100), userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300) };
}

/** The actor of a request: the account given (sign-in names one before a session exists), else the signed-in caller. */
export function actorOf(req: Request, account?: { userId: number | null; username: string }): Actor {
  const who = account ?? { userId: req.auth?.userId ?? null, username: req.auth?.username ?? '' };
  return { ...who, ...clientOf(req) };
}

/** A background job acting for a user (the batch worker, the scheduler). */
export const jobActor = (userId: number | null, username: string): Actor => ({ userId, username, ip: 'job', userAgent: '' });

/**
 * What an entry of the product's says: a message of LOG_MESSAGES, whose Chinese text becomes the chained
 * description and whose key and parameters are kept for readers of English (a plain text is shown as written).
 */
export type LogDescription = LogMessage | string;

/**
 * Appends one entry of the product's to the activity log (the log is append-only, and a hash chain:
 * db/log-chain). Pass the transaction of the write it describes, so the write and its entry commit together.
 */
export async function recordActivity(
  db: Kysely<Database>,
  actor: Actor,
  module: LogModuleName,
  description: LogDescription,
): Promise<void> {
  const text = typeof description === 'string' ? { description } : { description: logText(description, 'zh'), message: description };
  await appendLogEntries(db, [
    { userId: actor.userId, username: actor.username, module, ...text, ip: actor.ip, userAgent: actor.userAgent },
  ]);
}

/**
 * Appends an entry a client wrote through `Log/Log`: its module and text as sent, stored as the client's (the chain
 * covers that), so it is never taken for one of the product's, whatever module name it carries.
 */
export async function recordClientEntry(db: Kysely<Database>, actor: Actor, module: ClientLogModule, description: string): Promise<void> {
  await appendLogEntries(db, [
    { userId: actor.userId, username: actor.username, module, description, ip: actor.ip, userAgent: actor.userAgent, source: 'client' },
  ]);
}
