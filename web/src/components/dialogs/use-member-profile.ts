import type { MemberProfile } from '@proposal-desk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchProfile } from '../../api/profile';

export type ProfileState = { kind: 'loading' } | { kind: 'none' } | { kind: 'failed' } | { kind: 'ready'; profile: MemberProfile };

/** A user's member profile (null when the user has none). */
export const memberProfileQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: ['memberProfile', userId],
    queryFn: async ({ signal }) => (await fetchProfile(userId as number, signal)).data ?? null,
  });

/**
 * Loads the user's member profile whenever the dialog opens. While it loads the dialog shows no profile,
 * so a reopened dialog never shows (and lets the user edit) the one it showed before.
 */
export function useMemberProfile(open: boolean, userId: number | undefined): ProfileState {
  const answer = useQuery({ ...memberProfileQuery(userId), enabled: open && userId !== undefined });
  if (!open || answer.isFetching) return { kind: 'loading' };
  if (answer.isError) return { kind: 'failed' };
  if (answer.isSuccess) return answer.data ? { kind: 'ready', profile: answer.data } : { kind: 'none' };
  return { kind: 'loading' };
}
