import type { RouteItem } from '@proposal-desk/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useRoutesStore } from '../stores/routes';
import { useTabsStore, type VisitedTab } from '../stores/tabs';
import { pageRouteAt } from './breadcrumb';
import { resolvePath } from './menu-rules';

/** The affixed (pinned) pages of the route tree, as tabs. */
export function affixTabs(routes: readonly RouteItem[], base = ''): VisitedTab[] {
  return routes.flatMap((route) => {
    const path = resolvePath(base, route.path);
    const own: VisitedTab[] =
      route.meta.affix && route.meta.title
        ? [{ path, fullPath: path, name: route.name, title: route.meta.title, icon: route.meta.icon, affix: true }]
        : [];
    return [...own, ...affixTabs(route.children, path)];
  });
}

/** Keeps the visited tabs in step with navigation: pinned pages first, then each page opened (not tabHidden ones). */
export function useVisitedTabs(): void {
  const { pathname, search } = useLocation();
  const routes = useRoutesStore((s) => s.routes);

  useEffect(() => {
    for (const tab of affixTabs(routes)) useTabsStore.getState().add(tab);
  }, [routes]);

  useEffect(() => {
    const match = pageRouteAt(routes, pathname);
    if (!match) return;
    const { meta, name } = match.route;
    if (!meta.title || meta.tabHidden) return;
    useTabsStore.getState().add({
      path: pathname,
      fullPath: `${pathname}${search}`,
      name,
      title: meta.title,
      icon: meta.icon,
      affix: meta.affix,
      dynamicNewTab: meta.dynamicNewTab,
    });
  }, [routes, pathname, search]);
}
