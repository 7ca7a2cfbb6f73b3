import { z } from 'zod';
import { ADOPTIONS, CONSULT_METHODS, RESULT_CATEGORIES, SATISFACTIONS, UNIT_SYSTEMS } from '../domain/enums';
import type { Localized } from '../reports/report-data';
import { codesOf, optionalEnum } from './case-fields';

/**
 * The figures the statistics count, each one predicate written once: the reports count with it and the
 * lists behind their figures (the drill-down) filter with it, so a figure and its list cannot disagree.
 * Every figure has a sentence saying what it counts (a column's tooltip and the printed legend).
 * Figures over assignments count 件次 (one case handled by two units counts twice); figures over
 * cases count 件. "The day" is the report's 截至 day, or now.
 */
export interface FigureDefinition<T extends string> {
  value: T;
  zh: string;
  en: string;
  definition: Localized;
}

const figure = <T extends string>(value: T, zh: string, en: string, definitionZh: string, definitionEn: string): FigureDefinition<T> => ({
  value,
  zh,
  en,
  definition: { zh: definitionZh, en: definitionEn },
});

export const ASSIGNMENT_FIGURES = [
  figure(
    'all',
    '交办',
    'Assigned',
    '截至统计日交办给单位、未作废的件次（一件由多个单位办理时每个单位各计一次）。',
    'Assignments to units by the day, not void (a case handled by two units counts twice).',
  ),
  figure(
    'pending',
    '待签收',
    'To sign',
    '已交办、截至统计日尚未签收也未答复的件次。',
    'Assignments neither signed for nor replied to by the day.',
  ),
  figure(
    'handling',
    '办理中',
    'Handling',
    '已签收、截至统计日尚未答复的件次。',
    'Assignments signed for and not yet replied to by the day.',
  ),
  figure('signed', '已签收', 'Signed', '截至统计日已签收（或已答复）的件次。', 'Assignments signed for (or replied to) by the day.'),
  figure(
    'replied',
    '已答复',
    'Replied',
    '截至统计日承办单位已发出答复（任一轮）的件次；办理类别、面商方式以最近一次答复为准。',
    'Assignments the unit has replied to (any round) by the day; the category and consultation are those of the latest reply.',
  ),
  figure(
    'notReplied',
    '未答复',
    'Not replied',
    '截至统计日承办单位尚未发出答复的件次。',
    'Assignments the unit has not replied to by the day.',
  ),
  figure(
    'evaluated',
    '已测评',
    'Evaluated',
    '领衔人已对该单位的办理工作作出测评的件次（不论案件是否办结）。',
    'Assignments whose handling the submitter has rated (closed or not).',
  ),
  figure(
    'rehandling',
    '重新办理',
    'Re-handling',
    '因测评不满意被退回、正在重新办理的件次。',
    'Assignments sent back after an unsatisfied rating and being handled again.',
  ),
  figure(
    'closed',
    '已办结',
    'Closed',
    '所属案件已办结的件次（办结不以测评为前提，故可多于已测评）。',
    'Assignments whose case is closed (a case may close without a rating, so this can exceed 已测评).',
  ),
  figure(
    'overdue',
    '超期',
    'Overdue',
    '截至统计日本轮尚未答复、已过现行答复期限（重办的以重办期限为准）、案件未办结的件次。',
    'Assignments not replied to in their current round by the day, past the due day in force (the re-handling one once sent back), on a case not closed.',
  ),
  figure(
    'returnRequested',
    '申请退回',
    'Return requested',
    '承办单位已申请退回、等待办公室处理的件次（当前状态）。',
    'Assignments whose unit has asked to return them and awaits the office (as things stand now).',
  ),
] as const;
export type AssignmentFigure = (typeof ASSIGNMENT_FIGURES)[number]['value'];
export const ASSIGNMENT_FIGURE_CODES = ASSIGNMENT_FIGURES.map((f) => f.value) as [AssignmentFigure, ...AssignmentFigure[]];

export const CASE_FIGURES = [
  figure(
    'received',
    '收到',
    'Received',
    '已提交、未撤回的件（含并案、不予立案的件）。',
    'Cases submitted and not withdrawn (merged and rejected ones included).',
  ),
  figure(
    'accepted',
    '立案',
    'Accepted',
    '已立案的件（含交办、办理、答复、办结各环节）。',
    'Cases accepted (at any later step: assigned, handled, replied, closed).',
  ),
  figure('merged', '并案', 'Merged', '并入其他件的件。', 'Cases merged into another.'),
  figure('rejected', '不予立案', 'Rejected', '审查后不予立案的件。', 'Cases not accepted after review.'),
  figure('closed', '已办结', 'Closed', '已办结的件。', 'Cases closed.'),
] as const;
export type CaseFigure = (typeof CASE_FIGURES)[number]['value'];
export const CASE_FIGURE_CODES = CASE_FIGURES.map((f) => f.value) as [CaseFigure, ...CaseFigure[]];

/** The handling roles that lead (单办, 主办, 分办), and 协办. */
export const ASSIGNMENT_PARTS = ['main', 'co'] as const;
export type AssignmentPart = (typeof ASSIGNMENT_PARTS)[number];

/** Codes of one list, sent as `A,B` (or repeated): a row matches when its code is one of them. */
const optionalCodes = <T extends string>(list: ReadonlyArray<{ value: T }>) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v.trim()
          ? v.split(',').map((s) => s.trim())
          : undefined
        : Array.isArray(v) && v.length === 0
          ? undefined
          : v,
    z
      .array(z.enum(codesOf(list), { error: 'common.invalidField' }))
      .max(list.length, 'common.invalidField')
      .optional(),
  );

export const UNIT_SYSTEM_CODES = codesOf(UNIT_SYSTEMS);
export const optionalResultCategories = () => optionalCodes(RESULT_CATEGORIES);
export const optionalConsultMethods = () => optionalCodes(CONSULT_METHODS);
export const optionalAdoptions = () => optionalCodes(ADOPTIONS);
export const optionalSatisfactions = () => optionalCodes(SATISFACTIONS);
export const optionalAssignmentFigure = () => optionalEnum(ASSIGNMENT_FIGURE_CODES);
export const optionalCaseFigure = () => optionalEnum(CASE_FIGURE_CODES);

/** What a column of a printed statistic counts, for its tooltip and legend. */
export function figureDefinition(list: 'assignments' | 'cases', value: string): Localized | undefined {
  const found = (list === 'assignments' ? (ASSIGNMENT_FIGURES as ReadonlyArray<FigureDefinition<string>>) : CASE_FIGURES).find(
    (f) => f.value === value,
  );
  return found?.definition;
}
