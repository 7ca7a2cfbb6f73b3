import type { BodyCode } from '@proposal-desk/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';

export interface NumberPattern {
  NPC: string;
  CPPCC: string;
  digits: number;
}

const DEFAULT_PATTERN: NumberPattern = { NPC: 'R{jie}-{ci}-{seq}', CPPCC: 'Z{jie}-{ci}-{seq}', digits: 4 };

/** The 案号 pattern setting as stored (the defaults fill what it lacks), unchecked. */
export async function storedNumberPattern(db: Kysely<Database>): Promise<NumberPattern> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', 'caseNumberPattern').executeTakeFirst();
  return { ...DEFAULT_PATTERN, ...(row?.value as Partial<NumberPattern> | undefined) };
}

/** The 案号 pattern setting ({jie} 届, {ci} 次, {seq} the sequence padded to `digits`). */
export async function numberPattern(trx: Kysely<Database>): Promise<NumberPattern> {
  const value = await storedNumberPattern(trx);
  if (!value.NPC.includes('{seq}') || !value.CPPCC.includes('{seq}') || !(value.digits >= 1 && value.digits <= 8))
    throw new DomainError('invalid', 'case.numberPatternInvalid');
  return value;
}

/** Moves a session's counter on by one (its row stays locked until the transaction ends); undefined when it has none yet. */
async function advanceCounter(trx: Transaction<Database>, body: BodyCode, sessionId: number): Promise<number | undefined> {
  const row = await trx
    .updateTable('case_numbers')
    .set({ last_no: sql`last_no + 1` })
    .where('body', '=', body)
    .where('session_id', '=', sessionId)
    .returning('last_no')
    .executeTakeFirst();
  return row?.last_no;
}

/** The first counter of a session: after the highest number its cases carry (a concurrent start moves on from it). */
async function startCounter(trx: Transaction<Database>, body: BodyCode, sessionId: number): Promise<number> {
  const highest = trx
    .selectFrom('cases')
    .select(sql<number>`coalesce(max(cast(substring(case_no from '([0-9]+)$') as integer)), 0) + 1`.as('next'))
    .where('body', '=', body)
    .where('session_id', '=', sessionId)
    .where('case_no', 'is not', null);
  const row = await trx
    .insertInto('case_numbers')
    .values({ body, session_id: sessionId, last_no: highest })
    .onConflict((oc) => oc.columns(['body', 'session_id']).doUpdateSet({ last_no: sql`case_numbers.last_no + 1` }))
    .returning('last_no')
    .executeTakeFirstOrThrow();
  return row.last_no;
}

/**
 * The next 案号 of a body's session. The counter row is advanced in the registering transaction, so
 * concurrent registrations queue on it and get consecutive numbers that are never given twice; the
 * first number of a session continues after the highest one its cases already carry.
 */
export async function nextCaseNumber(trx: Transaction<Database>, body: BodyCode, sessionId: number): Promise<string> {
  const meeting = await trx.selectFrom('meetings').select(['jie', 'ci']).where('id', '=', sessionId).executeTakeFirstOrThrow();
  const seq = (await advanceCounter(trx, body, sessionId)) ?? (await startCounter(trx, body, sessionId));
  return formatCaseNumber(await numberPattern(trx), body, meeting, seq);
}

/** A 案号 of the pattern: the session's 届 and 次, and the sequence padded to the pattern's digits. */
export function formatCaseNumber(pattern: NumberPattern, body: BodyCode, meeting: { jie: number; ci: number }, seq: number): string {
  return pattern[body]
    .replace('{jie}', String(meeting.jie))
    .replace('{ci}', String(meeting.ci))
    .replace('{seq}', String(seq).padStart(pattern.digits, '0'));
}

/** The sequence of a 案号 written as the pattern writes a body's session's numbers, or null when it is not. */
export function sequenceOf(pattern: NumberPattern, body: BodyCode, meeting: { jie: number; ci: number }, caseNo: string): number | null {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const source = pattern[body]
    .split(/(\{jie\}|\{ci\}|\{seq\})/)
    .map((part) =>
      part === '{jie}' ? String(meeting.jie) : part === '{ci}' ? String(meeting.ci) : part === '{seq}' ? '(\\d+)' : escape(part),
    )
    .join('');
  const match = new RegExp(`^${source}$`).exec(caseNo);
  const seq = match ? Number(match[1]) : 0;
  // Only the number as the pattern writes it: 0012 and 00012 are not two numbers.
  return seq > 0 && formatCaseNumber(pattern, body, meeting, seq) === caseNo ? seq : null;
}

/**
 * Keeps a 案号 given elsewhere (an import's 原案号): the session's counter moves up to its sequence, so a
 * later registration never draws it; a counter already past it stays where it is.
 */
export async function keepCaseNumber(trx: Transaction<Database>, body: BodyCode, sessionId: number, seq: number): Promise<void> {
  const highest = trx
    .selectFrom('cases')
    .select(sql<number>`coalesce(max(cast(substring(case_no from '([0-9]+)$') as integer)), 0)`.as('highest'))
    .where('body', '=', body)
    .where('session_id', '=', sessionId)
    .where('case_no', 'is not', null);
  await trx
    .insertInto('case_numbers')
    .values({ body, session_id: sessionId, last_no: sql<number>`greatest(${seq}, (${highest}))` })
    .onConflict((oc) => oc.columns(['body', 'session_id']).doUpdateSet({ last_no: sql`greatest(case_numbers.last_no, excluded.last_no)` }))
    .execute();
}
