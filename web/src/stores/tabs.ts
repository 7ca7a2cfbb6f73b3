import { create } from 'zustand';

/** A visited route shown as a tab. */
export interface VisitedTab {
  path: string;
  fullPath: string;
  name: string;
  title: string;
  icon?: string;
  affix?: boolean;
  dynamicNewTab?: boolean;
}

interface TabsState {
  visited: VisitedTab[];
  /**
   * The names pages gave their tabs (e.g. a case's 案号), by full path, shown as they are instead of the
   * menu title. Kept apart from `visited`: a page may name its tab before the layout has added it.
   */
  ownTitles: Record<string, string>;
  add(tab: VisitedTab): void;
  /** Names the tab of the page at `fullPath`. */
  nameTab(fullPath: string, title: string): void;
  close(fullPath: string): void;
  closeOthers(fullPath: string): void;
  closeLeft(fullPath: string): void;
  closeRight(fullPath: string): void;
  closeAll(): void;
  reset(): void;
}

/** Adds a visited route: the same path is updated in place, unless it opens a new tab per full path. */
export function addTab(list: VisitedTab[], tab: VisitedTab): VisitedTab[] {
  const key = (t: VisitedTab) => (t.dynamicNewTab ? t.fullPath : t.path);
  const index = list.findIndex((t) => key(t) === key(tab));
  if (index === -1) return [...list, tab];
  return list.map((t, i) => (i === index ? { ...t, ...tab } : t));
}

const keepAffixed = (list: VisitedTab[], keep: (t: VisitedTab, i: number) => boolean) => list.filter((t, i) => t.affix || keep(t, i));

/** Tab operations of spec §2: affixed tabs always stay. */
export const tabOps = {
  close: (list: VisitedTab[], fullPath: string) => keepAffixed(list, (t) => t.fullPath !== fullPath),
  closeOthers: (list: VisitedTab[], fullPath: string) => keepAffixed(list, (t) => t.fullPath === fullPath),
  closeLeft(list: VisitedTab[], fullPath: string) {
    const at = list.findIndex((t) => t.fullPath === fullPath);
    return keepAffixed(list, (_t, i) => i >= at);
  },
  closeRight(list: VisitedTab[], fullPath: string) {
    const at = list.findIndex((t) => t.fullPath === fullPath);
    return keepAffixed(list, (_t, i) => at === -1 || i <= at);
  },
  closeAll: (list: VisitedTab[]) => keepAffixed(list, () => false),
};

/** Where to go after the active tab closed: the last remaining tab, or '/'. */
export function nextPathAfterClose(list: VisitedTab[]): string {
  return list[list.length - 1]?.fullPath ?? '/';
}

export const useTabsStore = create<TabsState>((set) => ({
  visited: [],
  add: (tab) => set((s) => ({ visited: addTab(s.visited, tab) })),
  ownTitles: {},
  nameTab: (fullPath, title) => set((s) => (s.ownTitles[fullPath] === title ? s : { ownTitles: { ...s.ownTitles, [fullPath]: title } })),
  close: (fullPath) => set((s) => ({ visited: tabOps.close(s.visited, fullPath) })),
  closeOthers: (fullPath) => set((s) => ({ visited: tabOps.closeOthers(s.visited, fullPath) })),
  closeLeft: (fullPath) => set((s) => ({ visited: tabOps.closeLeft(s.visited, fullPath) })),
  closeRight: (fullPath) => set((s) => ({ visited: tabOps.closeRight(s.visited, fullPath) })),
  closeAll: () => set((s) => ({ visited: tabOps.closeAll(s.visited) })),
  reset: () => set({ visited: [], ownTitles: {} }),
}));
