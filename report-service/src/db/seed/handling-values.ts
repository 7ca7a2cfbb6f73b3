import type { ConsultMethod, ResultCategory, Satisfaction } from '@proposal-desk/shared/src/domain/enums';
import type { Random } from './random';

/** Weighted draws of reply and evaluation values, kept together so the spread is easy to tune. */

export function drawResultCategory(rng: Random, round: number): ResultCategory {
  return round > 1
    ? rng.weighted([
        ['A', 40],
        ['B', 50],
        ['C', 10],
      ] as const)
    : rng.weighted([
        ['A', 32],
        ['B', 40],
        ['C', 16],
        ['D', 12],
      ] as const);
}

const ADOPTION_BY_RESULT: Record<ResultCategory, ReadonlyArray<readonly [string, number]>> = {
  A: [
    ['ADOPTED', 85],
    ['PARTIAL', 15],
  ],
  B: [
    ['ADOPTED', 50],
    ['PARTIAL', 50],
  ],
  C: [
    ['LATER', 80],
    ['PARTIAL', 20],
  ],
  D: [
    ['NOT_ADOPTED', 60],
    ['PARTIAL', 40],
  ],
};

export function drawAdoption(rng: Random, result: ResultCategory): string {
  return rng.weighted(ADOPTION_BY_RESULT[result]);
}

export function drawConsultMethod(rng: Random, coHandling: boolean, round: number): ConsultMethod {
  if (round > 1)
    return rng.weighted([
      ['MEETING', 50],
      ['VISIT', 50],
    ] as const);
  if (coHandling)
    return rng.weighted([
      ['PHONE', 50],
      ['OTHER', 20],
      ['NONE', 30],
    ] as const);
  return rng.weighted([
    ['MEETING', 28],
    ['VISIT', 20],
    ['PHONE', 36],
    ['OTHER', 8],
    ['NONE', 8],
  ] as const);
}

const RESULT_SATISFACTION: Record<ResultCategory, ReadonlyArray<readonly [Satisfaction, number]>> = {
  A: [
    ['SATISFIED', 80],
    ['BASIC', 15],
    ['NONE', 5],
  ],
  B: [
    ['SATISFIED', 60],
    ['BASIC', 32],
    ['NONE', 8],
  ],
  C: [
    ['SATISFIED', 35],
    ['BASIC', 50],
    ['NONE', 15],
  ],
  D: [
    ['SATISFIED', 30],
    ['BASIC', 50],
    ['NONE', 20],
  ],
};

export interface SatisfactionPair {
  work: Satisfaction;
  result: Satisfaction;
}

/** A submitter's rating; `unsatisfied` forces the 不满意 that sends a case back for re-handling. */
export function drawSatisfaction(rng: Random, result: ResultCategory, unsatisfied: boolean): SatisfactionPair {
  if (unsatisfied) return { work: rng.chance(0.5) ? 'UNSATISFIED' : 'BASIC', result: 'UNSATISFIED' };
  return {
    work: rng.weighted([
      ['SATISFIED', 76],
      ['BASIC', 17],
      ['NONE', 7],
    ] as const),
    result: rng.weighted(RESULT_SATISFACTION[result]),
  };
}
