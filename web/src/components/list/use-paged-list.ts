import type { Envelope, Paged } from '@proposal-desk/shared';
import { keepPreviousData, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefreshOnReturn } from './use-refresh-on-return';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { lastPage, type ListQuery, type ListShape, type ListSort, listSearch, parseListQuery } from './list-query';

/** The cache key of every page of a list: invalidate it after a write the list shows. */
export const listKey = (key: string) => ['list', key] as const;

export interface PagedListSpec<F, S extends string, R> extends ListShape<F, S> {
  /** Names the list's answers in the cache: reload() refreshes every page of it. */
  key: string;
  fetchPage(query: ListQuery<F, S>, signal: AbortSignal): Promise<Envelope<Paged<R>>>;
  /** Other answers a write to this list's rows changes (e.g. the option lists that offer them): reload() refreshes them too. */
  related?: readonly QueryKey[];
  /** While this answers a delay (ms) for the rows on screen, the list refreshes itself quietly. */
  refreshEvery?(rows: R[]): number | false;
}

/** What a server table needs of a list. */
export interface TableList<R, S extends string> {
  query: ListQuery<unknown, S>;
  sortFields: readonly S[];
  rows: R[];
  total: number;
  /** True while the rows on screen are not yet the answer to what the user last asked. */
  loading: boolean;
  setPage(page: number, size: number): void;
  setSort(sort: ListSort<S> | undefined): void;
}

export interface PagedList<F, S extends string, R> extends TableList<R, S> {
  /** The list's name (the spec's key). */
  name: string;
  query: ListQuery<F, S>;
  /** Applies filters from page 1 (asks the server again when nothing changed). */
  search(filters: Partial<F>): void;
  /** Asks the server again for every page of this list, e.g. after a save. */
  reload(): Promise<void>;
}

/**
 * A server-paged list whose page, size, sort and filters live in the URL query, so reload, back/forward
 * and a shared link show the same view. Pages stay mounted in hidden tabs: a list reads and writes the
 * URL only while its own path is on screen, and keeps its view while another page's URL shows.
 */
export function usePagedList<F, S extends string, R>(spec: PagedListSpec<F, S, R>): PagedList<F, S, R> {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ownPath = useRef(location.pathname).current;
  const here = location.pathname === ownPath;
  const lastSearch = useRef(location.search);
  if (here) lastSearch.current = location.search;
  const search = lastSearch.current;
  const { filters, sortFields, pageSize } = spec;
  const shape = useMemo(() => ({ filters, sortFields, pageSize }), [filters, sortFields, pageSize]);
  const query = useMemo(() => parseListQuery(search, shape), [search, shape]);
  // When the user last asked for something (opening the page counts): until an answer newer than that
  // arrives, the list shows it loads, even over rows from the cache.
  const [askedAt, setAskedAt] = useState(() => Date.now());

  const answer = useQuery({
    queryKey: [...listKey(spec.key), query],
    queryFn: async ({ signal }) => (await spec.fetchPage(query, signal)).data,
    placeholderData: keepPreviousData,
    refetchInterval: spec.refreshEvery ? (current) => spec.refreshEvery?.(current.state.data?.rows ?? []) ?? false : undefined,
  });

  useRefreshOnReturn(here, () => void answer.refetch());

  const show = useCallback(
    (next: ListQuery<F, S>, replace = false) => void navigate({ pathname: ownPath, search: listSearch(next, shape) }, { replace }),
    [navigate, ownPath, shape],
  );

  const { key, related } = spec;
  const reload = useCallback(async () => {
    setAskedAt(Date.now());
    await Promise.all([listKey(key), ...(related ?? [])].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }, [queryClient, key, related]);

  const go = useCallback(
    (next: ListQuery<F, S>) => {
      if (!here) return;
      setAskedAt(Date.now());
      const target = listSearch(next, shape);
      if (target !== search) show(next);
      // The same view asked again (查询 with unchanged filters) is asked of the server again.
      if (target === listSearch(query, shape)) void reload();
    },
    [here, shape, search, query, reload, show],
  );

  // A page past the end (a stale link, or the last row of the last page deleted) moves to the last page.
  const data = answer.isPlaceholderData ? undefined : answer.data;
  useEffect(() => {
    if (!here || !data || data.rows.length > 0 || query.page === 1) return;
    const last = lastPage(data.total, query.size);
    if (query.page > last) show({ ...query, page: last }, true);
  }, [here, data, query, show]);

  return {
    name: key,
    query,
    sortFields,
    rows: answer.data?.rows ?? [],
    total: answer.data?.total ?? 0,
    loading: answer.isFetching && (answer.isPending || answer.isPlaceholderData || answer.dataUpdatedAt < askedAt),
    search: (next) => go({ ...query, filters: next, page: 1 }),
    setPage: (page, size) => go({ ...query, page: size === query.size ? page : 1, size }),
    setSort: (sort) => go({ ...query, sort, page: 1 }),
    reload,
  };
}
