/** The key a page is cached under: the path, plus the query for routes opened as new tabs. */
export function cacheKeyFor(pathname: string, search: string, dynamicNewTab: boolean | undefined): string {
  return dynamicNewTab ? `${pathname}${search}` : pathname;
}

/**
 * Marks `key` most recently used (last) and evicts the least recently used beyond `max`.
 * Answers the new order and the evicted keys.
 */
export function touchKey(keys: readonly string[], key: string, max: number): { keys: string[]; evicted: string[] } {
  const next = [...keys.filter((k) => k !== key), key];
  const over = Math.max(0, next.length - max);
  return { keys: next.slice(over), evicted: next.slice(0, over) };
}

/** Whether a route is kept alive: everything but noKeepAlive routes. */
export const isCacheable = (noKeepAlive: boolean | undefined): boolean => !noKeepAlive;
