import type { TableProps } from 'antd';
import { serverSortOf } from './table-sort';

export interface ServerTableHandlers<F extends string> {
  /** The column the server sorts by (only whitelisted ones), or none. */
  onSort(field: F | undefined, order: 'asc' | 'desc' | undefined): void;
  onPage(page: number, pageSize: number): void;
  pageSize: number;
}

/** A table's onChange for a list paged and sorted on the server: a sort click asks for a new sort, a page click for a page. */
export function serverTableChange<R, F extends string>(
  sortable: ReadonlySet<string>,
  handlers: ServerTableHandlers<F>,
): NonNullable<TableProps<R>['onChange']> {
  return (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const { sortField, sortOrder } = serverSortOf<F, R>(sorter, [...sortable] as F[]);
      handlers.onSort(sortField, sortOrder);
      return;
    }
    handlers.onPage(pagination.current ?? 1, pagination.pageSize ?? handlers.pageSize);
  };
}
