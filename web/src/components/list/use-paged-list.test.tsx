import { type Envelope, type Paged, STAFF_SORT_FIELDS, StaffListQuery } from '@proposal-desk/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListQuery } from './list-query';
import { LocationProbe, testQueryClient } from './testing';
import { type PagedList, usePagedList } from './use-paged-list';

const FILTERS = StaffListQuery.pick({ keyword: true, deptId: true }).shape;
type Query = ListQuery<{ keyword?: string; deptId?: number }, (typeof STAFF_SORT_FIELDS)[number]>;
type Row = { id: number; name: string };

const envelope = (rows: Row[], total = rows.length): Envelope<Paged<Row>> => ({
  code: 200,
  msg: '',
  success: true,
  data: { rows, total, pageIndex: 1, pageSize: 20 },
});

/** Each call to the server waits until the test answers it. */
function pendingServer() {
  const calls: { query: Query; signal: AbortSignal; answer(rows: Row[], total?: number): void }[] = [];
  const fetchPage = vi.fn(
    (query: Query, signal: AbortSignal) =>
      new Promise<Envelope<Paged<Row>>>((resolve) =>
        calls.push({ query, signal, answer: (rows, total) => resolve(envelope(rows, total)) }),
      ),
  );
  return { calls, fetchPage };
}

let server = pendingServer();
const lists: Record<string, PagedList<{ keyword?: string; deptId?: number }, (typeof STAFF_SORT_FIELDS)[number], Row>> = {};

function StaffList({ name = 'staff' }: { name?: string }) {
  const list = usePagedList({ key: name, filters: FILTERS, sortFields: STAFF_SORT_FIELDS, fetchPage: server.fetchPage });
  lists[name] = list;
  return (
    <ul aria-label={name} aria-busy={list.loading}>
      {list.rows.map((row) => (
        <li key={row.id}>{row.name}</li>
      ))}
    </ul>
  );
}

function GoTo({ to }: { to: string | number }) {
  const navigate = useNavigate();
  return <button onClick={() => void (typeof to === 'number' ? navigate(to) : navigate(to))}>{`go ${to}`}</button>;
}

function renderAt(path: string, ui: ReactNode) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
        <GoTo to={-1} />
        <GoTo to="/other?page=5&keyword=zzz" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;
const rowsOf = (name = 'staff') => [...screen.getByRole('list', { name }).querySelectorAll('li')].map((li) => li.textContent);

beforeEach(() => {
  server = pendingServer();
});

describe('usePagedList', () => {
  it('shows the view of a shared link, writes every change to the URL, and back restores the previous view', async () => {
    renderAt('/staff?page=2&sort=name&order=desc&keyword=x&deptId=3', <StaffList />);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]!.query).toEqual({
      page: 2,
      size: 20,
      sort: { field: 'name', order: 'desc' },
      filters: { keyword: 'x', deptId: 3 },
    });
    act(() => server.calls[0]!.answer([{ id: 1, name: '甲' }], 41));
    await waitFor(() => expect(rowsOf()).toEqual(['甲']));

    // Filters changed → page 1, the sort kept.
    act(() => lists.staff!.search({ keyword: 'y' }));
    expect(location()).toBe('/staff?sort=name&order=desc&keyword=y');
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1]!.query).toEqual({ page: 1, size: 20, sort: { field: 'name', order: 'desc' }, filters: { keyword: 'y' } });

    act(() => lists.staff!.setPage(3, 20));
    expect(location()).toBe('/staff?page=3&sort=name&order=desc&keyword=y');
    act(() => lists.staff!.setSort(undefined));
    expect(location()).toBe('/staff?keyword=y');
    act(() => lists.staff!.setPage(1, 50));
    expect(location()).toBe('/staff?size=50&keyword=y');

    fireEvent.click(screen.getByRole('button', { name: 'go -1' }));
    expect(location()).toBe('/staff?keyword=y');
    expect(lists.staff!.query).toEqual({ page: 1, size: 20, filters: { keyword: 'y' } });
  });

  it('keeps a bare address for the default view and asks again when 查询 changes nothing', async () => {
    renderAt('/staff?page=abc&size=7&sort=password', <StaffList />);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]!.query).toEqual({ page: 1, size: 20, filters: {} });
    act(() => server.calls[0]!.answer([{ id: 1, name: '甲' }]));
    await waitFor(() => expect(rowsOf()).toEqual(['甲']));

    act(() => lists.staff!.search({ keyword: '' }));
    expect(location()).toBe('/staff');
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
    act(() => server.calls[1]!.answer([{ id: 2, name: '乙' }]));
    await waitFor(() => expect(rowsOf()).toEqual(['乙']));
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('false');
  });

  it('drops a late answer to an older request, and cancels that request', async () => {
    renderAt('/staff', <StaffList />);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    act(() => lists.staff!.setPage(2, 20));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[0]!.signal.aborted).toBe(true);

    act(() => server.calls[1]!.answer([{ id: 2, name: '第二页' }], 41));
    await waitFor(() => expect(rowsOf()).toEqual(['第二页']));
    // The awaited act ends once the late answer and everything it set off have run.
    await act(async () => server.calls[0]!.answer([{ id: 1, name: '第一页' }], 41));
    expect(rowsOf()).toEqual(['第二页']);
  });

  it('reload() asks the server again for the page on screen', async () => {
    renderAt('/staff?page=2', <StaffList />);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    act(() => server.calls[0]!.answer([{ id: 1, name: '旧' }], 41));
    await waitFor(() => expect(rowsOf()).toEqual(['旧']));
    act(() => void lists.staff!.reload());
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1]!.query.page).toBe(2);
    act(() => server.calls[1]!.answer([{ id: 1, name: '新' }], 41));
    await waitFor(() => expect(rowsOf()).toEqual(['新']));
  });

  it('moves from a page past the end to the last page', async () => {
    renderAt('/staff?page=9&keyword=x', <StaffList />);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    act(() => server.calls[0]!.answer([], 41));
    await waitFor(() => expect(location()).toBe('/staff?page=3&keyword=x'));
  });

  it('a page kept alive in a hidden tab neither follows nor writes another page’s URL', async () => {
    renderAt(
      '/staff?keyword=x',
      <>
        <StaffList />
        <Routes>
          <Route path="/other" element={<StaffList name="other" />} />
          <Route path="*" element={null} />
        </Routes>
      </>,
    );
    await waitFor(() => expect(server.calls).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'go /other?page=5&keyword=zzz' }));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1]!.query).toMatchObject({ page: 5, filters: { keyword: 'zzz' } });
    expect(lists.staff!.query).toEqual({ page: 1, size: 20, filters: { keyword: 'x' } });

    act(() => lists.staff!.search({ keyword: 'hidden' }));
    expect(location()).toBe('/other?page=5&keyword=zzz');
    expect(server.calls).toHaveLength(2);
  });
});
