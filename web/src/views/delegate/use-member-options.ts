import type { MemberOptions } from '@proposal-desk/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchMemberOptions } from '../../api/members';

const EMPTY: MemberOptions = { delegations: [], sessions: [], backgrounds: [], types: [] };

/** The option lists of GetOptions (groups and sessions of the caller's scope). */
export function useMemberOptions(): MemberOptions {
  const { data } = useQuery({ queryKey: ['options', 'members'], queryFn: async () => (await fetchMemberOptions()).data });
  return data ?? EMPTY;
}
