import type { Kysely } from 'kysely';
import type { Request } from 'express';
import type { Database } from '../db/schema';
import { actorOf, type Actor } from '../lib/activity-log';

type Db = Kysely<Database>;
type PageQuery = { pageIndex: number; pageSize: number };

/** The queries and commands of a settings table that lists by page, adds, updates and deletes by ids. */
export interface CrudOperations<Q extends PageQuery, R, A, U> {
  findPage: (db: Db, query: Q) => Promise<{ rows: R[]; total: number }>;
  add: (db: Db, actor: Actor, body: A) => Promise<R>;
  update: (db: Db, actor: Actor, body: U) => Promise<R>;
  remove: (db: Db, actor: Actor, ids: number[]) => Promise<unknown>;
}

/**
 * The four handlers of such a table: a page with its index and size, the added or updated row, and the
 * deleted ids. Each command writes its own activity-log entry in its transaction.
 */
export function crudHandlers<Q extends PageQuery, R, A, U>(db: Db, operations: CrudOperations<Q, R, A, U>) {
  return {
    list: async ({ query }: { query: Q }) => ({
      ...(await operations.findPage(db, query)),
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
    }),
    add: ({ body, req }: { body: A; req: Request }) => operations.add(db, actorOf(req), body),
    update: ({ body, req }: { body: U; req: Request }) => operations.update(db, actorOf(req), body),
    remove: async ({ body, req }: { body: { ids: number[] }; req: Request }) => {
      await operations.remove(db, actorOf(req), body.ids);
      return { ids: body.ids };
    },
  };
}
