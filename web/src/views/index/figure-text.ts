import type { HomeCountUnit, HomeFigure } from '@proposal-desk/shared';
import type { TFunction } from 'i18next';

/** 件 / 件次 (cases / assignments), agreeing with the count. */
export const unitText = (t: TFunction, unit: HomeCountUnit, count: number): string => t(`home.unit.${unit}`, { count });

/** What a figure's link is called: what it counts, the number and the unit ("待签收 3 件次"). */
export function figureName(t: TFunction, label: string, figure: Pick<HomeFigure, 'count' | 'unit' | 'cases'>): string {
  const named = { label, count: figure.count, unit: unitText(t, figure.unit, figure.count) };
  if (figure.cases === undefined) return t('home.figureName', named);
  return t('home.figureNameWithCases', { ...named, cases: figure.cases, casesUnit: unitText(t, 'case', figure.cases) });
}
