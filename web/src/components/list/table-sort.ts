import type { TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { ListSort } from './list-query';

/** The server's sort of an antd table sorter: a whitelisted field and asc/desc, or none. */
export function serverSortOf<F extends string, R>(
  sorter: SorterResult<R> | SorterResult<R>[],
  fields: readonly F[],
): ListSort<F> | undefined {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  const field = fields.find((name) => name === String(one?.columnKey ?? one?.field ?? ''));
  if (!one?.order || !field) return undefined;
  return { field, order: one.order === 'ascend' ? 'asc' : 'desc' };
}

/** The antd sort order a column shows for the server's current sort. */
export const columnSortOrder = (column: string, sort: ListSort<string> | undefined) =>
  column === sort?.field ? (sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

export interface ServerTableHandlers<F extends string> {
  sortFields: readonly F[];
  /** The column the server sorts by (only whitelisted ones), or none. */
  setSort(sort: ListSort<F> | undefined): void;
  setPage(page: number, size: number): void;
  size: number;
}

/** A table's onChange for a list paged and sorted on the server: a sort click asks for a new sort, a page click for a page. */
export function serverTableChange<R, F extends string>(handlers: ServerTableHandlers<F>): NonNullable<TableProps<R>['onChange']> {
  return (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      handlers.setSort(serverSortOf(sorter, handlers.sortFields));
      return;
    }
    handlers.setPage(pagination.current ?? 1, pagination.pageSize ?? handlers.size);
  };
}
