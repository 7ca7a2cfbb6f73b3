import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, type CardProps, Space } from 'antd';
import type { ReactNode } from 'react';
import type { FilterField } from './filter-fields';
import { FilterBar } from './FilterBar';
import { ServerTable, type ServerTableProps } from './ServerTable';
import type { PagedList } from './use-paged-list';

interface ListPageProps<F, S extends string, R> {
  list: PagedList<F, S, R>;
  filters?: readonly FilterField<F>[];
  /** The primary button above the table that adds a row. */
  add?: { label: string; onClick(): void };
  /** More buttons after it (import, export…). */
  actions?: ReactNode;
  table: Omit<ServerTableProps<R, S>, 'list' | 'filterItems'>;
  card?: Pick<CardProps, 'className' | 'title' | 'extra' | 'tabList' | 'activeTabKey' | 'onTabChange' | 'tabProps'>;
  /** The page's dialogs. */
  children?: ReactNode;
}

/** A list screen: the filter bar, the buttons, and the server table fitted below them, in a card. */
export function ListPage<F, S extends string, R extends object>(props: ListPageProps<F, S, R>) {
  const { list, filters, add, actions, table, card, children } = props;
  return (
    <Card {...card}>
      {filters ? <FilterBar fields={filters} list={list} /> : null}
      {add || actions ? (
        <Space wrap style={{ marginBottom: 12 }}>
          {add ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={add.onClick}>
              {add.label}
            </Button>
          ) : null}
          {actions}
        </Space>
      ) : null}
      <ServerTable {...table} list={list} filterItems={filters ? filters.length + 1 : 0} />
      {children}
    </Card>
  );
}
