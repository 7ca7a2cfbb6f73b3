import { MEMBER_TYPES, memberTypeForBody, type MemberOptions, POLITICAL_BACKGROUNDS } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/context';
import { sessionBodiesOf } from '../../cases/session-queries';
import type { Database } from '../../db/schema';

/** The option lists of the profile forms; a caller of one body (its office staff, a deputy or member) gets only that body's groups and sessions. */
export async function findMemberOptions(db: Kysely<Database>, caller: AuthContext): Promise<MemberOptions> {
  const bodies = await sessionBodiesOf(db, caller);
  const body = bodies.length === 1 ? bodies[0] : null;
  let groups = db.selectFrom('member_groups').select(['id', 'name', 'body', 'kind']).orderBy('body').orderBy('sort').orderBy('id');
  let sessions = db
    .selectFrom('meetings')
    .select(['id', 'name', 'body', 'is_current'])
    .orderBy('body')
    .orderBy('jie', 'desc')
    .orderBy('ci', 'desc');
  if (body) {
    groups = groups.where('body', '=', body);
    sessions = sessions.where('body', '=', body);
  }
  const [groupRows, sessionRows] = await Promise.all([groups.execute(), sessions.execute()]);
  return {
    delegations: groupRows.map((g) => ({ value: g.id, label: g.name, body: g.body, kind: g.kind, type: memberTypeForBody(g.body) })),
    sessions: sessionRows.map((s) => ({ value: s.id, label: s.name, body: s.body, isCurrent: s.is_current })),
    backgrounds: POLITICAL_BACKGROUNDS.map((b) => ({ value: b, label: b })),
    types: MEMBER_TYPES.map((t) => ({ value: Number(t.value), label: t.zh, labelEn: t.en })),
  };
}
