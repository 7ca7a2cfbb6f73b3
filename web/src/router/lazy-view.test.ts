import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkLoadError, isChunkLoadError, withTimeout } from './lazy-view';

afterEach(() => vi.useRealTimers());

describe('chunk loading', () => {
  it('recognises chunk load failures', () => {
    expect(isChunkLoadError(chunkLoadError('x'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('rejects with a ChunkLoadError when loading is too slow', async () => {
    vi.useFakeTimers();
    const slow = withTimeout(new Promise<never>(() => undefined), 120000);
    vi.advanceTimersByTime(120000);
    await expect(slow).rejects.toMatchObject({ name: 'ChunkLoadError' });
  });

  it('passes a loaded module through', async () => {
    await expect(withTimeout(Promise.resolve(1), 1000)).resolves.toBe(1);
  });
});
