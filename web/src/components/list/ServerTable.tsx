import { Empty, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { widenColumns, widenScroll } from '../../layouts/font-scale';
import { columnsWidth } from '../table/column-widths';
import { useSettingsStore } from '../../stores/settings';
import { PAGE_SIZES } from './list-query';
import { useFittedTableHeight } from './fitted-height';
import { type RowCard, RowCards } from './RowCards';
import { useNarrowScreen } from './use-narrow-screen';
import { columnSortOrder, serverTableChange } from './table-sort';
import type { TableList } from './use-paged-list';

type PassedOn<R> = Omit<TableProps<R>, 'columns' | 'dataSource' | 'loading' | 'pagination' | 'onChange' | 'rowKey' | 'scroll'>;

export interface ServerTableProps<R, S extends string> extends PassedOn<R> {
  list: TableList<R, S>;
  /** A column with `sorter: true` and a `key` among the list's sort fields is sorted by the server. */
  columns: ColumnsType<R>;
  rowKey: NonNullable<TableProps<R>['rowKey']>;
  /**
   * How wide the table scrolls: a width, 'max-content', or 'columns' — the shown columns' widths summed, so
   * each keeps its width (ellipsis cuts the rest) and none is pushed under a pinned column.
   */
  scrollX?: number | 'max-content' | 'columns';
  /** The filter items above the table (fields and buttons): the table fits the window below them (spec §9). */
  filterItems?: number;
  emptyText?: string;
  /** Offer page sizes (10 / 20 / 50 / 100). */
  sizeChanger?: boolean;
  /** On a phone, the rows as cards (title whole, tags, actions as buttons) instead of the table; the list's name labels them. */
  cards?: { label: string; of(row: R): RowCard };
}

/** A table paged and sorted on the server: the list's rows, total ("共 N 条"), sort, loading and empty states. */
export function ServerTable<R extends object, S extends string>({
  list,
  columns,
  scrollX = 'max-content',
  filterItems = 1,
  emptyText,
  sizeChanger = true,
  cards,
  ...table
}: ServerTableProps<R, S>) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const wrapper = useRef<HTMLDivElement>(null);
  const height = useFittedTableHeight(wrapper, filterItems);
  // The table's body scrolls (both ways): a keyboard must be able to scroll it even when its rows hold no
  // link or button to tab to (WCAG 2.1.1; axe's scrollable-region-focusable). antd offers no prop for it.
  useEffect(() => {
    const body = wrapper.current?.querySelector('.ant-table-body');
    if (body && !body.hasAttribute('tabindex')) body.setAttribute('tabindex', '0');
  });
  const { query } = list;
  // Large text widens the columns with their text.
  const fontScale = useSettingsStore((s) => s.theme.fontScale);
  const sortsBy = (key: unknown): key is S => list.sortFields.some((field) => field === key);
  const shown = widenColumns(columns, fontScale).map((column) =>
    column.sorter === true && sortsBy(column.key) ? { ...column, sortOrder: columnSortOrder(column.key, query.sort) } : column,
  );

  if (narrow && cards)
    return (
      <RowCards
        label={cards.label}
        cards={list.rows.map(cards.of)}
        loading={list.loading}
        emptyText={emptyText}
        paging={{ current: query.page, pageSize: query.size, total: list.total, onChange: list.setPage }}
      />
    );

  return (
    <div ref={wrapper}>
      <Table<R>
        size="middle"
        {...table}
        columns={shown}
        // No rows yet: the spinner alone, without "no data" under it.
        dataSource={list.loading && list.rows.length === 0 ? undefined : list.rows}
        loading={list.loading}
        scroll={{ x: scrollX === 'columns' ? columnsWidth(shown) : widenScroll(scrollX, fontScale), y: height }}
        locale={emptyText ? { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> } : undefined}
        onChange={serverTableChange<R, S>({ ...list, size: query.size })}
        pagination={{
          current: query.page,
          pageSize: query.size,
          total: list.total,
          showSizeChanger: sizeChanger,
          pageSizeOptions: [...PAGE_SIZES],
          showTotal: (total) => t('common.total', { total }),
        }}
      />
    </div>
  );
}
