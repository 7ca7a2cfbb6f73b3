import { LAYOUT_COMPONENT, type RouteItem } from '@proposal-desk/shared';
import type { ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { LazyBoundary } from './LazyBoundary';
import { WILDCARD_PATH } from './prepare-routes';
import { resolveView } from './resolve-view';

function viewElement(component: string): ReactNode {
  const resolved = resolveView(component);
  if (resolved.kind === 'unknown') return <resolved.Component name={component} />;
  return (
    <LazyBoundary>
      <resolved.Component />
    </LazyBoundary>
  );
}

function redirectIndex(route: RouteItem): ReactNode {
  return route.redirect ? <Route index element={<Navigate to={route.redirect} replace />} /> : null;
}

/** One route and its children (paths stay as the server wrote them: children relative to parents). */
function renderRoute(route: RouteItem, key: string, insideLayout: boolean): ReactNode {
  if (route.path === WILDCARD_PATH) return <Route key={key} path="*" element={<Navigate to={route.redirect || '/404'} replace />} />;
  const children = route.children ?? [];
  if (children.length === 0) {
    const onlyRedirects = (!route.component || route.component === LAYOUT_COMPONENT) && route.redirect;
    const element = onlyRedirects ? <Navigate to={route.redirect ?? '/'} replace /> : viewElement(route.component);
    return <Route key={key} path={route.path} element={element} />;
  }
  // Layout groups share one layout element (see buildRoutes), so they only group their children here.
  const element =
    insideLayout && route.component === LAYOUT_COMPONENT ? undefined : route.component ? viewElement(route.component) : undefined;
  return (
    <Route key={key} path={route.path} element={element}>
      {redirectIndex(route)}
      {children.map((child, i) => renderRoute(child, `${key}.${i}`, true))}
    </Route>
  );
}

/**
 * React-router routes from the stored menu tree. Every 'Layout' group sits under one pathless main
 * layout route, so moving between sections keeps the layout (and its kept-alive pages) mounted.
 */
export function buildRoutes(list: readonly RouteItem[]): ReactNode[] {
  const isLayoutGroup = (r: RouteItem) => r.component === LAYOUT_COMPONENT && r.path !== WILDCARD_PATH;
  const groups = list.filter(isLayoutGroup);
  const others = list.filter((r) => !isLayoutGroup(r));
  const layout =
    groups.length > 0 ? (
      <Route key="layout" element={viewElement(LAYOUT_COMPONENT)}>
        {groups.map((route, i) => renderRoute(route, `g${i}`, true))}
      </Route>
    ) : null;
  return [layout, ...others.map((route, i) => renderRoute(route, `o${i}`, false))];
}
