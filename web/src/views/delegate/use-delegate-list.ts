import type { MEMBER_SORT_FIELDS, MemberProfile } from '@proposal-desk/shared';
import { useCallback, useEffect, useState } from 'react';
import { fetchMembers, type MemberFilterValues } from '../../api/members';

export type SortField = (typeof MEMBER_SORT_FIELDS)[number];

export interface ListQuery {
  filter: MemberFilterValues;
  pageIndex: number;
  pageSize: number;
  sortField?: SortField;
  sortOrder?: 'asc' | 'desc';
}

export const DEFAULT_PAGE_SIZE = 20;

/** The body sent to GetNpcList and GetExcelData: the filter with the sort, blank fields left out. */
export function filterBody(query: Pick<ListQuery, 'filter' | 'sortField' | 'sortOrder'>): MemberFilterValues {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query.filter)) if (value !== undefined && value !== null && value !== '') body[key] = value;
  if (query.sortField) {
    body.sortField = query.sortField;
    body.sortOrder = query.sortOrder ?? 'asc';
  }
  return body as MemberFilterValues;
}

/** The server-side paged, filtered and sorted delegate list. */
export function useDelegateList() {
  const [query, setQuery] = useState<ListQuery>({ filter: {}, pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [rows, setRows] = useState<MemberProfile[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    fetchMembers(filterBody(query), query.pageIndex, query.pageSize)
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
  const search = useCallback((filter: MemberFilterValues) => setQuery((q) => ({ ...q, filter, pageIndex: 1 })), []);
  const page = useCallback((pageIndex: number, pageSize: number) => setQuery((q) => ({ ...q, pageIndex, pageSize })), []);
  const sort = useCallback(
    (sortField?: SortField, sortOrder?: 'asc' | 'desc') => setQuery((q) => ({ ...q, sortField, sortOrder, pageIndex: 1 })),
    [],
  );

  return { query, rows, total, loading, reload, search, page, sort };
}
