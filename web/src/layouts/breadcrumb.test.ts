import { describe, expect, it } from 'vitest';
import { buildBreadcrumb, findRoute, metaFor, pageRouteAt, patternMatches } from './breadcrumb';
import { route, SAMPLE_ROUTES } from './test-routes';

describe('breadcrumb', () => {
  it('lists the parents then the page', () => {
    expect(buildBreadcrumb(SAMPLE_ROUTES, '/setting/roleManagement')).toEqual([
      { path: '/setting/userManagement', title: '系统设置' },
      { path: '/setting/roleManagement', title: '角色管理' },
    ]);
  });

  it('folds a repeated title (home group and home page)', () => {
    expect(buildBreadcrumb(SAMPLE_ROUTES, '/index')).toEqual([{ path: '/index', title: '首页' }]);
  });

  it('is empty for unknown paths', () => {
    expect(buildBreadcrumb(SAMPLE_ROUTES, '/nowhere')).toEqual([]);
  });

  it('matches params and finds the meta', () => {
    expect(patternMatches('/case/:id', '/case/12')).toBe(true);
    expect(patternMatches('/case/:id', '/case')).toBe(false);
    const routes = [route('/case', 'Cases', { children: [route(':id', 'Case', {}, { dynamicNewTab: true })] })];
    expect(findRoute(routes, '/case/7')?.route.meta.title).toBe('Case');
    expect(metaFor(SAMPLE_ROUTES, '/index').affix).toBe(true);
  });
});

describe('pageRouteAt', () => {
  it('answers leaf pages only, never groups or redirects', () => {
    expect(pageRouteAt(SAMPLE_ROUTES, '/index')?.route.name).toBe('首页');
    expect(pageRouteAt(SAMPLE_ROUTES, '/')).toBeUndefined();
    expect(pageRouteAt(SAMPLE_ROUTES, '/setting')).toBeUndefined();
  });
});
