import type { Paged, ReportRunView } from '@proposal-desk/shared';
import { useCallback, useEffect, useState } from 'react';
import { fetchRuns } from '../../api/report-runs';
import { isOpen } from './run-status';

/** While a run is open the list refreshes on its own, so progress bars move without a click. */
export const LIVE_REFRESH_MS = 2000;

export function useRuns(pageSize = 10) {
  const [pageIndex, setPageIndex] = useState(1);
  const [page, setPage] = useState<Paged<ReportRunView> | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(
    async (quiet = false) => {
      if (!quiet) setLoading(true);
      try {
        setPage(await fetchRuns(pageIndex, pageSize));
      } finally {
        if (!quiet) setLoading(false);
      }
    },
    [pageIndex, pageSize],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const anyOpen = page?.rows.some((run) => isOpen(run.status)) ?? false;
  useEffect(() => {
    if (!anyOpen) return;
    const timer = setInterval(() => void load(true).catch(() => undefined), LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [anyOpen, load]);

  return { page, loading, pageIndex, setPageIndex, reload: () => load() };
}
