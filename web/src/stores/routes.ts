import type { RouteItem } from '@proposal-desk/shared';
import { create } from 'zustand';

interface RoutesState {
  /** The menu tree from `RoleMenu/GetRoleMenuList`, with the hidden wildcard ensured. */
  routes: RouteItem[];
  setRoutes(routes: RouteItem[]): void;
  reset(): void;
}

export const useRoutesStore = create<RoutesState>((set) => ({
  routes: [],
  setRoutes: (routes) => set({ routes }),
  reset: () => set({ routes: [] }),
}));
