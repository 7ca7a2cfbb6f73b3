import { describe, expect, it } from 'vitest';
import { cacheKeyFor, isCacheable, touchKey } from './keep-alive-cache';

describe('keep-alive cache', () => {
  it('evicts the least recently used page beyond 20', () => {
    let keys: string[] = [];
    for (let i = 0; i < 20; i++) keys = touchKey(keys, `/p${i}`, 20).keys;
    keys = touchKey(keys, '/p0', 20).keys; // p0 used again: p1 is now the oldest
    const result = touchKey(keys, '/p20', 20);
    expect(result.evicted).toEqual(['/p1']);
    expect(result.keys).toHaveLength(20);
    expect(result.keys).toContain('/p0');
    expect(result.keys[result.keys.length - 1]).toBe('/p20');
  });

  it('does not grow when a cached page is revisited', () => {
    const { keys, evicted } = touchKey(['/a', '/b'], '/a', 20);
    expect(keys).toEqual(['/b', '/a']);
    expect(evicted).toEqual([]);
  });

  it('skips noKeepAlive routes and keys new-tab routes by query', () => {
    expect(isCacheable(true)).toBe(false);
    expect(isCacheable(undefined)).toBe(true);
    expect(cacheKeyFor('/detail', '?id=1', true)).toBe('/detail?id=1');
    expect(cacheKeyFor('/detail', '?id=1', false)).toBe('/detail');
  });
});
