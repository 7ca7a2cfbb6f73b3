import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

const inBrowser = typeof window !== 'undefined';

// findBy/waitFor give up after 1 s by default, which a dialog of antd can take to render in jsdom while both
// cores are busy (CI): they wait for what the user would see for up to 10 s and stop as soon as it shows.
configure({ asyncUtilTimeout: 10_000 });

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
