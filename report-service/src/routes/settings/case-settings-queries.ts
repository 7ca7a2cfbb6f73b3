import { BODY_CODES, DEADLINE_FIELDS, type BodyCode, type CaseNumberPreview, type CaseSettings } from '@proposal-desk/shared';
import { sql, type Kysely } from 'kysely';
import { formatCaseNumber, storedNumberPattern, type NumberPattern } from '../../cases/case-number-commands';
import { deadlineSettings } from '../../cases/case-deadline-queries';
import type { Database } from '../../db/schema';

/** The settings as the screen shows them: both bodies' patterns, the digits, and each deadline with its unit. */
export async function readCaseSettings(db: Kysely<Database>): Promise<CaseSettings> {
  const [pattern, deadlines] = await Promise.all([storedNumberPattern(db), deadlineSettings(db)]);
  return {
    npcPattern: pattern.NPC,
    cppccPattern: pattern.CPPCC,
    digits: pattern.digits,
    replyMonths: deadlines.replyMonths,
    coOpinionMonths: deadlines.coOpinionMonths,
    rehandleMonths: deadlines.rehandleMonths,
    returnDays: deadlines.returnDays,
    cosignDays: deadlines.cosignDays,
    reminderDays: deadlines.reminderDays,
    extensionMonths: deadlines.extensionMonths,
    extensionsMax: deadlines.extensionsMax,
    units: { ...DEADLINE_FIELDS },
  };
}

/** The session a body registers in now: the one marked current, else its latest. */
async function currentSession(db: Kysely<Database>, body: BodyCode) {
  return db
    .selectFrom('meetings')
    .select(['id', 'name', 'jie', 'ci'])
    .where('body', '=', body)
    .orderBy('is_current', 'desc')
    .orderBy('jie', 'desc')
    .orderBy('ci', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The sequence the next registration of a body's session draws, read without moving its counter. */
async function nextSequence(db: Kysely<Database>, body: BodyCode, sessionId: number): Promise<number> {
  const counter = await db
    .selectFrom('case_numbers')
    .select('last_no')
    .where('body', '=', body)
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  if (counter) return counter.last_no + 1;
  // No counter yet: the first number continues after the highest one the session's cases carry.
  const row = await db
    .selectFrom('cases')
    .select(sql<number>`coalesce(max(cast(substring(case_no from '([0-9]+)$') as integer)), 0) + 1`.as('next'))
    .where('body', '=', body)
    .where('session_id', '=', sessionId)
    .where('case_no', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.next);
}

/** The next 案号 a pattern would give in each body's current session. */
export async function previewCaseNumbers(db: Kysely<Database>, pattern: NumberPattern): Promise<CaseNumberPreview> {
  const numbers = await Promise.all(
    BODY_CODES.map(async (body) => {
      const session = await currentSession(db, body);
      if (!session) return { body, session: null, caseNo: null };
      const seq = await nextSequence(db, body, session.id);
      return { body, session: session.name, caseNo: formatCaseNumber(pattern, body, session, seq) };
    }),
  );
  return { numbers };
}
