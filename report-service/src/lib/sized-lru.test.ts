import { estimatedBytes, SizedLru } from './sized-lru';

describe('SizedLru', () => {
  const lru = (maxBytes: number) => new SizedLru<string, string>(maxBytes, (key, value) => key.length + value.length);

  it('lets the least recently used entries go once their bytes pass the bound', () => {
    const cache = lru(10);
    cache.set('a', '1234');
    cache.set('b', '1234');
    expect(cache.get('a')).toBe('1234');
    cache.set('c', '1234');
    expect([...cache.entries()].map(([key]) => key)).toEqual(['a', 'c']);
    expect(cache.bytes).toBe(10);
  });

  it('measures a value changed in place again', () => {
    const cache = new SizedLru<string, string[]>(20, (_key, value) => value.join('').length);
    const first = ['aaaa'];
    cache.set('first', first);
    cache.set('second', ['bbbb']);
    const second = cache.peek('second')!;
    second.push('x'.repeat(14));
    cache.resize('second');
    expect(cache.peek('first')).toBeUndefined();
    expect(cache.bytes).toBe(18);
  });

  it('keeps nothing with a bound of 0, and counts deletions', () => {
    const none = lru(0);
    none.set('a', '1');
    expect(none.size).toBe(0);
    const cache = lru(100);
    cache.set('a', '123');
    cache.delete('a');
    expect(cache.bytes).toBe(0);
  });

  it('estimates an entry by its text as V8 holds it', () => {
    expect(estimatedBytes('k', { name: '张三' })).toBeGreaterThan(2 * JSON.stringify({ name: '张三' }).length);
  });
});
