import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useUserStore } from '../../stores/user';
import { queryClient } from './query-client';

/** Provides the server-state cache; signing out empties it, so the next user never sees the last one's answers. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const signedIn = useUserStore((s) => s.token !== null);
  useEffect(() => {
    if (!signedIn) queryClient.clear();
  }, [signedIn]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
