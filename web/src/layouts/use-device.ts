import { useEffect } from 'react';
import { settings } from '../config/settings';
import { useSettingsStore } from '../stores/settings';

/** The device a window width counts as (spec §2: below 992 px is mobile). */
export const deviceForWidth = (width: number): 'desktop' | 'mobile' => (width < settings.mobileBreakpoint ? 'mobile' : 'desktop');

/** Follows the window width: the store folds the sidebar on mobile and restores it on desktop. */
export function useDevice(): void {
  useEffect(() => {
    const handleResize = () => {
      const device = deviceForWidth(window.innerWidth);
      const store = useSettingsStore.getState();
      if (device === store.device) return;
      store.setDevice(device);
    };
    handleResize();
    window.addEventListener('resize', handleResize);
    return () => window.removeEventListener('resize', handleResize);
  }, []);
}
