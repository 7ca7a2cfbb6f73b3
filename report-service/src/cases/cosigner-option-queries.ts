import type { CosignerOption } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { containsPattern } from '../lib/list-query';
import type { MemberProfile } from './submitter-queries';

const OPTIONS_MAX = 20;

/**
 * Whom a submitter may invite to co-sign: the deputies or members of their own session (so of their
 * own body), never themself, found by a part of the name, at most twenty, by name. Names and groups
 * only: a deputy does not browse the roster's contact details.
 */
export async function findCosignerOptions(db: Kysely<Database>, profile: MemberProfile, keyword: string): Promise<CosignerOption[]> {
  let query = db
    .selectFrom('member_terms as m')
    .leftJoin('member_groups as g', 'g.id', 'm.dlg_id')
    .select(['m.id', 'm.staff_name', 'g.name as group_name'])
    .where('m.spv_id', '=', profile.sessionId)
    .where('m.id', '<>', profile.memberId);
  if (keyword) query = query.where('m.staff_name', 'like', containsPattern(keyword));
  const rows = await query.orderBy('m.staff_name').orderBy('m.id').limit(OPTIONS_MAX).execute();
  return rows.map((r) => ({ memberId: r.id, name: r.staff_name, groupName: r.group_name ?? '' }));
}
