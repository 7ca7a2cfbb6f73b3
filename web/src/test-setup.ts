import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

const inBrowser = typeof window !== 'undefined';

// antd's responsive helpers call matchMedia, which jsdom lacks.
if (inBrowser && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
