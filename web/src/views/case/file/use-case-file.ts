import { CaseDetailQuery } from '@proposal-desk/shared';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { fetchCaseFile } from '../../../api/cases';
import { useRefreshOnReturn } from '../../../components/list/use-refresh-on-return';
import { caseFileKey } from '../shared/case-cache';

/** The case id of the address the page opened at (a kept-alive page stays mounted under other addresses), or null. */
export function useCaseIdOfAddress(): number | null {
  const search = useRef(useLocation().search).current;
  const parsed = CaseDetailQuery.safeParse({ id: new URLSearchParams(search).get('id') ?? undefined });
  return parsed.success ? parsed.data.id : null;
}

/** One case file, asked again after every write on the case and whenever its tab comes back on screen. */
export function useCaseFile(id: number | null) {
  const location = useLocation();
  const ownAddress = useRef(location.pathname + location.search).current;
  const answer = useQuery({
    queryKey: caseFileKey(id ?? 0),
    queryFn: async ({ signal }) => (await fetchCaseFile(id ?? 0, signal)).data,
    enabled: id !== null,
  });
  useRefreshOnReturn(location.pathname + location.search === ownAddress, () => void answer.refetch());
  return answer;
}
