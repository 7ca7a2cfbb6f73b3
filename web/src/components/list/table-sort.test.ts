import { describe, expect, it, vi } from 'vitest';
import { columnSortOrder, serverSortOf, serverTableChange } from './table-sort';

const FIELDS = ['username', 'last_Login'] as const;

describe('serverSortOf', () => {
  it('maps an antd sorter to the server whitelist', () => {
    expect(serverSortOf({ columnKey: 'last_Login', order: 'descend' }, FIELDS)).toEqual({ field: 'last_Login', order: 'desc' });
    expect(serverSortOf([{ field: 'username', order: 'ascend' }], FIELDS)).toEqual({ field: 'username', order: 'asc' });
  });

  it('drops a cleared sort or a field the server does not sort by', () => {
    expect(serverSortOf({ columnKey: 'username', order: null }, FIELDS)).toBeUndefined();
    expect(serverSortOf({ columnKey: 'roles', order: 'ascend' }, FIELDS)).toBeUndefined();
  });

  it('shows the server sort on its column only', () => {
    expect(columnSortOrder('username', { field: 'username', order: 'asc' })).toBe('ascend');
    expect(columnSortOrder('username', { field: 'username', order: 'desc' })).toBe('descend');
    expect(columnSortOrder('state', { field: 'username', order: 'asc' })).toBeNull();
    expect(columnSortOrder('state', undefined)).toBeNull();
  });
});

const handlers = () => ({ setSort: vi.fn(), setPage: vi.fn(), size: 20, sortFields: ['name'] as const });
const sortExtra = { action: 'sort' as const, currentDataSource: [] };
const pageExtra = { action: 'paginate' as const, currentDataSource: [] };

describe('serverTableChange', () => {
  it('asks the server for a whitelisted sort, and for none when the column is not sortable or the sort is cleared', () => {
    const h = handlers();
    const onChange = serverTableChange<object, 'name'>(h);
    onChange({}, {}, { columnKey: 'name', order: 'descend' }, sortExtra);
    onChange({}, {}, { columnKey: 'name', order: 'ascend' }, sortExtra);
    onChange({}, {}, { columnKey: 'secret', order: 'ascend' }, sortExtra);
    onChange({}, {}, { columnKey: 'name', order: undefined }, sortExtra);
    expect(h.setSort.mock.calls).toEqual([[{ field: 'name', order: 'desc' }], [{ field: 'name', order: 'asc' }], [undefined], [undefined]]);
    expect(h.setPage).not.toHaveBeenCalled();
  });

  it('asks for a page with its size, keeping the current size when none is given', () => {
    const h = handlers();
    const onChange = serverTableChange<object, 'name'>(h);
    onChange({ current: 3, pageSize: 50 }, {}, {}, pageExtra);
    onChange({}, {}, {}, pageExtra);
    expect(h.setPage.mock.calls).toEqual([
      [3, 50],
      [1, 20],
    ]);
  });
});
