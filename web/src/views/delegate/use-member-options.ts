import type { MemberOptions } from '@proposal-desk/shared';
import { useEffect, useState } from 'react';
import { fetchMemberOptions } from '../../api/members';

const EMPTY: MemberOptions = { delegations: [], sessions: [], backgrounds: [], types: [] };

/** The option lists of GetOptions (groups and sessions of the caller's scope). */
export function useMemberOptions(): MemberOptions {
  const [options, setOptions] = useState<MemberOptions>(EMPTY);
  useEffect(() => {
    let live = true;
    fetchMemberOptions().then(
      ({ data }) => live && setOptions(data),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return options;
}
