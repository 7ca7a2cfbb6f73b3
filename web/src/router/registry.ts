import type { ViewName } from '@proposal-desk/shared';
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyView } from './lazy-view';

/** The main layout of every 'Layout' route (owned by the shell). */
export const MainLayoutView = lazyView(() => import('../layouts/MainLayout').then((m) => ({ default: m.MainLayout })));

type View = LazyExoticComponent<ComponentType>;

/**
 * Menu component name → page: every name of VIEW_NAMES has its line (the compiler asks for a new
 * one). A name a menu entry holds that is not in the list renders UnknownView, never a crash.
 */
export const VIEW_REGISTRY: Readonly<Record<string, View>> = {
  Index: lazyView(() => import('../views/index/Index')),
  ReportRuns: lazyView(() => import('../views/report-run/ReportRuns')),
  ReportCenter: lazyView(() => import('../views/report/ReportCenter')),
  FigureAssignments: lazyView(() => import('../views/report/figure-list/FigureAssignments')),
  ReportSchedules: lazyView(() => import('../views/report-schedule/ReportSchedules')),
  UserManagement: lazyView(() => import('../views/setting/user/UserManagement')),
  RoleManagement: lazyView(() => import('../views/setting/role/RoleManagement')),
  ActivityLog: lazyView(() => import('../views/log/ActivityLog')),
  DepartmentManagement: lazyView(() => import('../views/setting/department/DepartmentManagement')),
  MenuManagement: lazyView(() => import('../views/setting/menu/MenuManagement')),
  StaffManagement: lazyView(() => import('../views/setting/staff/StaffManagement')),
  DelegateList: lazyView(() => import('../views/delegate/DelegateList')),
  Holidays: lazyView(() => import('../views/setting/holiday/Holidays')),
  HandlingSettings: lazyView(() => import('../views/setting/handling/HandlingSettings')),
  CaseRegister: lazyView(() => import('../views/case/register/CaseRegister')),
  CaseFile: lazyView(() => import('../views/case/file/CaseFile')),
  UnitAssignments: lazyView(() => import('../views/case/assignments/UnitAssignments')),
  MyCases: lazyView(() => import('../views/case/mine/MyCases')),
  Commitments: lazyView(() => import('../views/case/commitments/Commitments')),
} satisfies Record<ViewName, View>;
