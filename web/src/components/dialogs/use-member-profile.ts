import type { MemberProfile } from '@proposal-desk/shared';
import { useEffect, useState } from 'react';
import { fetchProfile } from '../../api/profile';

export type ProfileState = { kind: 'loading' } | { kind: 'none' } | { kind: 'failed' } | { kind: 'ready'; profile: MemberProfile };

/** Loads the user's member profile whenever the dialog opens; a closed dialog forgets it, so a reopened one never shows (and lets the user edit) the old one. */
export function useMemberProfile(open: boolean, userId: number | undefined): ProfileState {
  const [state, setState] = useState<ProfileState>({ kind: 'loading' });

  useEffect(() => {
    setState({ kind: 'loading' });
    if (!open || userId === undefined) return;
    let live = true;
    fetchProfile(userId).then(
      ({ data }) => live && setState(data ? { kind: 'ready', profile: data } : { kind: 'none' }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [open, userId]);

  return state;
}
