import { describe, expect, it } from 'vitest';
import { filterSuggestions } from './search-suggestions';

const pages = [
  { path: '/index', title: '首页' },
  { path: '/setting/userManagement', title: '用户管理' },
  { path: '/log/activityLog', title: '操作日志' },
];
const english: Record<string, string> = { 首页: 'Home', 用户管理: 'Users', 操作日志: 'Activity log' };
const translate = (title: string) => english[title] ?? title;

describe('search suggestions', () => {
  it('matches the shown title, the original title or the path, ignoring case', () => {
    expect(filterSuggestions(pages, 'users', translate).map((p) => p.path)).toEqual(['/setting/userManagement']);
    expect(filterSuggestions(pages, '日志', translate).map((p) => p.path)).toEqual(['/log/activityLog']);
    expect(filterSuggestions(pages, 'INDEX', translate).map((p) => p.path)).toEqual(['/index']);
  });

  it('suggests nothing for blank text', () => {
    expect(filterSuggestions(pages, '   ', translate)).toEqual([]);
  });
});
