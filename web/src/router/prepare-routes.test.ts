import { type RouteItem, WILDCARD_PATH as SHARED_WILDCARD } from '@proposal-desk/shared';
import { describe, expect, it } from 'vitest';
import { UnknownView } from '../views/error/UnknownView';
import { assertRouteList, findRouteMeta, joinPath, prepareRoutes, ROUTES_INVALID, WILDCARD_PATH } from './prepare-routes';
import { MainLayoutView, VIEW_REGISTRY } from './registry';
import { resolveView } from './resolve-view';

const page = (path: string, component: string, roles?: string[]): RouteItem => ({
  path,
  name: component,
  component,
  meta: { title: component, roles },
  children: [],
});
const menu: RouteItem[] = [
  { ...page('/', 'Layout'), redirect: '/index', children: [{ ...page('index', 'Index'), meta: { title: '首页', affix: true } }] },
  { ...page('/setting', 'Layout', ['admin']), redirect: '/setting/userManagement', children: [page('userManagement', 'UserManagement')] },
  { ...page('/log', 'Layout'), children: [page('activityLog', 'ActivityLog'), page('secret', 'Secret', ['admin'])] },
];
const staff = { admin: false, role: ['npcStaff'], ability: [] };

describe('assertRouteList', () => {
  it('rejects an answer that is not an array', () => {
    expect(() => assertRouteList({ routes: [] })).toThrow(ROUTES_INVALID);
    expect(() => assertRouteList(null)).toThrow('路由格式返回有误！');
    expect(assertRouteList(menu)).toBe(menu);
  });
});

describe('prepareRoutes', () => {
  it('uses the wildcard of the shared contract', () => {
    expect(WILDCARD_PATH).toBe(SHARED_WILDCARD);
  });

  it('appends the hidden wildcard to /404 when missing', () => {
    const routes = prepareRoutes(menu, { ...staff, admin: true }, true);
    expect(routes.at(-1)).toMatchObject({ path: '*', redirect: '/404', hidden: true });
    expect(prepareRoutes(routes, { ...staff, admin: true }, true).filter((r) => r.path === '*')).toHaveLength(1);
  });

  it('filters routes whose roles fail, at every level, when role control is on', () => {
    const routes = prepareRoutes(menu, staff, true);
    expect(routes.map((r) => r.path)).toEqual(['/', '/log', '*']);
    expect(routes[1]?.children.map((c) => c.path)).toEqual(['activityLog']);
  });

  it('keeps everything for the admin, or when role control is off', () => {
    expect(prepareRoutes(menu, { ...staff, admin: true }, true).map((r) => r.path)).toEqual(['/', '/setting', '/log', '*']);
    expect(prepareRoutes(menu, staff, false).map((r) => r.path)).toEqual(['/', '/setting', '/log', '*']);
  });
});

describe('findRouteMeta', () => {
  it('finds a child by its full path', () => {
    expect(findRouteMeta(menu, '/index')).toMatchObject({ title: '首页', affix: true });
    expect(findRouteMeta(menu, '/setting/userManagement')?.title).toBe('UserManagement');
    expect(findRouteMeta(menu, '/nowhere')).toBeUndefined();
  });

  it('joins paths', () => {
    expect(joinPath('/', 'index')).toBe('/index');
    expect(joinPath('/setting', '/abs')).toBe('/abs');
  });
});

describe('resolveView', () => {
  it('maps Layout to the main layout and registered names to their lazy page', () => {
    expect(resolveView('Layout')).toEqual({ kind: 'layout', Component: MainLayoutView });
    expect(resolveView('Index')).toEqual({ kind: 'view', Component: VIEW_REGISTRY.Index });
  });

  it('renders UnknownView for a name not in the registry', () => {
    expect(resolveView('NoSuchPage')).toEqual({ kind: 'unknown', Component: UnknownView });
  });
});
