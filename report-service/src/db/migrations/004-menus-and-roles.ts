import type { Kysely } from 'kysely';
import { ADMIN_ROLE } from '@proposal-desk/shared/src/domain/roles';
import type { RouteMeta } from '@proposal-desk/shared/src/schemas/menu';
import type { ViewName } from '@proposal-desk/shared/src/domain/components';
import { ensureFixedRoles, ensureMenuTree, type FixedRole, type MenuPage, type MenuSection, type RoleSections } from './menu-setup';

/*
 * The fixed roles, the menu tree and the role grants as the demo seed used to write them, now written
 * by a migration: a fresh database gets them here (before any seeding), and an installation seeded
 * earlier already has every row, so nothing changes there. Later screens arrive by `addMenuPage`.
 */

/** The fixed roles, in the order of their ids on a fresh database. */
export const FIXED_ROLES: readonly FixedRole[] = [
  {
    name: 'admin',
    title: '系统管理员',
    description: '管理用户、角色、部门、菜单和人员，可查看全部数据',
    abilities: ['case:read', 'case:handle', 'case:assign', 'report:print', 'report:export', 'delegate:edit', 'log:read', 'setting:manage'],
  },
  {
    name: 'leader',
    title: '办公室领导',
    description: '查看人大、政协两方面的全部建议提案和报表',
    abilities: ['case:read', 'report:print', 'report:export', 'log:read'],
  },
  {
    name: 'npcStaff',
    title: '人大工作人员',
    description: '登记、审查、交办代表建议，维护代表名单',
    abilities: ['case:read', 'case:register', 'case:assign', 'report:print', 'report:export', 'delegate:edit', 'log:read'],
  },
  {
    name: 'cppccStaff',
    title: '政协工作人员',
    description: '登记、审查、交办委员提案，维护委员名单',
    abilities: ['case:read', 'case:register', 'case:assign', 'report:print', 'report:export', 'delegate:edit', 'log:read'],
  },
  {
    name: 'unitLead',
    title: '承办单位负责人',
    description: '签收、办理、答复本单位承办的建议提案，审定答复',
    abilities: ['case:read', 'case:handle', 'case:reply', 'report:print', 'report:export'],
  },
  {
    name: 'unitClerk',
    title: '承办单位经办人',
    description: '签收、办理本单位承办的建议提案，起草答复',
    abilities: ['case:read', 'case:handle', 'report:print'],
  },
  {
    name: 'deputy',
    title: '人大代表',
    description: '提出建议，查看本人领衔或附议的建议，对办理情况测评',
    abilities: ['case:read', 'case:submit', 'case:evaluate', 'report:print'],
  },
  {
    name: 'member',
    title: '政协委员',
    description: '提出提案，查看本人领衔或联名的提案，对办理情况测评',
    abilities: ['case:read', 'case:submit', 'case:evaluate', 'report:print'],
  },
];

const page = (path: string, name: ViewName, title: string, icon: string, extra: RouteMeta = {}): MenuPage => ({
  path,
  name,
  component: name,
  meta: { title, icon, ...extra },
});

/** The route tree the web app builds its menu and routes from; child paths are relative. */
export const BASE_MENU_TREE: readonly MenuSection[] = [
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

export const BASE_ROLE_SECTIONS: RoleSections = {
  admin: ['/', '/delegate', '/report', '/log', '/setting'],
  leader: ['/', '/delegate', '/report', '/log'],
  npcStaff: ['/', '/delegate', '/report', '/log'],
  cppccStaff: ['/', '/delegate', '/report', '/log'],
  unitLead: ['/', '/report'],
  unitClerk: ['/', '/report'],
  deputy: ['/', '/report'],
  member: ['/', '/report'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  const insertedRoles = await ensureFixedRoles(db, FIXED_ROLES);
  await ensureMenuTree(db, BASE_MENU_TREE, BASE_ROLE_SECTIONS, insertedRoles);
}

export async function down(): Promise<void> {
  throw new Error('004-menus-and-roles cannot be undone');
}
