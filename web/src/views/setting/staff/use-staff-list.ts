import type { StaffRow } from '@proposal-desk/shared';
import { useCallback, useEffect, useState } from 'react';
import { fetchStaff, type StaffFilterValues, type StaffListParams, type StaffSortField } from '../../../api/staff';

export const DEFAULT_PAGE_SIZE = 20;

/** The query sent to `Staff/GetList`: page, sort and only the filled filter fields. */
export function staffParams(query: StaffListParams): StaffListParams {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params[key] = value;
  return params as unknown as StaffListParams;
}

/** The server-side paged, filtered and sorted staff list. */
export function useStaffList() {
  const [query, setQuery] = useState<StaffListParams>({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [rows, setRows] = useState<StaffRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    fetchStaff(staffParams(query))
      .then(({ data }) => {
        if (!live) return;
        setRows(data.rows);
        setTotal(data.total);
      })
      .catch(() => live && setRows([]))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [query, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const search = useCallback(
    (filter: StaffFilterValues) =>
      setQuery((q) => ({ pageIndex: 1, pageSize: q.pageSize, sortField: q.sortField, sortOrder: q.sortOrder, ...filter })),
    [],
  );
  const page = useCallback((pageIndex: number, pageSize: number) => setQuery((q) => ({ ...q, pageIndex, pageSize })), []);
  const sort = useCallback(
    (sortField?: StaffSortField, sortOrder?: 'asc' | 'desc') => setQuery((q) => ({ ...q, sortField, sortOrder, pageIndex: 1 })),
    [],
  );

  return { query, rows, total, loading, reload, search, page, sort };
}
