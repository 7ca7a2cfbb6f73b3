import type { TableProps } from 'antd';

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
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = one?.order && one.columnKey && sortable.has(String(one.columnKey)) ? (String(one.columnKey) as F) : undefined;
      handlers.onSort(field, field ? (one?.order === 'descend' ? 'desc' : 'asc') : undefined);
      return;
    }
    handlers.onPage(pagination.current ?? 1, pagination.pageSize ?? handlers.pageSize);
  };
}
