import { LAYOUT_COMPONENT } from '@proposal-desk/shared';
import type { ComponentType } from 'react';
import { UnknownView } from '../views/error/UnknownView';
import { MainLayoutView, VIEW_REGISTRY } from './registry';

/** What a menu component name renders: the main layout, a registered page, or the "not available" view. */
export type ResolvedView = { kind: 'layout' | 'view'; Component: ComponentType } | { kind: 'unknown'; Component: typeof UnknownView };

export function resolveView(component: string): ResolvedView {
  if (component === LAYOUT_COMPONENT) return { kind: 'layout', Component: MainLayoutView };
  const view = VIEW_REGISTRY[component];
  return view ? { kind: 'view', Component: view } : { kind: 'unknown', Component: UnknownView };
}
