import { describe, expect, it, vi } from 'vitest';
import { serverTableChange } from './server-table-change';

const handlers = () => ({ onSort: vi.fn(), onPage: vi.fn(), pageSize: 20 });
const sortExtra = { action: 'sort' as const, currentDataSource: [] };
const pageExtra = { action: 'paginate' as const, currentDataSource: [] };

describe('serverTableChange', () => {
  it('asks the server for a whitelisted sort, and for none when the column is not sortable or the sort is cleared', () => {
    const h = handlers();
    const onChange = serverTableChange<object, 'name'>(new Set(['name']), h);
    onChange({}, {}, { columnKey: 'name', order: 'descend' }, sortExtra);
    onChange({}, {}, { columnKey: 'name', order: 'ascend' }, sortExtra);
    onChange({}, {}, { columnKey: 'secret', order: 'ascend' }, sortExtra);
    onChange({}, {}, { columnKey: 'name', order: undefined }, sortExtra);
    expect(h.onSort.mock.calls).toEqual([
      ['name', 'desc'],
      ['name', 'asc'],
      [undefined, undefined],
      [undefined, undefined],
    ]);
    expect(h.onPage).not.toHaveBeenCalled();
  });

  it('asks for a page with its size, keeping the current size when none is given', () => {
    const h = handlers();
    const onChange = serverTableChange<object, 'name'>(new Set(['name']), h);
    onChange({ current: 3, pageSize: 50 }, {}, {}, pageExtra);
    onChange({}, {}, {}, pageExtra);
    expect(h.onPage.mock.calls).toEqual([
      [3, 50],
      [1, 20],
    ]);
  });
});
