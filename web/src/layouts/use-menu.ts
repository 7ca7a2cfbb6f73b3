import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAccessStore } from '../stores/access';
import { useRoutesStore } from '../stores/routes';
import { useSettingsStore } from '../stores/settings';
import { metaFor } from './breadcrumb';
import { buildMenu, type MenuEntry } from './menu-rules';

/** The menu tree the current user may see. */
export function useMenuEntries(): MenuEntry[] {
  const routes = useRoutesStore((s) => s.routes);
  const admin = useAccessStore((s) => s.admin);
  const role = useAccessStore((s) => s.role);
  const ability = useAccessStore((s) => s.ability);
  return useMemo(() => buildMenu(routes, { admin, role, ability }), [routes, admin, role, ability]);
}

/** Translates a server (Chinese) route title through `shell.menu.*`, falling back to the title. */
export function useMenuTitle(): (title: string) => string {
  const { t } = useTranslation();
  return useCallback((title: string) => (title ? t(`shell.menu.${title}`, { defaultValue: title }) : title), [t]);
}

/** The menu key to highlight: the route's activeMenu, else the current path. */
export function useActiveMenuPath(): string {
  const { pathname } = useLocation();
  const routes = useRoutesStore((s) => s.routes);
  return useMemo(() => metaFor(routes, pathname).activeMenu ?? pathname, [routes, pathname]);
}

/** Opens a menu entry: external links leave, `_blank` targets open `#/path` in a new window; on mobile the menu folds. */
export function useOpenMenuEntry(): (entry: MenuEntry) => void {
  const navigate = useNavigate();
  return useCallback(
    (entry: MenuEntry) => {
      const { device, setCollapse } = useSettingsStore.getState();
      if (device === 'mobile') setCollapse(true);
      if (entry.external) {
        if (entry.blank) window.open(entry.path, '_blank');
        else window.location.assign(entry.path);
      } else if (entry.blank) window.open(`#${entry.path}`, '_blank');
      else void navigate(entry.path);
    },
    [navigate],
  );
}
