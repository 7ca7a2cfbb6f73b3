import { message } from 'antd';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { settings } from '../config/settings';
import { useAccessStore } from '../stores/access';
import { useRoutesStore } from '../stores/routes';
import { useSettingsStore } from '../stores/settings';
import { useUserStore } from '../stores/user';
import { currentHashPath } from '../utils/navigation';
import { decideNavigation, loginPathFor } from './guard';
import { PageSpinner } from './LazyBoundary';
import { alreadyShown, loadSessionRoutes } from './load-session';
import { progress } from './progress';
import { useDocumentTitle } from './use-document-title';

/** Applies the spec §4 guard to every navigation, then renders the matched route. */
export function RouteGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const token = useUserStore((s) => s.token);
  const full = useAccessStore((s) => s.full);
  const routesReady = useRoutesStore((s) => s.routes.length > 0);
  const showProgressBar = useSettingsStore((s) => s.theme.showProgressBar);
  const loading = useRef(false);
  const fullPath = `${location.pathname}${location.search}`;
  // Routes are built right after the access state, so "known" waits for both.
  const decision = decideNavigation({
    path: location.pathname,
    fullPath,
    hasToken: Boolean(token),
    accessKnown: full && routesReady,
    whitelist: settings.whitelist,
    recordRoute: settings.recordRoute,
  });

  const redirectTo = decision.kind === 'redirect' ? decision.to : '';
  useDocumentTitle(location.pathname);

  useEffect(() => {
    if (!showProgressBar) return undefined;
    progress.start();
    return () => progress.done();
  }, [showProgressBar, location.key]);

  useEffect(() => {
    if (decision.kind === 'continue' && showProgressBar) progress.done();
    if (redirectTo) void navigate(redirectTo, { replace: true });
    if (decision.kind !== 'load' || loading.current) return;
    loading.current = true;
    loadSessionRoutes()
      // Re-navigate only if nothing moved on meanwhile: with the layout's code cached, the new routes
      // render at once and a redirect (`/` → `/index`) has already left; going back would strand the user.
      .then(() => (currentHashPath() === fullPath ? navigate(fullPath, { replace: true }) : undefined))
      .catch((error: unknown) => {
        if (!alreadyShown(error)) void message.error(error instanceof Error ? error.message : String(error));
        useUserStore.getState().resetAll();
        return navigate(loginPathFor(location.pathname, fullPath, settings.recordRoute), { replace: true });
      })
      .finally(() => {
        loading.current = false;
      });
  }, [decision.kind, redirectTo, fullPath, location.pathname, navigate, showProgressBar]);

  return decision.kind === 'continue' ? <Outlet /> : <PageSpinner />;
}
