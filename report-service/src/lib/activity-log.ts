import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ActivityEntry {
  userId: number | null;
  username: string;
  module: string;
  description: string;
}

/** The client address and agent of a request, as the log keeps them. */
export function clientOf(req: Request): { ip: string; userAgent: string } {
  return { ip: (req.ip ?? '').slice(0, 100), userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300) };
}

/** Appends one entry to the activity log (the log is append-only). */
export async function recordActivity(db: Kysely<Database>, req: Request, entry: ActivityEntry): Promise<void> {
  const client = clientOf(req);
  await db
    .insertInto('activity_logs')
    .values({
      user_id: entry.userId,
      username: entry.username,
      module: entry.module.slice(0, 100),
      description: entry.description.slice(0, 2000),
      ip: client.ip,
      user_agent: client.userAgent,
    })
    .execute();
}

/** Appends an entry for the signed-in caller. */
export function recordCallerActivity(db: Kysely<Database>, req: Request, module: string, description: string): Promise<void> {
  const caller = req.auth;
  return recordActivity(db, req, {
    userId: caller?.userId ?? null,
    username: caller?.username ?? '',
    module,
    description,
  });
}
