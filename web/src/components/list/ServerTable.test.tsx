import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { ServerTable } from './ServerTable';
import { NoopResizeObserver } from './testing';
import type { TableList } from './use-paged-list';

type Row = { id: number; name: string; post: string };

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(async () => {
  await i18n.changeLanguage('zh');
});

const listOf = (change: Partial<TableList<Row, 'name'>>): TableList<Row, 'name'> => ({
  query: { page: 1, size: 20, filters: {} },
  sortFields: ['name'],
  rows: [],
  total: 0,
  loading: false,
  setPage: vi.fn(),
  setSort: vi.fn(),
  ...change,
});

const columns = [
  { title: '姓名', key: 'name', dataIndex: 'name', sorter: true },
  { title: '职务', key: 'post', dataIndex: 'post' },
];

describe('ServerTable', { timeout: 30_000 }, () => {
  it('shows the rows, the total and the server’s sort on its column', () => {
    const list = listOf({
      rows: [{ id: 1, name: '张三', post: '科员' }],
      total: 41,
      query: { page: 1, size: 20, sort: { field: 'name', order: 'desc' }, filters: {} },
    });
    render(<ServerTable rowKey="id" list={list} columns={columns} />);
    expect(screen.getByText('张三')).toBeTruthy();
    expect(screen.getByText('共 41 条')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /姓名/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('asks the list for a sort and a page', () => {
    const list = listOf({ rows: [{ id: 1, name: '张三', post: '科员' }], total: 41 });
    render(<ServerTable rowKey="id" list={list} columns={columns} />);
    fireEvent.click(screen.getByRole('columnheader', { name: /姓名/ }));
    expect(list.setSort).toHaveBeenCalledWith({ field: 'name', order: 'asc' });
    fireEvent.click(screen.getByTitle('3'));
    expect(list.setPage).toHaveBeenCalledWith(3, 20);
  });

  it('says there is no data once answered, and only spins while the first answer is awaited', () => {
    const { rerender, container } = render(<ServerTable rowKey="id" list={listOf({ loading: true })} columns={columns} />);
    expect(container.querySelector('.ant-spin-spinning')).toBeTruthy();
    expect(container.querySelector('.ant-empty')).toBeNull();
    rerender(<ServerTable rowKey="id" list={listOf({})} columns={columns} />);
    expect(container.querySelector('.ant-empty')).toBeTruthy();
    rerender(<ServerTable rowKey="id" list={listOf({})} columns={columns} emptyText="还没有任务" />);
    expect(screen.getByText('还没有任务')).toBeTruthy();
  });
});
