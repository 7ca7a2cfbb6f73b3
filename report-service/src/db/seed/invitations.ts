import type { SeedRows } from './insert';
import type { MemberRecord } from './roster';

/**
 * Co-signing answers in the demo office. A draft's co-signers are not asked yet (INVITED, no
 * deadline: the invitation goes out on submission). The demo deputy is also invited to co-sign the
 * second demo deputy's first submitted suggestion and has not answered, so their workspace shows an
 * open invitation. No deadline is set on it, so it stays open whenever the demo is started.
 */
export function settleInvitations(rows: Pick<SeedRows, 'cases' | 'case_submitters'>, deputy: MemberRecord, deputy2: MemberRecord): void {
  markDraftInvitations(rows);
  const involved = new Set(rows.case_submitters.filter((s) => s.member_id === deputy.id).map((s) => s.case_id));
  const target = rows.cases.find((c) => c.status === 'SUBMITTED' && c.lead_member_id === deputy2.id && !involved.has(c.id as number));
  if (!target) throw new Error('The second demo deputy has no submitted suggestion to invite the demo deputy to');
  rows.case_submitters.push({
    case_id: target.id as number,
    member_id: deputy.id,
    role: 'COSIGNER',
    signed_at: null,
    cosign_status: 'INVITED',
    respond_by: null,
  });
}

/** The second demo deputy: the lead of the first submitted suggestion of the current session that the demo deputy has no part in. */
export function pickSecondDeputy(
  rows: Pick<SeedRows, 'cases' | 'case_submitters'>,
  members: readonly MemberRecord[],
  deputy: MemberRecord,
): MemberRecord {
  const involved = new Set(rows.case_submitters.filter((s) => s.member_id === deputy.id).map((s) => s.case_id));
  const byId = new Map(members.map((m) => [m.id, m]));
  for (const c of rows.cases) {
    const lead = c.lead_member_id ? byId.get(c.lead_member_id) : undefined;
    if (
      c.status === 'SUBMITTED' &&
      c.body === 'NPC' &&
      lead &&
      lead.id !== deputy.id &&
      lead.sessionId === deputy.sessionId &&
      !involved.has(c.id as number)
    )
      return lead;
  }
  throw new Error('No second demo deputy');
}

function markDraftInvitations(rows: Pick<SeedRows, 'cases' | 'case_submitters'>): void {
  const statusOf = new Map(rows.cases.map((c) => [c.id, c.status]));
  for (const row of rows.case_submitters) {
    if (row.role === 'COSIGNER' && statusOf.get(row.case_id) === 'DRAFT') {
      row.cosign_status = 'INVITED';
      row.signed_at = null;
    }
  }
}
