import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRefreshOnReturn } from './use-refresh-on-return';

describe('useRefreshOnReturn', () => {
  it('refreshes each time the page comes back on screen, never while it stays or leaves', () => {
    const refresh = vi.fn();
    const { rerender } = renderHook(({ onScreen }) => useRefreshOnReturn(onScreen, refresh), { initialProps: { onScreen: true } });
    rerender({ onScreen: true });
    expect(refresh).not.toHaveBeenCalled();
    rerender({ onScreen: false });
    expect(refresh).not.toHaveBeenCalled();
    rerender({ onScreen: true });
    expect(refresh).toHaveBeenCalledTimes(1);
    rerender({ onScreen: false });
    rerender({ onScreen: true });
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
