import type { RouteItem, RouteMeta } from '@proposal-desk/shared';

/** Builds a route for tests. */
export function route(path: string, title: string, extra: Partial<RouteItem> = {}, meta: RouteMeta = {}): RouteItem {
  return { path, name: title, component: 'View', meta: { title, ...meta }, children: [], ...extra };
}

/** A menu tree shaped like the server's. */
export const SAMPLE_ROUTES: RouteItem[] = [
  route('/', '首页', {
    component: 'Layout',
    redirect: '/index',
    children: [route('index', '首页', {}, { affix: true, icon: 'home-2-line' })],
  }),
  route('/delegate', '代表委员', { component: 'Layout', children: [route('delegateList', '代表委员名单')] }),
  route('/setting', '系统设置', {
    component: 'Layout',
    redirect: '/setting/userManagement',
    meta: { title: '系统设置', roles: ['admin'] },
    children: [route('userManagement', '用户管理'), route('roleManagement', '角色管理')],
  }),
  route('/hiddenPrint', '打印', { hidden: true }),
  route('*', '', { redirect: '/404', hidden: true }),
];
