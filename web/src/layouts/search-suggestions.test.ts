import type { CaseSearchItem, SearchPerson } from '@proposal-desk/shared';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { caseDetail, caseLink, caseName, filterSuggestions, findScreens, personDetail, personLink, personName } from './search-suggestions';
import { route } from './test-routes';

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

describe('what a person or case result opens', () => {
  const routes = [
    route('/', '首页', { component: 'Layout', children: [route('index', '首页', { component: 'Index' })] }),
    route('/delegate', '代表委员', {
      component: 'Layout',
      children: [route('delegateList', '代表委员名单', { component: 'DelegateList' })],
    }),
    route('/setting', '系统设置', {
      component: 'Layout',
      children: [
        route('userManagement', '用户管理', { component: 'UserManagement' }),
        route('staffManagement', '人员管理', { component: 'StaffManagement' }),
      ],
    }),
    route('/case', '案件', {
      component: 'Layout',
      hidden: true,
      children: [route('detail', '案件详情', { component: 'CaseFile', hidden: true })],
    }),
  ];
  const member: SearchPerson = {
    kind: 'member',
    id: 1,
    name: '徐秀兰',
    body: 'NPC',
    groupName: '东城区代表团',
    sessionId: 3,
    sessionName: '第十六届人民代表大会第三次会议',
  };
  const item: CaseSearchItem = {
    id: 42,
    body: 'NPC',
    kind: 'SUGGESTION',
    caseNo: 'R16-3-0001',
    title: '关于加强社区养老的建议',
    status: 'ASSIGNED',
    sessionName: '第十六届人民代表大会第三次会议',
  };

  it('finds each screen in the routes, hidden case file included', () => {
    expect(findScreens(routes)).toEqual({
      delegates: '/delegate/delegateList',
      staff: '/setting/staffManagement',
      users: '/setting/userManagement',
      caseFile: '/case/detail',
    });
    expect(findScreens([routes[0]!])).toEqual({});
  });

  it('opens a deputy in the delegate list filtered to their name and term, a case in its file', () => {
    const screens = findScreens(routes);
    expect(personLink(member, screens)).toBe(`/delegate/delegateList?Staff_Name=${encodeURIComponent('徐秀兰')}&SPV_ID=3`);
    expect(personLink({ ...member, sessionId: null }, screens)).toBe(`/delegate/delegateList?Staff_Name=${encodeURIComponent('徐秀兰')}`);
    expect(personLink({ kind: 'staff', id: 5, name: '赵敏', post: '联络员', placeName: null }, screens)).toBe(
      `/setting/staffManagement?keyword=${encodeURIComponent('赵敏')}`,
    );
    expect(personLink({ kind: 'user', id: 8, name: '赵敏', username: 'unit02', state: 1 }, screens)).toBe(
      '/setting/userManagement?keyword=unit02',
    );
    expect(caseLink(item, screens)).toBe('/case/detail?id=42');
  });

  it('offers nothing to open where the user has no screen for it', () => {
    expect(personLink(member, {})).toBeNull();
    expect(caseLink(item, { delegates: '/delegate/delegateList' })).toBeNull();
  });

  it('describes people and cases in the language shown', () => {
    const t = ((key: string) =>
      ({ 'shell.searchKinds.deputy': '人大代表', 'shell.searchKinds.user': '用户账号', 'shell.searchDisabled': '已停用' })[key] ??
      key) as unknown as TFunction;
    expect(personDetail(member, t)).toBe('人大代表 · 东城区代表团 · 第十六届人民代表大会第三次会议');
    expect(personDetail({ kind: 'user', id: 9, name: '周国强', username: 'retired01', state: 0 }, t)).toBe('用户账号 · 已停用');
    expect(personName({ kind: 'user', id: 9, name: '周国强', username: 'retired01', state: 0 })).toBe('周国强 (retired01)');
    expect(caseDetail(item, 'zh')).toBe('人大 · 建议 · 已交办 · 第十六届人民代表大会第三次会议');
    expect(caseDetail(item, 'en')).toMatch(/^NPC · Suggestion · /);
    expect(caseName({ ...item, caseNo: null }, t)).toBe('shell.searchNoCaseNo  关于加强社区养老的建议');
  });
});
