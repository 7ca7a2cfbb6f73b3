import { BODIES, type CaseKind, type Labelled, labelOf, type ReportOptions } from '@proposal-desk/shared';
import type { Body } from '../../../api/cases';
import { languageOf } from '../../../components/dialogs/use-message-text';

export type { Body };

/** The register of a menu path: /npc/… is the NPC's (建议), /cppcc/… the CPPCC's (提案). */
export const bodyOfPath = (pathname: string): Body => (pathname.split('/')[1]?.toLowerCase() === 'cppcc' ? 'CPPCC' : 'NPC');

/** The kinds of case each body takes. */
export const KINDS_OF_BODY: Record<Body, readonly CaseKind[]> = { NPC: ['SUGGESTION', 'MOTION'], CPPCC: ['PROPOSAL'] };

export interface Option<V extends string | number = string> {
  value: V;
  label: string;
}

/** A shared labelled list as select options in the language shown. */
export const labelledOptions = <T extends string>(list: ReadonlyArray<Labelled<T>>, language: string, only?: readonly T[]): Option<T>[] =>
  list.filter((item) => !only || only.includes(item.value)).map((item) => ({ value: item.value, label: item[languageOf(language)] }));

/** A shared list's label of a value, in the language shown. */
export const labelIn = <T extends string>(list: ReadonlyArray<Labelled<T>>, value: string, language: string) =>
  labelOf(list, value, languageOf(language));

export const sessionOptions = (options: ReportOptions | undefined, body: Body): Option<number>[] =>
  (options?.sessions ?? []).filter((s) => s.body === body).map((s) => ({ value: s.id, label: s.name }));

export const categoryOptions = (options: ReportOptions | undefined, body: Body, language: string): Option[] =>
  (options?.categories[body] ?? []).map((c) => ({ value: c.value, label: c[languageOf(language)] }));

export const unitOptions = (options: ReportOptions | undefined): Option<number>[] =>
  (options?.units ?? []).map((u) => ({ value: u.id, label: u.name }));

/** The sessions of the body a filter bar has chosen; each named with its body while none is chosen. */
export const sessionsOfChosenBody =
  (options: ReportOptions | undefined, language: string) =>
  (current: { body?: Body | undefined }): Option<number>[] =>
    (options?.sessions ?? [])
      .filter((session) => !current.body || session.body === current.body)
      .map((session) => ({
        value: session.id,
        label: current.body ? session.name : `${labelIn(BODIES, session.body, language)} ${session.name}`,
      }));

/** The current session of a body, the default of a new case. */
export const currentSessionId = (options: ReportOptions | undefined, body: Body): number | undefined =>
  options?.sessions.find((s) => s.body === body && s.isCurrent)?.id;

/** A case's name in lists and titles: its 案号, or its 案由 before it has one. */
export const caseName = (item: { caseNo: string | null; title: string }) => item.caseNo ?? item.title;
