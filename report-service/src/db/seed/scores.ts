import type { Insertable } from 'kysely';
import type { CaseStatus } from '@proposal-desk/shared/src/domain/enums';
import type { ScoresTable } from '../schema-case-tables';
import type { NumberedCase } from './handling-types';
import type { Random } from './random';
import { SESSIONS } from './organisation';

/** The yearly assessment items of a handling unit 考核评分, 20 points each. */
export const UNIT_SCORE_ITEMS = ['组织', '时效', '面商', '答复质量', '满意度'] as const;
const UNIT_ITEM_MAX = 20;

/** Quality items of a case 建议(提案)质量评分, with their maximum. */
export const CASE_SCORE_ITEMS: ReadonlyArray<readonly [string, number]> = [
  ['选题', 30],
  ['论证', 40],
  ['可行性', 30],
];

const SCORED_CASE_STATUSES: readonly CaseStatus[] = ['ACCEPTED', 'ASSIGNED', 'IN_PROGRESS', 'REPLIED', 'EVALUATED', 'REHANDLING', 'CLOSED'];
const SCORERS = { NPC: '市人大常委会联络处', CPPCC: '市政协提案委员会办公室' } as const;

const halfPoints = (value: number) => Math.round(value * 2) / 2;

/**
 * Scores for the current sessions: every unit with assignments in a session gets the five items;
 * about a quarter of the accepted cases get a quality score.
 */
export function buildScores(
  rng: Random,
  cases: readonly NumberedCase[],
  unitsBySession: ReadonlyMap<number, ReadonlySet<number>>,
): Insertable<ScoresTable>[] {
  const rows: Insertable<ScoresTable>[] = [];
  const add = (row: Omit<Insertable<ScoresTable>, 'id'>) => rows.push({ id: rows.length + 1, ...row });
  for (const session of SESSIONS.filter((s) => s.isCurrent)) {
    const unitIds = [...(unitsBySession.get(session.id) ?? [])].sort((a, b) => a - b);
    for (const unitId of unitIds) {
      const diligence = rng.float(0.72, 0.98);
      for (const item of UNIT_SCORE_ITEMS) {
        const score = halfPoints(Math.min(UNIT_ITEM_MAX, UNIT_ITEM_MAX * (diligence + rng.float(-0.06, 0.06))));
        add({
          unit_id: unitId,
          session_id: session.id,
          case_id: null,
          item,
          score,
          max_score: UNIT_ITEM_MAX,
          scorer: SCORERS[session.body],
        });
      }
    }
  }
  for (const kase of cases) {
    const { story } = kase;
    if (!story.session.isCurrent || !SCORED_CASE_STATUSES.includes(story.status) || !rng.chance(0.25)) continue;
    const quality = rng.float(0.6, 0.97);
    for (const [item, max] of CASE_SCORE_ITEMS) {
      add({
        unit_id: null,
        session_id: story.session.id,
        case_id: kase.id,
        item,
        score: halfPoints(max * quality),
        max_score: max,
        scorer: SCORERS[story.body],
      });
    }
  }
  return rows;
}
