// The baseline of the benchmark: a minimal Express app that runs, per request, the same SQL as the
// product (token check + session/user + roles of auth/load-caller.ts, then the route's queries), with
// express.json() only: no logging, validation, language or error envelope, and no caller kept in memory
// (the product asks for the session once, then answers from memory: README "API"). Config: PORT, HOST, DATA_DIR,
// DATABASE_URL (else PGlite in DATA_DIR/pglite), JWT_SECRET (else DATA_DIR/jwt-secret).
import { createSecretKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { API_PATHS } from '@proposal-desk/shared';
import express, { type Request } from 'express';
import jwt from 'jsonwebtoken';
import pg from 'pg';

type Row = Record<string, unknown>;

interface Db {
  query<T extends Row>(text: string, params: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

const INT8_OID = 20;
const DATE_OID = 1082;

async function openDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (url) {
    pg.types.setTypeParser(INT8_OID, Number);
    pg.types.setTypeParser(DATE_OID, (value: string) => value);
    // The product's pool size (db/connect.ts).
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return {
      query: async <T extends Row>(text: string, params: unknown[]) => (await pool.query<T>(text, params)).rows,
      close: () => pool.end(),
    };
  }
  const pglite = await PGlite.create({
    dataDir: path.join(dataDir(), 'pglite'),
    parsers: { [INT8_OID]: Number, [DATE_OID]: (value: string) => value },
  });
  return {
    query: async <T extends Row>(text: string, params: unknown[]) => (await pglite.query<T>(text, params)).rows,
    close: () => pglite.close(),
  };
}

const dataDir = () => path.resolve(process.env.DATA_DIR ?? './data');
// A key object, as the product's: given a string, jsonwebtoken first tries it as a PEM key, at half a millisecond a call.
const secret = createSecretKey(Buffer.from(process.env.JWT_SECRET ?? readFileSync(path.join(dataDir(), 'jwt-secret'), 'utf8').trim()));

interface SessionRow extends Row {
  id: number;
  roles: RoleRow[];
  state: number;
  revoked_at: Date | null;
  expires_at: Date;
}
interface RoleRow extends Row {
  code: string;
  name: string;
  abilities: string[];
}

// The one query of auth/load-caller.ts: session, user and roles (as kysely's jsonArrayFrom writes it).
const SESSION_SQL = `select u.id, u.username, u.staff_name, u.type, u.unit_id, u.hr_id, u.state, s.revoked_at, s.expires_at,
  (select coalesce(json_agg(agg), '[]') from (select r.code, r.name, r.abilities from user_roles as ur
    inner join roles as r on r.id = ur.role_id where ur.user_id = u.id order by r.id) as agg) as roles
  from auth_sessions as s inner join users as u on u.id = s.user_id where s.id = $1 and s.user_id = $2`;
const USER_INFO_SQL = `select u.id, u.username, u.staff_name, u.dept_id, d.name as dept_name, u.hr_id, u.type, u.dlg_id, u.unit_id,
  h.name as unit_name, u.mobile, u.avatar from users as u left join departments as d on d.id = u.dept_id
  left join handling_units as h on h.id = u.unit_id where u.id = $1`;
// GetNpcList with an empty filter, admin scope "all" (routes/members/member-list.ts).
const MEMBER_FROM = `from member_terms as mt left join member_groups as g on g.id = mt.dlg_id left join meetings as mtg on mtg.id = mt.spv_id
  where (true and 1 = 1)`;
const MEMBER_PAGE_SQL = `select mt.id, mt.staff_name, mt.case_id, mt.spv_id, mt.dlg_id, mt.background, mt.address, mt.create_time,
  mt.operator, mt.type, mt.mobile, mt.native_place, mt.remark, mtg.name as meet_name, g.name as dlg_name ${MEMBER_FROM}
  order by g.sort asc nulls last, g.id asc, mt.id asc limit $1 offset $2`;
const MEMBER_COUNT_SQL = `select count(*)::int as n ${MEMBER_FROM}`;

class Unauthorized extends Error {}

/** The caller of the request's token: the query of loadCaller, run the same way. */
async function caller(db: Db, req: Request): Promise<{ userId: number; roles: RoleRow[] }> {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!token) throw new Unauthorized();
  const claims = jwt.verify(token, secret, { algorithms: ['HS256'] });
  if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.jti !== 'string') throw new Unauthorized();
  const userId = Number(claims.sub);
  const [session] = await db.query<SessionRow>(SESSION_SQL, [claims.jti, userId]);
  if (!session || session.revoked_at || session.state !== 1 || new Date(session.expires_at).getTime() <= Date.now())
    throw new Unauthorized();
  return { userId, roles: session.roles };
}

async function main(): Promise<void> {
  const db = await openDb();
  const app = express();
  app.use(express.json());

  app.get(API_PATHS.readyz, (_req, res) => {
    res.json({ status: 'ready' });
  });

  app.get(API_PATHS.userInfo, async (req, res) => {
    const { userId, roles } = await caller(db, req);
    const [user] = await db.query(USER_INFO_SQL, [userId]);
    if (!user) throw new Unauthorized();
    const data = {
      ...user,
      roles: roles.map((r) => r.name),
      roleCodes: roles.map((r) => r.code),
      ability: roles.flatMap((r) => r.abilities),
    };
    res.json({ code: 200, msg: '', data, success: true });
  });

  app.post(API_PATHS.npcList, async (req, res) => {
    await caller(db, req);
    const pageIndex = Number(req.query.intPageIndex ?? 1);
    const pageSize = Number(req.query.intPageSize ?? 20);
    const [rows, count] = await Promise.all([
      db.query(MEMBER_PAGE_SQL, [pageSize, (pageIndex - 1) * pageSize]),
      db.query<{ n: number }>(MEMBER_COUNT_SQL, []),
    ]);
    res.json({ code: 200, msg: '', data: { rows, total: count[0]?.n ?? 0, pageIndex, pageSize }, success: true });
  });

  app.use((err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = err instanceof Unauthorized || err instanceof jwt.JsonWebTokenError ? 401 : 500;
    if (status === 500) console.error(err);
    res.status(status).json({ code: status, msg: '', data: null, success: false });
  });

  const server: Server = app.listen(Number(process.env.PORT ?? 9998), process.env.HOST ?? '127.0.0.1');
  const stop = () => {
    server.close(() => {
      void db.close().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error('bare server failed to start:', err);
  process.exit(1);
});
