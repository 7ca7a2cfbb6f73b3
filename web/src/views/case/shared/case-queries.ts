import type { Envelope } from '@proposal-desk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { listKey } from '../../../components/list';
import { caseFileKey, caseListName, COMMITMENT_LISTS, showingAnsweredVersions } from './case-cache';

/** Asks again for the given case files, both registers and the return requests. */
export function useCaseRefresh(): (caseIds: readonly number[]) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    async (caseIds) => {
      const keys = [
        ...caseIds.map(caseFileKey),
        listKey(caseListName('NPC')),
        listKey(caseListName('CPPCC')),
        ['caseReturnRequests'] as const,
        ...COMMITMENT_LISTS.map(listKey),
      ];
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    [client],
  );
}

/**
 * A write on cases. The versions it answers are shown at once; whether the server agrees or not, the cases
 * it names are asked again: after a refusal (stale version, a step no longer allowed) the user sees the
 * case as it is now.
 */
export function useAfterCaseWrite() {
  const refresh = useCaseRefresh();
  const client = useQueryClient();
  return useCallback(
    <T>(write: Promise<Envelope<T>>, caseIds: readonly number[]): Promise<Envelope<T>> =>
      showingAnsweredVersions(client, write).finally(() => void refresh(caseIds)),
    [refresh, client],
  );
}

/** A write with no dialog of its own (登记, 办结, 撤销交办…): shows the server's message; a refusal has shown its toast. */
export function useCaseCommand() {
  const after = useAfterCaseWrite();
  const { message } = App.useApp();
  return useCallback(
    <T>(write: () => Promise<Envelope<T>>, caseIds: readonly number[]): Promise<void> =>
      after(write(), caseIds).then(
        (answer) => void message.success(answer.msg),
        () => undefined,
      ),
    [after, message],
  );
}
