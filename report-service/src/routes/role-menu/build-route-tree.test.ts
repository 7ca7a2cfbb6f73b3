import { buildRouteTree, DEFAULT_WILDCARD_ROUTE, type RouteMenu } from './build-route-tree';

let nextId = 1;
function menu(path: string, parentId: number | null, extra: Partial<RouteMenu> = {}): RouteMenu {
  return {
    id: nextId++,
    parent_id: parentId,
    path,
    name: '',
    component: parentId === null ? 'Layout' : 'Index',
    redirect: null,
    hidden: false,
    always_show: false,
    sort: 0,
    meta: { title: path },
    ...extra,
  };
}

const root = menu('/', null, { sort: 1, redirect: '/index' });
const index = menu('index', root.id, { meta: { title: '首页', affix: true, icon: undefined } });
const setting = menu('/setting', null, { sort: 3, meta: { title: '系统设置', roles: ['admin'] } });
const users = menu('userManagement', setting.id, { sort: 2, component: 'UserManagement' });
const roles = menu('roleManagement', setting.id, { sort: 1, component: 'RoleManagement', always_show: true });
const report = menu('/report', null, { sort: 2 });
const reportCenter = menu('reportCenter', report.id, { component: 'ReportCenter' });
const menus = [setting, users, roles, root, index, report, reportCenter];

describe('buildRouteTree', () => {
  it('orders by sort then id and shapes routes in the front-end format', () => {
    const all = new Set(menus.map((m) => m.id));
    const tree = buildRouteTree(menus, all);
    expect(tree.map((r) => r.path)).toEqual(['/', '/report', '/setting', '*']);
    expect(tree[0]).toEqual({
      path: '/',
      name: '',
      component: 'Layout',
      redirect: '/index',
      meta: { title: '/' },
      children: [{ path: 'index', name: '', component: 'Index', meta: { title: '首页', affix: true }, children: [] }],
    });
    expect(tree[2]?.children.map((r) => r.path)).toEqual(['roleManagement', 'userManagement']);
    expect(tree[2]?.children[0]?.alwaysShow).toBe(true);
    expect(tree[2]?.meta.roles).toEqual(['admin']);
  });

  it('keeps only granted leaves and parents with a kept child', () => {
    const tree = buildRouteTree(menus, new Set([users.id, report.id]));
    expect(tree.map((r) => r.path)).toEqual(['/setting', '*']);
    expect(tree[0]?.children.map((r) => r.path)).toEqual(['userManagement']);
  });

  it('appends the default wildcard, or moves the stored one last and hidden', () => {
    expect(buildRouteTree(menus, new Set()).at(-1)).toEqual(DEFAULT_WILDCARD_ROUTE);
    const wildcard = menu('*', null, { sort: -5, component: '', redirect: null, meta: {} });
    const tree = buildRouteTree([wildcard, ...menus], new Set([index.id]));
    expect(tree.map((r) => r.path)).toEqual(['/', '*']);
    expect(tree.at(-1)).toMatchObject({ path: '*', redirect: '/404', hidden: true });
  });
});
