import { CASE_KINDS, type MessageKey, type MessageParam, type SubmitterNoticeEvent, translate, USER_STATES } from '@proposal-desk/shared';
import { sql, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Who hears of an event: every submitter who stands behind the case (the lead and the confirmed
 * co-signers, its own and those of the cases merged into it), the lead alone, or the co-signers invited and
 * not answered yet.
 */
export type NoticeAudience = 'submitters' | 'lead' | 'invited';

const AUDIENCE_CONDITIONS = {
  submitters: sql<SqlBool>`(s.role = 'LEAD' or s.cosign_status = 'CONFIRMED')`,
  lead: sql<SqlBool>`s.role = 'LEAD'`,
  invited: sql<SqlBool>`(s.role = 'COSIGNER' and s.cosign_status = 'INVITED')`,
} as const;

/** A case kind as a noun of a sentence, in both languages ("建议" / "suggestion"). */
export function caseNoun(kind: string): { zh: string; en: string } {
  const found = CASE_KINDS.find((k) => k.value === kind);
  return { zh: found?.zh ?? '案件', en: (found?.en ?? 'case').toLowerCase() };
}

async function audienceUsers(trx: Transaction<Database>, caseId: number, audience: NoticeAudience): Promise<number[]> {
  const rows = await trx
    .selectFrom('case_submitters as s')
    .innerJoin('users as u', 'u.hr_id', 's.member_id')
    .select('u.id')
    .where((eb) =>
      audience === 'submitters'
        ? // 并案: the submitters of the cases merged into this one hear of it as its own do.
          eb.or([
            eb('s.case_id', '=', caseId),
            eb('s.case_id', 'in', eb.selectFrom('cases').select('id').where('merged_into_id', '=', caseId)),
          ])
        : eb('s.case_id', '=', caseId),
    )
    .where(AUDIENCE_CONDITIONS[audience])
    .where('u.state', '=', USER_STATES.ENABLED)
    .execute();
  return [...new Set(rows.map((r) => r.id))];
}

/**
 * Tells the case's submitters of one event (domain.md "Notices to submitters"), in the transaction of the
 * write: one notice per reader and `once` key (an event written twice, or retried, tells nobody twice),
 * opening the case, shown in the reader's language.
 */
export async function noticeSubmitters(
  trx: Transaction<Database>,
  kase: { id: number; kind: string; title: string; case_no: string | null },
  event: SubmitterNoticeEvent,
  params: Record<string, MessageParam>,
  options: { once?: string; audience?: NoticeAudience } = {},
): Promise<void> {
  const users = await audienceUsers(trx, kase.id, options.audience ?? 'submitters');
  if (users.length === 0) return;
  const all: Record<string, MessageParam> = { noun: caseNoun(kase.kind), title: kase.title, caseNo: kase.case_no ?? '', ...params };
  const key = `notice.${event}`;
  await trx
    .insertInto('notices')
    .values(
      users.map((userId) => ({
        user_id: userId,
        kind: 'notice' as const,
        title: translate(`${key}.title` as MessageKey, 'zh', all),
        content: translate(`${key}.content` as MessageKey, 'zh', all),
        link: `/case/detail?id=${kase.id}`,
        dedupe_key: `case:${kase.id}:${options.once ?? event}`,
        message_key: key,
        message_params: JSON.stringify(all),
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).where('dedupe_key', 'is not', null).doNothing())
    .execute();
}
