import { useEffect, useRef } from 'react';

/**
 * Asks the server again when a kept-alive page comes back on screen: other people's work (or the
 * user's own in another tab) may have changed what it shows while it was hidden.
 */
export function useRefreshOnReturn(onScreen: boolean, refresh: () => unknown): void {
  const wasOnScreen = useRef(onScreen);
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (onScreen && !wasOnScreen.current) latest.current();
    wasOnScreen.current = onScreen;
  }, [onScreen]);
}
