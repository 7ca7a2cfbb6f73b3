import type { Envelope, Paged } from '@proposal-desk/shared';
import { useCallback, useEffect, useState } from 'react';

export interface PageParams {
  pageIndex: number;
  pageSize: number;
}

/** A server-paged list: the query, its current page, and a reload after a write. */
export function usePagedList<P extends PageParams, R>(fetchPage: (params: P) => Promise<Envelope<Paged<R>>>, initial: P) {
  const [params, setParams] = useState<P>(initial);
  const [page, setPage] = useState<{ rows: R[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const res = await fetchPage(params);
      setPage({ rows: res.data.rows, total: res.data.total });
    } catch {
      // The request layer has shown the error; the previous rows stay.
    } finally {
      setLoading(false);
    }
  }, [fetchPage, params]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** Changes filters (back to page 1) or the page / sort. */
  const update = useCallback((change: Partial<P>, keepPage = false) => {
    setParams((current) => ({ ...current, ...change, ...(keepPage ? {} : { pageIndex: 1 }) }));
  }, []);

  return { params, update, rows: page.rows, total: page.total, loading, reload };
}
