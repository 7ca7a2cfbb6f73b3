import { type CurrentUserInfo, USER_TYPES } from '@proposal-desk/shared';
import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Body } from '../shared/case-options';

/**
 * The body a submitter writes to: a deputy's (NPC side) suggestions or a member's (CPPCC side)
 * proposals, by their account; the menu path (/suggestion/… or /proposal/…) for an account of neither side.
 */
export function submitterBodyOf(user: Pick<CurrentUserInfo, 'type'> | null, pathname: string): Body {
  if (user?.type === USER_TYPES.CPPCC) return 'CPPCC';
  if (user?.type === USER_TYPES.NPC) return 'NPC';
  return pathname.split('/')[1]?.toLowerCase() === 'proposal' ? 'CPPCC' : 'NPC';
}

export const WORKSPACE_TABS = ['cases', 'invitations'] as const;
export type WorkspaceTab = (typeof WORKSPACE_TABS)[number];

const tabOf = (search: string): WorkspaceTab => (new URLSearchParams(search).get('tab') === 'invitations' ? 'invitations' : 'cases');

/**
 * The workspace's tab, kept in the URL (`?tab=invitations`) beside the list's own query. The page stays
 * mounted in a hidden tab of the layout: it reads and writes the URL only while its own path shows.
 */
export function useWorkspaceTab(): [WorkspaceTab, (tab: WorkspaceTab) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const ownPath = useRef(location.pathname).current;
  const lastSearch = useRef(location.search);
  if (location.pathname === ownPath) lastSearch.current = location.search;
  const search = lastSearch.current;

  const show = useCallback(
    (tab: WorkspaceTab) => {
      const params = new URLSearchParams(search);
      if (tab === 'invitations') params.set('tab', tab);
      else params.delete('tab');
      const next = params.toString();
      void navigate({ pathname: ownPath, search: next ? `?${next}` : '' });
    },
    [navigate, ownPath, search],
  );
  return [tabOf(search), show];
}
