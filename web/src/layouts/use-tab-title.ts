import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTabsStore } from '../stores/tabs';

/**
 * Lets a page name its own tab (e.g. a case file by its 案号) while `title` is given. The tab is the one
 * of the address the page opened at: a kept-alive page stays mounted while other pages show.
 */
export function useTabTitle(title: string | undefined): void {
  const { pathname, search } = useLocation();
  const ownPath = useRef(`${pathname}${search}`).current;
  useEffect(() => {
    if (title) useTabsStore.getState().nameTab(ownPath, title);
  }, [ownPath, title]);
}
