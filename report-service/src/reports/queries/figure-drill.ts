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

/**
 * People (代表委员名单) of a delegation or group, or of a body's groups; with `tookPartIn`, only those who led or
 * co-signed a case of that register query (参与人数).
 */
export interface MemberFigureFilter {
  DLG_ID?: number;
  Body?: 'NPC' | 'CPPCC';
  tookPartIn?: string;
}

/** What a counted column counts: assignments (件次) of a fact filter, cases (件) of a case filter, commitments, or people. */
export type Figure =
  | { list: 'assignments'; filter: FactFilter }
  | { list: 'cases'; filter: CaseFigureFilter }
  | { list: 'commitments'; filter: CommitmentFigureFilter }
  | { list: 'members'; filter: MemberFigureFilter };

export const assignmentsOf = (filter: FactFilter): Figure => ({ list: 'assignments', filter });
export const casesOf = (filter: CaseFigureFilter): Figure => ({ list: 'cases', filter });
export const commitmentsOf = (filter: CommitmentFigureFilter = {}): Figure => ({ list: 'commitments', filter });
export const membersOf = (filter: MemberFigureFilter): Figure => ({ list: 'members', filter });

const PATHS = {
  assignments: API_PATHS.assignmentFacts,
  cases: API_PATHS.caseList,
  commitments: API_PATHS.commitmentList,
  members: API_PATHS.npcList,
} as const;

/** A register query as a URL query's text (`body=NPC&figure=received`): who took part in its cases (MemberFigureFilter). */
export const caseQueryText = (query: DrillQuery): string =>
  new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString();

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
    // A people figure names its own delegation or body and the cases taken part in (membersOf).
    members: {},
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

const TOOK_PART: Localized = {
  zh: '领衔或附议（联名）过所统计的件的人；点开为代表委员名单。',
  en: 'People who led or co-signed a counted case; opens the list of deputies and members.',
};
const MEMBERS: Localized = {
  zh: '代表团（提案单位）的全部人员；点开为代表委员名单。',
  en: 'Everyone of the delegation or group; opens their list.',
};

const codesText = (list: ReadonlyArray<{ value: string; zh: string; en: string }>, values: readonly string[], lang: 'zh' | 'en') =>
  values.map((v) => labelOf(list as never, v, lang)).join(lang === 'zh' ? '、' : ', ');

/** What a figure counts, in a sentence per language: its figure's definition and the codes it narrows to. */
export function definitionOf(figure: Figure): Localized | undefined {
  if (figure.list === 'commitments') return COMMITMENT_FIGURES[figure.filter.standing ?? 'all'];
  if (figure.list === 'members') return figure.filter.tookPartIn ? TOOK_PART : MEMBERS;
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
