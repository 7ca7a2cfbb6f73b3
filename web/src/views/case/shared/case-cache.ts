import type { CaseActionAnswer, Envelope, Paged } from '@proposal-desk/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Body } from '../../../api/cases';
import { listKey } from '../../../components/list';

export const caseFileKey = (id: number) => ['caseFile', id] as const;
export const returnRequestsKey = (body: Body) => ['caseReturnRequests', body] as const;
/** The list name (and cache key) of a body's register: the two registers share one view and one URL shape. */
export const caseListName = (body: Body) => `cases-${body}`;
/** The list name (and cache key) of the unit's workspace 交办件办理. */
export const UNIT_ASSIGNMENTS_LIST = 'unit-assignments';
/** The list names of 回头看: each body's for the office, the unit's own. */
export const commitmentListName = (of: Body | 'unit') => `commitments-${of}`;
export const COMMITMENT_LISTS = [commitmentListName('NPC'), commitmentListName('CPPCC'), commitmentListName('unit')];

type Versions = ReadonlyMap<number, number>;
type VersionAnswer = Pick<CaseActionAnswer, 'id' | 'version'>;

const isVersionAnswer = (value: unknown): value is VersionAnswer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<VersionAnswer>).id === 'number' &&
  typeof (value as Partial<VersionAnswer>).version === 'number';

/** The versions a case write answered: one case's, or each case's of a batch. */
export function answeredVersions(data: unknown): Versions {
  const answers = Array.isArray(data) ? data : [data];
  return new Map(answers.filter(isVersionAnswer).map((answer) => [answer.id, answer.version]));
}

/** The answered version of a case when it is newer than the one shown. */
const newerVersion = (versions: Versions, id: number, shown: number) => {
  const answered = versions.get(id);
  return answered !== undefined && answered > shown ? answered : undefined;
};

function patchRows<R>(client: QueryClient, queryKey: QueryKey, patch: (row: R) => R) {
  client.setQueriesData<Paged<R>>({ queryKey }, (page) => page && { ...page, rows: page.rows.map(patch) });
}

/**
 * Writes the versions a case write answered into every cached answer showing those cases, before they are
 * asked again. Until the new answers land the user may act once more on the same case (答复 right after
 * 面商); without this that action would carry the version from before the user's own write and be refused
 * as stale. A version someone else has moved on since is left for the refetch (the server then refuses).
 */
export function rememberCaseVersions(client: QueryClient, data: unknown) {
  const versions = answeredVersions(data);
  if (versions.size === 0) return;
  for (const id of versions.keys()) {
    client.setQueryData<{ version: number }>(caseFileKey(id), (file) => {
      const version = file && newerVersion(versions, id, file.version);
      return version ? { ...file, version } : file;
    });
  }
  for (const name of [caseListName('NPC'), caseListName('CPPCC')]) {
    patchRows<{ id: number; version: number }>(client, listKey(name), (row) => {
      const version = newerVersion(versions, row.id, row.version);
      return version ? { ...row, version } : row;
    });
  }
  for (const name of [UNIT_ASSIGNMENTS_LIST, ...COMMITMENT_LISTS]) {
    patchRows<{ caseId: number; caseVersion: number }>(client, listKey(name), (row) => {
      const caseVersion = newerVersion(versions, row.caseId, row.caseVersion);
      return caseVersion ? { ...row, caseVersion } : row;
    });
  }
}

/** A case write whose answered versions are shown as soon as it answers. */
export const showingAnsweredVersions = <T>(client: QueryClient, write: Promise<Envelope<T>>): Promise<Envelope<T>> =>
  write.then((answer) => {
    rememberCaseVersions(client, answer.data);
    return answer;
  });
