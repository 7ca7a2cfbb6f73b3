import type { Insertable } from 'kysely';
import { ADMIN_ROLE } from '@proposal-desk/shared/src/domain/roles';
import type { RouteMeta } from '@proposal-desk/shared';
import type { MenusTable, RoleMenusTable } from '../schema';
import { type RoleName, ROLE_ORDER, roleId, SETUP_AT } from './organisation';

interface MenuNode {
  path: string;
  name: string;
  component: string;
  redirect?: string;
  hidden?: boolean;
  meta: RouteMeta;
  children?: MenuNode[];
}

const page = (path: string, name: string, title: string, icon: string, extra: RouteMeta = {}): MenuNode => ({
  path,
  name,
  component: name,
  meta: { title, icon, ...extra },
});

/** The route tree the web app builds its menu and routes from; child paths are relative. */
const MENU_TREE: readonly MenuNode[] = [
  {
    path: '/',
    name: 'Root',
    component: 'Layout',
    redirect: '/index',
    meta: { title: '首页', icon: 'home-2-line' },
    children: [page('index', 'Index', '首页', 'home-2-line', { affix: true })],
  },
  {
    path: '/delegate',
    name: 'Delegate',
    component: 'Layout',
    redirect: '/delegate/delegateList',
    meta: { title: '代表委员', icon: 'team-line' },
    children: [page('delegateList', 'DelegateList', '代表委员名单', 'user-3-line')],
  },
  {
    path: '/report',
    name: 'Report',
    component: 'Layout',
    redirect: '/report/reportCenter',
    meta: { title: '报表中心', icon: 'file-chart-line' },
    children: [page('reportCenter', 'ReportCenter', '报表中心', 'printer-line'), page('reportRuns', 'ReportRuns', '报表任务', 'task-line')],
  },
  {
    path: '/log',
    name: 'Log',
    component: 'Layout',
    redirect: '/log/activityLog',
    meta: { title: '操作日志', icon: 'file-list-3-line' },
    children: [page('activityLog', 'ActivityLog', '操作日志', 'history-line')],
  },
  {
    path: '/setting',
    name: 'Setting',
    component: 'Layout',
    redirect: '/setting/userManagement',
    meta: { title: '系统设置', icon: 'settings-3-line', roles: [ADMIN_ROLE] },
    children: [
      page('userManagement', 'UserManagement', '用户管理', 'user-settings-line'),
      page('roleManagement', 'RoleManagement', '角色管理', 'admin-line'),
      page('departmentManagement', 'DepartmentManagement', '部门管理', 'organization-chart'),
      page('menuManagement', 'MenuManagement', '菜单管理', 'menu-line'),
      page('staffManagement', 'StaffManagement', '人员管理', 'contacts-book-line'),
      page('reportSchedules', 'ReportSchedules', '报表计划', 'calendar-schedule-line'),
    ],
  },
  { path: '*', name: 'NotFound', component: '', redirect: '/404', hidden: true, meta: {} },
];

/** Top-level paths each role sees (with all their children); every role also gets '*'. */
const ROLE_SECTIONS: Record<RoleName, readonly string[]> = {
  admin: ['/', '/delegate', '/report', '/log', '/setting'],
  leader: ['/', '/delegate', '/report', '/log'],
  npcStaff: ['/', '/delegate', '/report', '/log'],
  cppccStaff: ['/', '/delegate', '/report', '/log'],
  unitLead: ['/', '/report'],
  unitClerk: ['/', '/report'],
  deputy: ['/', '/report'],
  member: ['/', '/report'],
};

export interface MenuRows {
  menus: Insertable<MenusTable>[];
  roleMenus: Insertable<RoleMenusTable>[];
}

export function buildMenus(): MenuRows {
  const menus: Insertable<MenusTable>[] = [];
  const idsBySection = new Map<string, number[]>();
  const add = (node: MenuNode, parentId: number | null, sort: number): number => {
    const id = menus.length + 1;
    menus.push({
      id,
      parent_id: parentId,
      path: node.path,
      name: node.name,
      component: node.component,
      redirect: node.redirect ?? null,
      hidden: node.hidden ?? false,
      sort,
      meta: JSON.stringify(node.meta),
      created_at: SETUP_AT,
    });
    return id;
  };
  MENU_TREE.forEach((section, index) => {
    const sectionId = add(section, null, index + 1);
    const childIds = (section.children ?? []).map((child, childIndex) => add(child, sectionId, childIndex + 1));
    idsBySection.set(section.path, [sectionId, ...childIds]);
  });

  const roleMenus: Insertable<RoleMenusTable>[] = [];
  for (const role of ROLE_ORDER) {
    for (const section of [...ROLE_SECTIONS[role], '*']) {
      for (const menuId of idsBySection.get(section) ?? []) roleMenus.push({ role_id: roleId(role), menu_id: menuId });
    }
  }
  return { menus, roleMenus };
}
