import type { LogEntry } from '@proposal-desk/shared';
import { useCallback, useEffect, useState } from 'react';
import { fetchLogs } from '../../api/logs';
import { DEFAULT_PAGE_SIZE, type LogFilterValues, type LogListState, logQueryOf, type LogSortField } from './log-query';

/** The server-side paged, filtered and sorted activity log. */
export function useActivityLog() {
  const [state, setState] = useState<LogListState>({ filter: {}, pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [rows, setRows] = useState<LogEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let live = true;
    setLoading(true);
    fetchLogs(logQueryOf(state))
      .then(({ data }) => {
        if (!live) return;
        setRows(data.rows);
        setTotal(data.total);
      })
      .catch(() => {
        if (!live) return;
        setRows([]);
        setTotal(0);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [state]);

  const search = useCallback((filter: LogFilterValues) => setState((s) => ({ ...s, filter, pageIndex: 1 })), []);
  const page = useCallback((pageIndex: number, pageSize: number) => setState((s) => ({ ...s, pageIndex, pageSize })), []);
  const sort = useCallback(
    (sortField?: LogSortField, sortOrder?: 'asc' | 'desc') => setState((s) => ({ ...s, sortField, sortOrder, pageIndex: 1 })),
    [],
  );

  return { state, rows, total, loading, search, page, sort };
}
