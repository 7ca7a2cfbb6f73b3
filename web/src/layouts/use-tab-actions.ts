import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { nextPathAfterClose, useTabsStore, type VisitedTab } from '../stores/tabs';
import { useKeepAliveStore } from './keep-alive-store';

export const TAB_ACTIONS = ['refresh', 'close', 'closeOthers', 'closeLeft', 'closeRight', 'closeAll'] as const;
export type TabAction = (typeof TAB_ACTIONS)[number];

/** The key a tab's page is cached under. */
export const tabCacheKey = (tab: VisitedTab): string => (tab.dynamicNewTab ? tab.fullPath : tab.path);

/**
 * Where to go after a tab action, or null to stay: when the active tab was closed, `close` and
 * `closeAll` go to the last tab (or '/'), the other closes go to the tab acted on.
 */
export function targetAfterAction(
  action: TabAction,
  tab: VisitedTab,
  lists: { before: readonly VisitedTab[]; after: readonly VisitedTab[] },
  activeFullPath: string,
): string | null {
  const { before, after } = lists;
  if (action === 'refresh') return tab.fullPath === activeFullPath ? null : tab.fullPath;
  const had = (list: readonly VisitedTab[]) => list.some((t) => t.fullPath === activeFullPath);
  if (!had(before) || had(after)) return null;
  return action === 'close' || action === 'closeAll' ? nextPathAfterClose([...after]) : tab.fullPath;
}

/** Runs a tab action (context menu, close button, "more" dropdown). */
export function useTabActions(): (action: TabAction, tab: VisitedTab) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const active = `${pathname}${search}`;
  return useCallback(
    (action: TabAction, tab: VisitedTab) => {
      const store = useTabsStore.getState();
      const before = store.visited;
      if (action === 'refresh') useKeepAliveStore.getState().refresh(tabCacheKey(tab));
      else if (action === 'closeAll') store.closeAll();
      else store[action](tab.fullPath);
      const target = targetAfterAction(action, tab, { before, after: useTabsStore.getState().visited }, active);
      if (target !== null) void navigate(target);
    },
    [navigate, active],
  );
}
