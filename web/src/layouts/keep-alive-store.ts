import { create } from 'zustand';

interface KeepAliveState {
  /** Bumped to re-mount a cached page. */
  versions: Record<string, number>;
  /** The cache key of the page on screen. */
  currentKey: string;
  setCurrentKey(key: string): void;
  refresh(key: string): void;
  refreshCurrent(): void;
}

/** Refresh requests for the keep-alive outlet (header refresh and the tab menu's reload). */
export const useKeepAliveStore = create<KeepAliveState>((set, get) => ({
  versions: {},
  currentKey: '',
  setCurrentKey: (currentKey) => set({ currentKey }),
  refresh: (key) => set((s) => ({ versions: { ...s.versions, [key]: (s.versions[key] ?? 0) + 1 } })),
  refreshCurrent: () => get().refresh(get().currentKey),
}));
