import type { SorterResult } from 'antd/es/table/interface';

/** The server's sort of an antd table sorter: a whitelisted field and asc/desc, or none. */
export function serverSortOf<F extends string, R>(
  sorter: SorterResult<R> | SorterResult<R>[],
  fields: readonly F[],
): { sortField?: F; sortOrder?: 'asc' | 'desc' } {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  const field = String(one?.columnKey ?? one?.field ?? '');
  if (!one?.order || !(fields as readonly string[]).includes(field)) return { sortField: undefined, sortOrder: undefined };
  return { sortField: field as F, sortOrder: one.order === 'ascend' ? 'asc' : 'desc' };
}

/** The antd sort order a column shows for the server's current sort. */
export const columnSortOrder = (column: string, sortField?: string, sortOrder?: 'asc' | 'desc') =>
  column === sortField ? (sortOrder === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;
