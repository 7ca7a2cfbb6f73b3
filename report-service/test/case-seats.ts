import { API_PATHS, type CaseFile } from '@proposal-desk/shared';
import request from 'supertest';
import { PASSWORDS, type TestApp } from './harness';

/** Demo users signed in for case tests, with the calls they make and the cases they start from. */
export interface CaseSeats {
  bearer(who: string): { Authorization: string };
  act(who: string, path: string, body: Record<string, unknown>): request.Test;
  /** The case file as `who` (npc01 unless said) sees it. */
  file(id: number, who?: string): Promise<CaseFile>;
  /** The handling unit of a unit user. */
  unitOf(who: string): number;
  /** A fresh accepted NPC case assigned by npc01 to these units (by id, or by the user who works there), as its file. */
  assignedCase(units: Array<{ unit: number | string; role: string }>): Promise<CaseFile>;
}

/** The code of the NPC's first case category (the dictionary's order). */
export async function npcCategory(t: TestApp): Promise<string> {
  const row = await t.ctx.db
    .selectFrom('dictionaries')
    .select('code')
    .where('kind', '=', 'category')
    .where('body', '=', 'NPC')
    .orderBy('sort')
    .executeTakeFirstOrThrow();
  return row.code;
}

export async function signInSeats(t: TestApp, users: readonly string[]): Promise<CaseSeats> {
  const tokens: Record<string, string> = {};
  const unitIds: Record<string, number> = {};
  for (const who of new Set(['npc01', ...users])) {
    tokens[who] = await t.login(who, PASSWORDS.demo);
    const user = await t.ctx.db.selectFrom('users').select('unit_id').where('username', '=', who).executeTakeFirstOrThrow();
    if (user.unit_id !== null) unitIds[who] = user.unit_id;
  }
  const bearer = (who: string) => ({ Authorization: `Bearer ${tokens[who]}` });
  const act = (who: string, path: string, body: Record<string, unknown>) => request(t.app).post(path).set(bearer(who)).send(body);
  const file = async (id: number, who = 'npc01') =>
    (await request(t.app).get(API_PATHS.caseDetail).set(bearer(who)).query({ id })).body.data as CaseFile;
  const unitOf = (who: string) => {
    const id = unitIds[who];
    if (id === undefined) throw new Error(`${who} is not a unit user signed in for this test`);
    return id;
  };
  const assignedCase = async (units: Array<{ unit: number | string; role: string }>) => {
    const accepted = await t.ctx.db
      .selectFrom('cases')
      .select(['id', 'version'])
      .where('status', '=', 'ACCEPTED')
      .where('body', '=', 'NPC')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('assignments').select('id').whereRef('assignments.case_id', '=', 'cases.id'))))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const body = {
      id: accepted.id,
      version: accepted.version,
      units: units.map((u) => ({ unitId: typeof u.unit === 'number' ? u.unit : unitOf(u.unit), role: u.role })),
    };
    const res = await act('npc01', API_PATHS.caseAssign, body);
    if (res.status !== 200) throw new Error(`assign: ${res.status} ${res.body.msg}`);
    return file(accepted.id);
  };
  return { bearer, act, file, unitOf, assignedCase };
}
