import { LOG_MODULES } from '@proposal-desk/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { clientLabel } from './client-label';
import { logQueryOf } from './log-query';

describe('logQueryOf', () => {
  it('sends only the page when nothing is filtered', () => {
    expect(logQueryOf({ filter: {}, pageIndex: 1, pageSize: 20 })).toEqual({ pageIndex: 1, pageSize: 20 });
    expect(logQueryOf({ filter: { user: '   ', dates: null }, pageIndex: 2, pageSize: 50 })).toEqual({ pageIndex: 2, pageSize: 50 });
  });

  it('maps user, module, days and sort to the query of Log/GetList', () => {
    const query = logQueryOf({
      filter: { user: ' 张 ', module: LOG_MODULES.login, dates: [dayjs('2026-03-01T10:00:00'), dayjs('2026-03-31T23:00:00')] },
      pageIndex: 3,
      pageSize: 20,
      sortField: 'module',
      sortOrder: 'desc',
    });
    expect(query).toEqual({
      pageIndex: 3,
      pageSize: 20,
      user: '张',
      module: '系统登录',
      from: '2026-03-01',
      to: '2026-03-31',
      sortField: 'module',
      sortOrder: 'desc',
    });
  });

  it('keeps an open end of the range open and sorts ascending unless told', () => {
    expect(logQueryOf({ filter: { dates: [null, dayjs('2026-05-04')] }, pageIndex: 1, pageSize: 20, sortField: 'username' })).toEqual({
      pageIndex: 1,
      pageSize: 20,
      to: '2026-05-04',
      sortField: 'username',
      sortOrder: 'asc',
    });
  });
});

describe('clientLabel', () => {
  it('names the browser and the system of a user agent', () => {
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Safari/537.36';
    expect(clientLabel(chrome)).toBe('Chrome 128 · Windows');
    expect(
      clientLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari 17 · iOS');
    expect(clientLabel('supertest')).toBeNull();
    expect(clientLabel('')).toBeNull();
  });
});
