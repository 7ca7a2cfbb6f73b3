import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, type CardProps, Space } from 'antd';
import { type ReactNode, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { columnChoices, densityOf, useTableSettings, visibleColumns } from './column-settings';
import type { FilterField } from './filter-fields';
import { FilterBar } from './FilterBar';
import { ServerTable, type ServerTableProps } from './ServerTable';
import { TableToolbar } from './TableToolbar';
import { useFullWindow } from './use-full-window';
import type { PagedList } from './use-paged-list';
import './list.css';

interface ListPageProps<F, S extends string, R> {
  list: PagedList<F, S, R>;
  filters?: readonly FilterField<F>[];
  /** The primary button above the table that adds a row. */
  add?: { label: string; onClick(): void };
  /** More buttons after it (import, export…). */
  actions?: ReactNode;
  table: Omit<ServerTableProps<R, S>, 'list' | 'filterItems'>;
  card?: Pick<CardProps, 'className' | 'title' | 'extra' | 'tabList' | 'activeTabKey' | 'onTabChange' | 'tabProps'>;
  /** Columns hidden until the user shows them in column settings: what a 1366 px window has no room for beside the key ones. */
  defaultHidden?: readonly string[];
  /** What the list is, above its filters (e.g. what a figure's list counts). */
  intro?: ReactNode;
  /** The page's dialogs. */
  children?: ReactNode;
}

/**
 * A list screen: the filter bar, the buttons with the table tools (column settings and density, kept per
 * user and list; full screen), and the server table fitted below them so its pagination stays in view,
 * in a card.
 */
export function ListPage<F, S extends string, R extends object>(props: ListPageProps<F, S, R>) {
  const { list, filters, add, actions, table, card, intro, defaultHidden, children } = props;
  // A page kept alive in a hidden tab keeps its own path (as its list does).
  const { pathname } = useLocation();
  const ownPath = useRef(pathname).current;
  const settings = useTableSettings(`${ownPath}#${list.name}`, densityOf(table.size), defaultHidden);
  const cardRef = useRef<HTMLDivElement>(null);
  const [full, setFull] = useFullWindow(cardRef, pathname === ownPath);
  // A list with tabs (stages) shows its buttons beside the tabs on a wide screen: one row less above the rows (list.css).
  const className = ['list-page', card?.tabList ? 'list-page-tabbed' : '', full ? 'list-page-full' : '', card?.className ?? '']
    .filter(Boolean)
    .join(' ');

  const buttonsBar = (
    <div className="list-page-bar">
      {add || actions ? (
        <Space wrap>
          {add ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={add.onClick}>
              {add.label}
            </Button>
          ) : null}
          {actions}
        </Space>
      ) : null}
      <TableToolbar
        columns={columnChoices(table.columns)}
        hidden={settings.hidden}
        defaultHidden={defaultHidden}
        onToggleColumn={settings.toggleColumn}
        onResetColumns={settings.resetColumns}
        density={settings.density}
        onDensity={settings.setDensity}
        fullWindow={full}
        onFullWindow={setFull}
      />
    </div>
  );

  return (
    <Card {...card} ref={cardRef} className={className}>
      {intro}
      {filters ? <FilterBar fields={filters} list={list} /> : null}
      {buttonsBar}
      <ServerTable
        {...table}
        size={settings.density}
        columns={visibleColumns(table.columns, settings.hidden)}
        list={list}
        filterItems={filters ? filters.length + 1 : 0}
      />
      {children}
    </Card>
  );
}
