import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { settings } from '../config/settings';
import { useRoutesStore } from '../stores/routes';
import { useTabsStore, type VisitedTab } from '../stores/tabs';
import { pageRouteAt } from './breadcrumb';
import { PageActiveContext } from './page-active';
import { cacheKeyFor, isCacheable, touchKey } from './keep-alive-cache';
import { useKeepAliveStore } from './keep-alive-store';

const tabKey = (tab: VisitedTab) => (tab.dynamicNewTab ? tab.fullPath : tab.path);

/**
 * The page outlet that keeps visited pages mounted (hidden) while their tab is open, so forms and
 * scroll positions survive tab switches: at most keepAliveMax pages, least recently used evicted;
 * noKeepAlive routes are never cached; closing a tab drops its page.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const routes = useRoutesStore((s) => s.routes);
  const visited = useTabsStore((s) => s.visited);
  const versions = useKeepAliveStore((s) => s.versions);
  // Only page routes are kept: a kept redirect (a <Navigate>) would fire again on every navigation.
  const page = pageRouteAt(routes, location.pathname);
  const key = cacheKeyFor(location.pathname, location.search, page?.route.meta.dynamicNewTab);
  const cacheable = page !== undefined && isCacheable(page.route.meta.noKeepAlive) && outlet !== null;

  const cache = useRef(new Map<string, ReactNode>());
  const order = useRef<string[]>([]);
  const [, setDropped] = useState(0);
  const currentKey = useRef(key);
  currentKey.current = key;

  // The cache follows the location during render so the page shows in the same pass.
  if (cacheable) {
    cache.current.set(key, outlet);
    const touched = touchKey(order.current, key, settings.keepAliveMax);
    order.current = touched.keys;
    for (const gone of touched.evicted) cache.current.delete(gone);
  }

  useEffect(() => useKeepAliveStore.getState().setCurrentKey(key), [key]);

  useEffect(() => {
    const open = new Set(visited.map(tabKey));
    // Only tab changes drop pages; the page on screen always stays.
    const closed = [...cache.current.keys()].filter((k) => k !== currentKey.current && !open.has(k));
    if (closed.length === 0) return;
    for (const k of closed) cache.current.delete(k);
    order.current = order.current.filter((k) => !closed.includes(k));
    setDropped((n) => n + 1);
  }, [visited]);

  return (
    <>
      {[...cache.current.entries()].map(([k, element]) => (
        <div key={`${k}#${versions[k] ?? 0}`} className="vab-page" style={k === key ? undefined : { display: 'none' }}>
          <PageActiveContext.Provider value={k === key}>{element}</PageActiveContext.Provider>
        </div>
      ))}
      {!cacheable && (
        <div key={`${key}#${versions[key] ?? 0}`} className="vab-page">
          {outlet}
        </div>
      )}
    </>
  );
}
