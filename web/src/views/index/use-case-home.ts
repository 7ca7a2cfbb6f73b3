import type { CaseHome } from '@proposal-desk/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchCaseHome } from '../../api/case-home';

export type HomeState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; home: CaseHome };

/** Loads the caller's home page figures; `reload` fetches them again. */
export function useCaseHome(): { state: HomeState; reload(): void } {
  const answer = useQuery({ queryKey: ['caseHome'], queryFn: async () => (await fetchCaseHome()).data });
  const reload = () => void answer.refetch();
  if (answer.isSuccess) return { state: { kind: 'ready', home: answer.data }, reload };
  return { state: answer.isError && !answer.isFetching ? { kind: 'failed' } : { kind: 'loading' }, reload };
}
