import { useSyncExternalStore } from 'react';

/** Narrower than antd's `md` breakpoint (768 px): a phone held upright, where a wide table cannot be read. */
export const NARROW_SCREEN_QUERY = '(max-width: 767.98px)';

const subscribe = (changed: () => void) => {
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

/** Whether the window is phone-narrow now (and follows it as the window turns or resizes). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_SCREEN_QUERY).matches,
    () => false,
  );
}
