import { QueryClient } from '@tanstack/react-query';

/** Answers worth asking again: no answer at all (network, timeout) or a server fault; never a refusal (4xx). */
export function isTransient(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code !== 'number' || Number.isNaN(code) || code >= 500;
}

/**
 * The app's server-state cache: a read is tried once more after a transient failure, a write never;
 * nothing is fetched again because the window regained focus (a list refreshes on a change or a click).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: (failures, error) => failures < 1 && isTransient(error), refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
