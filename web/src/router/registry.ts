import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyView } from './lazy-view';

/** The main layout of every 'Layout' route (owned by the shell). */
export const MainLayoutView = lazyView(() => import('../layouts/MainLayout').then((m) => ({ default: m.MainLayout })));

/**
 * Menu component name → page. Names missing here (pages not built yet) render UnknownView, never a
 * crash; add a line when a page lands.
 */
export const VIEW_REGISTRY: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  Index: lazyView(() => import('../views/index/Index')),
};
