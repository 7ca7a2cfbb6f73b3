import type { ReportOption, ReportOptions } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../auth/context';
import { sessionBodiesOf } from '../cases/session-queries';
import type { Database } from '../db/schema';

/**
 * The parameter bar's choices for a caller: sessions of the bodies in their scope (office staff and a deputy
 * or member their own body, the rest both), units (a unit user: their own), labels from the dictionaries.
 */
export async function reportOptionsFor(db: Kysely<Database>, caller: AuthContext): Promise<ReportOptions> {
  const scope = caller.scope;
  const bodies = await sessionBodiesOf(db, caller);
  let sessions = db.selectFrom('meetings').select(['id', 'body', 'name', 'is_current']);
  if (bodies.length === 1) sessions = sessions.where('body', 'in', bodies);
  let units = db.selectFrom('handling_units').select(['id', 'name', 'system']);
  if (scope.kind === 'unit') units = units.where('id', '=', scope.unitId ?? -1);
  const [sessionRows, unitRows, dictionary] = await Promise.all([
    sessions.orderBy('body').orderBy('jie', 'desc').orderBy('ci', 'desc').execute(),
    units.orderBy('sort').orderBy('id').execute(),
    db
      .selectFrom('dictionaries')
      .select(['kind', 'body', 'code', 'label_zh', 'label_en'])
      .where('kind', 'in', ['category', 'property', 'unit_system'])
      .orderBy('sort')
      .execute(),
  ]);
  const optionsOf = (kind: string, body: 'NPC' | 'CPPCC' | null = null): ReportOption[] =>
    dictionary.filter((d) => d.kind === kind && d.body === body).map((d) => ({ value: d.code, zh: d.label_zh, en: d.label_en }));
  return {
    sessions: bodies.length === 0 ? [] : sessionRows.map((s) => ({ id: s.id, body: s.body, name: s.name, isCurrent: s.is_current })),
    units: scope.kind === 'none' || scope.kind === 'member' ? [] : unitRows,
    categories: { NPC: optionsOf('category', 'NPC'), CPPCC: optionsOf('category', 'CPPCC') },
    properties: optionsOf('property'),
    unitSystems: optionsOf('unit_system'),
  };
}
