import { describe, expect, it } from 'vitest';
import { columnSortOrder, serverSortOf } from './table-sort';

const FIELDS = ['username', 'last_Login'] as const;

describe('serverSortOf', () => {
  it('maps an antd sorter to the server whitelist', () => {
    expect(serverSortOf({ columnKey: 'last_Login', order: 'descend' }, FIELDS)).toEqual({ sortField: 'last_Login', sortOrder: 'desc' });
    expect(serverSortOf([{ field: 'username', order: 'ascend' }], FIELDS)).toEqual({ sortField: 'username', sortOrder: 'asc' });
  });

  it('drops a cleared sort or a field the server does not sort by', () => {
    expect(serverSortOf({ columnKey: 'username', order: null }, FIELDS)).toEqual({ sortField: undefined, sortOrder: undefined });
    expect(serverSortOf({ columnKey: 'roles', order: 'ascend' }, FIELDS)).toEqual({ sortField: undefined, sortOrder: undefined });
  });

  it('shows the server sort on its column only', () => {
    expect(columnSortOrder('username', 'username', 'asc')).toBe('ascend');
    expect(columnSortOrder('username', 'username', 'desc')).toBe('descend');
    expect(columnSortOrder('state', 'username', 'asc')).toBeNull();
  });
});
