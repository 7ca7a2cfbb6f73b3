import type { AssignmentRole } from '@proposal-desk/shared/src/domain/enums';
import type { CaseStory } from './case-plan';
import { UNIT_POOLS } from './lists/categories';
import type { Random } from './random';
import type { UnitRecord } from './roster';

export interface AssignmentSlot {
  unit: UnitRecord;
  role: AssignmentRole;
}

/** Motions go to the NPC standing committee's working bodies. */
const MOTION_LEAD_UNITS = ['rdfgw', 'rdcjb'] as const;

function unitByKey(units: ReadonlyMap<string, UnitRecord>, key: string): UnitRecord {
  const unit = units.get(key);
  if (!unit) throw new Error(`Unknown handling unit key ${key}`);
  return unit;
}

/** Which units handle a case and in which role: 单办, 主办 + 协办, or two 分办. */
export function planAssignmentSlots(rng: Random, story: CaseStory, units: ReadonlyMap<string, UnitRecord>): AssignmentSlot[] {
  const pool = UNIT_POOLS[story.category];
  const shape =
    story.kind === 'MOTION'
      ? rng.weighted([
          ['SOLE', 1],
          ['LEAD_CO', 1],
        ] as const)
      : rng.weighted([
          ['SOLE', 55],
          ['LEAD_CO', 35],
          ['SEPARATE', 10],
        ] as const);
  // The first unit of a pool is the one most cases of the category land on.
  const leadKey =
    story.kind === 'MOTION' ? rng.pick(MOTION_LEAD_UNITS) : rng.weighted(pool.lead.map((key, i) => [key, i === 0 ? 3 : 1] as const));
  const lead = unitByKey(units, leadKey);
  if (shape === 'SOLE') return [{ unit: lead, role: 'SOLE' }];
  if (shape === 'SEPARATE') {
    const second = rng.pick([...pool.lead, ...pool.co].filter((key) => key !== leadKey));
    return [
      { unit: lead, role: 'SEPARATE' },
      { unit: unitByKey(units, second), role: 'SEPARATE' },
    ];
  }
  const coKeys = rng.sample(
    [...pool.co, ...pool.lead].filter((key) => key !== leadKey),
    rng.chance(0.7) ? 1 : 2,
  );
  return [{ unit: lead, role: 'LEAD' }, ...coKeys.map((key) => ({ unit: unitByKey(units, key), role: 'CO' as const }))];
}

/** A unit that got the case by mistake and asked to return it (not one of the real slots). */
export function drawWrongUnit(rng: Random, slots: readonly AssignmentSlot[], units: readonly UnitRecord[]): UnitRecord {
  const used = new Set(slots.map((slot) => slot.unit.id));
  return rng.pick(units.filter((unit) => !used.has(unit.id) && unit.system === 'GOVERNMENT'));
}
