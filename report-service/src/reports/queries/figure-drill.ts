import {
  ADOPTIONS,
  API_PATHS,
  ASSIGNMENT_ROLES,
  COMMITMENT_FIGURES,
  CONSULT_METHODS,
  type CommitmentStanding,
  figureDefinition,
  labelOf,
  SATISFACTIONS,
  type DrillTarget,
  type Localized,
} from '@proposal-desk/shared';
import type { ReportContext } from '../report-context';
import type { FactFilter } from './assignment-facts';
import type { CaseFigureFilter } from '../../cases/case-figures';

/** A filter of the list behind a figure, as a URL query holds it (code lists as `A,B`). */
export type DrillQuery = Record<string, string | number | boolean>;

/** Commitments (回头看) in one standing, or all of them. */
export interface CommitmentFigureFilter {
  standing?: CommitmentStanding;
}

/** What a counted column counts: assignments (件次) of a fact filter, cases (件) of a case filter, or commitments. */
export type Figure =
  | { list: 'assignments'; filter: FactFilter }
  | { list: 'cases'; filter: CaseFigureFilter }
  | { list: 'commitments'; filter: CommitmentFigureFilter };

export const assignmentsOf = (filter: FactFilter): Figure => ({ list: 'assignments', filter });
export const casesOf = (filter: CaseFigureFilter): Figure => ({ list: 'cases', filter });
export const commitmentsOf = (filter: CommitmentFigureFilter = {}): Figure => ({ list: 'commitments', filter });

const PATHS = { assignments: API_PATHS.assignmentFacts, cases: API_PATHS.caseList, commitments: API_PATHS.commitmentList } as const;

/** A filter object without its empty fields, code lists joined by commas. */
export function queryOf(filter: object): DrillQuery {
  const query: DrillQuery = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = Array.isArray(value) ? value.join(',') : (value as string | number | boolean);
  }
  return query;
}

/**
 * The filters a report's figures share, by list: its body, session, case filters and days, as the list
 * APIs name them. The day of the figures is given only when the report was asked for one (else: now).
 */
export function reportDrillBase(ctx: ReportContext): Record<Figure['list'], DrillQuery> {
  const cases = queryOf({
    body: ctx.body,
    sessionId: ctx.session?.id,
    category: ctx.params.category,
    property: ctx.params.property,
    isKey: ctx.params.keyOnly ? true : undefined,
  });
  const unitId = ctx.scope.kind === 'unit' ? undefined : (ctx.unitId ?? undefined);
  return {
    commitments: queryOf({ body: ctx.body, sessionId: ctx.session?.id }),
    assignments: {
      ...cases,
      ...queryOf({ assignedFrom: ctx.params.from, assignedTo: ctx.params.to, asOf: ctx.params.asOf, unitId, unitSystem: ctx.unitSystem }),
    },
    cases: {
      ...cases,
      ...queryOf({
        submittedFrom: ctx.params.from,
        submittedTo: ctx.params.to,
        unitSystem: ctx.definition.governmentOnly ? 'GOVERNMENT' : undefined,
      }),
    },
  };
}

/** The drill target of a figure within a report's base and a row's own filter. */
export function drillTarget(base: Record<Figure['list'], DrillQuery>, figure: Figure, row: DrillQuery = {}): DrillTarget {
  return { list: figure.list, path: PATHS[figure.list], query: { ...base[figure.list], ...row, ...queryOf(figure.filter) } };
}

const ARRAY_FIELDS = ['resultCategory', 'consultMethod', 'adoption', 'workSatisfaction', 'resultSatisfaction'] as const;

/**
 * The one figure counting what several add up to (a rate's numerator: A类 + B类), when they differ only
 * in the codes of one list field; otherwise none.
 */
export function unionOf(figures: Figure[]): Figure | undefined {
  const [first, ...rest] = figures;
  if (!first) return undefined;
  if (rest.length === 0) return first;
  if (first.list !== 'assignments' || rest.some((f) => f.list !== 'assignments')) return undefined;
  const filters = figures.map((f) => f.filter as FactFilter);
  for (const field of ARRAY_FIELDS) {
    const strip = (f: FactFilter) => JSON.stringify({ ...f, [field]: undefined });
    if (filters.some((f) => !f[field]) || filters.some((f) => strip(f) !== strip(filters[0]!))) continue;
    return assignmentsOf({ ...filters[0]!, [field]: [...new Set(filters.flatMap((f) => f[field] ?? []))] });
  }
  return undefined;
}

const codesText = (list: ReadonlyArray<{ value: string; zh: string; en: string }>, values: readonly string[], lang: 'zh' | 'en') =>
  values.map((v) => labelOf(list as never, v, lang)).join(lang === 'zh' ? '、' : ', ');

/** What a figure counts, in a sentence per language: its figure's definition and the codes it narrows to. */
export function definitionOf(figure: Figure): Localized | undefined {
  if (figure.list === 'commitments') return COMMITMENT_FIGURES[figure.filter.standing ?? 'all'];
  const base = figureDefinition(figure.list, figure.filter.figure ?? (figure.list === 'assignments' ? 'all' : 'received'));
  if (!base || figure.list === 'cases') return base;
  const f = figure.filter;
  const parts = (lang: 'zh' | 'en') => {
    const zh = lang === 'zh';
    const out: string[] = [];
    if (f.part)
      out.push(
        zh ? (f.part === 'co' ? '限协办' : '限单办、主办、分办') : f.part === 'co' ? 'co-handling only' : 'sole, lead and separate only',
      );
    if (f.role) out.push(`${zh ? '办理方式：' : 'role: '}${labelOf(ASSIGNMENT_ROLES, f.role, lang)}`);
    if (f.resultCategory) out.push(`${zh ? '办理类别：' : 'result category: '}${f.resultCategory.join(zh ? '、' : ', ')}`);
    if (f.consultMethod) out.push(`${zh ? '面商方式：' : 'consultation: '}${codesText(CONSULT_METHODS, f.consultMethod, lang)}`);
    if (f.adoption) out.push(`${zh ? '采纳情况：' : 'adoption: '}${codesText(ADOPTIONS, f.adoption, lang)}`);
    if (f.workSatisfaction)
      out.push(`${zh ? '办理工作测评：' : 'rating of the work: '}${codesText(SATISFACTIONS, f.workSatisfaction, lang)}`);
    if (f.resultSatisfaction)
      out.push(`${zh ? '办理结果测评：' : 'rating of the result: '}${codesText(SATISFACTIONS, f.resultSatisfaction, lang)}`);
    return out.length ? (zh ? `其中${out.join('；')}。` : ` Of these: ${out.join('; ')}.`) : '';
  };
  return { zh: `${base.zh}${parts('zh')}`, en: `${base.en}${parts('en')}` };
}
