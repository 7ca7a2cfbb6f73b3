import type { ColumnsType } from 'antd/es/table';

/**
 * How wide a table is whose columns all have a width: their sum, to give as `scroll.x`. A table at
 * least this wide lays its columns out at these widths (more room is shared out), and a narrower window
 * scrolls it sideways, so no column is squeezed under the fixed 操作 column.
 */
export function columnsWidth<R>(columns: ColumnsType<R>): number {
  return columns.reduce((sum, column) => {
    if (typeof column.width !== 'number') throw new Error(`Column ${String(column.key ?? column.title)} has no width in pixels`);
    return sum + column.width;
  }, 0);
}
