import { LOG_SORT_FIELDS, LogListQuery, STAFF_SORT_FIELDS, StaffListQuery } from '@proposal-desk/shared';
import { describe, expect, it } from 'vitest';
import { lastPage, listSearch, pageParams, parseListQuery } from './list-query';

const staff = {
  filters: StaffListQuery.pick({ keyword: true, deptId: true, unitId: true }).shape,
  sortFields: STAFF_SORT_FIELDS,
};
const log = { filters: LogListQuery.pick({ user: true, module: true, from: true, to: true }).shape, sortFields: LOG_SORT_FIELDS };

describe('parseListQuery', () => {
  it('reads page, size, sort and the filters a list takes', () => {
    expect(parseListQuery('?page=3&size=50&sort=dept_Name&order=desc&keyword=%E5%BC%A0&deptId=2', staff)).toEqual({
      page: 3,
      size: 50,
      sort: { field: 'dept_Name', order: 'desc' },
      filters: { keyword: '张', deptId: 2 },
    });
    expect(parseListQuery('?module=系统登录&from=2026-03-01&to=2026-03-31', log).filters).toEqual({
      module: '系统登录',
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('answers the default view for an empty query', () => {
    expect(parseListQuery('', staff)).toEqual({ page: 1, size: 20, filters: {} });
    expect(parseListQuery('', { ...staff, pageSize: 10 })).toEqual({ page: 1, size: 10, filters: {} });
  });

  it('falls back on every malformed value: bad page → 1, unknown size, sort or filter dropped', () => {
    for (const page of ['0', '-2', 'abc', '1.5', '99999999999'])
      expect(parseListQuery(`?page=${page}`, staff).page, `page=${page}`).toBe(1);
    expect(parseListQuery('?size=37', staff).size).toBe(20);
    expect(parseListQuery('?sort=password&order=desc', staff).sort).toBeUndefined();
    expect(parseListQuery('?sort=name&order=sideways', staff).sort).toEqual({ field: 'name', order: 'asc' });
    expect(parseListQuery('?deptId=two&unitId=&keyword=%20%20&name=x', staff).filters).toEqual({});
    expect(parseListQuery(`?module=${'长'.repeat(101)}&from=2026-02-30x`, log).filters).toEqual({});
    // A module name the product does not write is still a filter: clients log under names of their own.
    expect(parseListQuery('?module=原客户端模块', log).filters).toEqual({ module: '原客户端模块' });
  });
});

describe('listSearch', () => {
  it('writes only what differs from the default view, so a fresh list keeps a bare address', () => {
    expect(listSearch({ page: 1, size: 20, filters: {} }, staff)).toBe('');
    expect(listSearch({ page: 1, size: 20, filters: { keyword: '', deptId: undefined } }, staff)).toBe('');
    expect(listSearch({ page: 2, size: 50, sort: { field: 'name', order: 'desc' }, filters: { keyword: '张' } }, staff)).toBe(
      '?page=2&size=50&sort=name&order=desc&keyword=%E5%BC%A0',
    );
  });

  it('round-trips through the URL', () => {
    const query = { page: 4, size: 10, sort: { field: 'post' as const, order: 'asc' as const }, filters: { keyword: 'a b&c', unitId: 7 } };
    expect(parseListQuery(listSearch(query, staff), staff)).toEqual(query);
  });
});

describe('pageParams', () => {
  it('sends the page, the sort and only the filled filter fields', () => {
    expect(pageParams({ page: 2, size: 20, sort: { field: 'name', order: 'desc' }, filters: { keyword: '', deptId: 2 } })).toEqual({
      pageIndex: 2,
      pageSize: 20,
      deptId: 2,
      sortField: 'name',
      sortOrder: 'desc',
    });
    expect(pageParams({ page: 1, size: 20, filters: {} })).toEqual({ pageIndex: 1, pageSize: 20 });
  });

  it('knows the last page', () => {
    expect(lastPage(0, 20)).toBe(1);
    expect(lastPage(41, 20)).toBe(3);
    expect(lastPage(40, 20)).toBe(2);
  });
});
