import type { BodyCode } from '@proposal-desk/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';

interface NumberPattern {
  NPC: string;
  CPPCC: string;
  digits: number;
}

const DEFAULT_PATTERN: NumberPattern = { NPC: 'R{jie}-{ci}-{seq}', CPPCC: 'Z{jie}-{ci}-{seq}', digits: 4 };

/** The 案号 pattern setting ({jie} 届, {ci} 次, {seq} the sequence padded to `digits`). */
async function numberPattern(trx: Transaction<Database>): Promise<NumberPattern> {
  const row = await trx.selectFrom('app_settings').select('value').where('key', '=', 'caseNumberPattern').executeTakeFirst();
  const value = { ...DEFAULT_PATTERN, ...(row?.value as Partial<NumberPattern> | undefined) };
  if (!value.NPC.includes('{seq}') || !value.CPPCC.includes('{seq}') || !(value.digits >= 1 && value.digits <= 8))
    throw new DomainError('invalid', 'case.numberPatternInvalid');
  return value;
}

/**
 * The next 案号 of a body's session. The counter row is advanced in the registering transaction, so
 * concurrent registrations queue on it and get consecutive numbers that are never given twice; the
 * first number of a session continues after the highest one its cases already carry.
 */
export async function nextCaseNumber(trx: Transaction<Database>, body: BodyCode, sessionId: number): Promise<string> {
  const meeting = await trx.selectFrom('meetings').select(['jie', 'ci']).where('id', '=', sessionId).executeTakeFirstOrThrow();
  const highest = trx
    .selectFrom('cases')
    .select(sql<number>`coalesce(max(cast(substring(case_no from '([0-9]+)$') as integer)), 0) + 1`.as('next'))
    .where('body', '=', body)
    .where('session_id', '=', sessionId)
    .where('case_no', 'is not', null);
  const { last_no: seq } = await trx
    .insertInto('case_numbers')
    .values({ body, session_id: sessionId, last_no: highest })
    .onConflict((oc) => oc.columns(['body', 'session_id']).doUpdateSet({ last_no: sql`case_numbers.last_no + 1` }))
    .returning('last_no')
    .executeTakeFirstOrThrow();
  const pattern = await numberPattern(trx);
  return pattern[body]
    .replace('{jie}', String(meeting.jie))
    .replace('{ci}', String(meeting.ci))
    .replace('{seq}', String(seq).padStart(pattern.digits, '0'));
}
