import type { CaseSummary } from '@proposal-desk/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchCaseSummary } from '../../api/cases';

export type SummaryState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; summary: CaseSummary };

/** Loads the caller's case summary; `reload` fetches it again. */
export function useCaseSummary(): { state: SummaryState; reload(): void } {
  const answer = useQuery({ queryKey: ['caseSummary'], queryFn: async () => (await fetchCaseSummary()).data });
  const reload = () => void answer.refetch();
  if (answer.isSuccess) return { state: { kind: 'ready', summary: answer.data }, reload };
  return { state: answer.isError && !answer.isFetching ? { kind: 'failed' } : { kind: 'loading' }, reload };
}
