import { create } from 'zustand';

interface LoadingState {
  pending: number;
  begin(): void;
  end(): void;
}

/** Counts the calls that show the loading overlay (URLs containing doEdit). */
export const useLoadingStore = create<LoadingState>((set) => ({
  pending: 0,
  begin: () => set((s) => ({ pending: s.pending + 1 })),
  end: () => set((s) => ({ pending: Math.max(0, s.pending - 1) })),
}));
