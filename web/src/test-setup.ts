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

// jsdom's window is 1024×768; the components are tested in a desk's window (the E2E suite's 1440×900), where a
// filter bar keeps its fields unfolded. A test of a short window or a phone sets its own size.
if (inBrowser) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1440 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, writable: true, value: 900 });
}

afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
