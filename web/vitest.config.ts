import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Component tests (.test.tsx) run in jsdom; logic tests (.test.ts) in plain Node, which starts far
// quicker. A logic test that needs the DOM says so with a `@vitest-environment jsdom` comment.
export default defineConfig({
  plugins: [react()],
  test: {
    setupFiles: ['./src/test-setup.ts'],
    css: false,
    pool: 'threads',
    maxWorkers: 2,
    // Above the 10 s a findBy/waitFor may wait (src/test-setup.ts), so a slow wait fails with its own message.
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'components', environment: 'jsdom', include: ['src/**/*.test.tsx'] } },
      { extends: true, test: { name: 'logic', environment: 'node', include: ['src/**/*.test.ts'] } },
    ],
  },
});
