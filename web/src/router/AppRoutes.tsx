import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useRoutesStore } from '../stores/routes';
import { buildRoutes } from './build-routes';
import { LazyBoundary } from './LazyBoundary';
import { WILDCARD_PATH } from './prepare-routes';
import { PRINT_ROUTES } from './print-routes';
import { RedirectPage } from './RedirectPage';
import { RouteGuard } from './RouteGuard';
import { STATIC_VIEWS } from './static-views';

const lazyElement = (View: ComponentType) => (
  <LazyBoundary>
    <View />
  </LazyBoundary>
);

const STATIC_PAGES: ReadonlyArray<[string, ComponentType]> = [
  ['/login', STATIC_VIEWS.login],
  ['/register', STATIC_VIEWS.register],
  ['/freeLogin', STATIC_VIEWS.freeLogin],
  ['/callback', STATIC_VIEWS.callback],
  ['/403', STATIC_VIEWS.forbidden],
  ['/404', STATIC_VIEWS.notFound],
  ['/public/replies', STATIC_VIEWS.publicReplies],
];

/** Every route of the app: static pages, hidden print pages and the menu's routes, all behind the guard. */
export function AppRoutes() {
  const routes = useRoutesStore((s) => s.routes);
  const hasWildcard = routes.some((r) => r.path === WILDCARD_PATH);
  return (
    <Routes>
      <Route element={<RouteGuard />}>
        {STATIC_PAGES.map(([path, View]) => (
          <Route key={path} path={path} element={lazyElement(View)} />
        ))}
        <Route path="/redirect/*" element={<RedirectPage />} />
        {PRINT_ROUTES.map((path) => (
          <Route key={path} path={path} element={lazyElement(STATIC_VIEWS.print)} />
        ))}
        {buildRoutes(routes)}
        {hasWildcard ? null : <Route path="*" element={<Navigate to="/404" replace />} />}
      </Route>
    </Routes>
  );
}
