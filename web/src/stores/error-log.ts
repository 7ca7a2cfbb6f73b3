import { create } from 'zustand';

/** An uncaught UI error as the error-log dialog shows it. */
export interface ErrorLogEntry {
  route: string;
  message: string;
  details: string;
  time: number;
}

interface ErrorLogState {
  entries: ErrorLogEntry[];
  add(entry: ErrorLogEntry): void;
  clear(): void;
}

export const useErrorLogStore = create<ErrorLogState>((set) => ({
  entries: [],
  add: (entry) => set((s) => ({ entries: [entry, ...s.entries].slice(0, 100) })),
  clear: () => set({ entries: [] }),
}));
