import { Router } from 'express';
import type { AppContext } from '../app-context';
import { userRouter } from './user/user';
import { userAdminRouter } from './user/user-admin';
import { roleMenuRouter } from './role-menu/role-menu';
import { roleRouter } from './role/role';
import { departmentRouter } from './department/department';
import { menuRouter } from './menu/menu';
import { staffRouter } from './staff/staff';
import { holidayRouter } from './holiday/holiday';
import { hrStaffRouter } from './members/hr-staff';
import { uploadRouter } from './upload/upload';
import { noticeRouter } from './notices/notices';
import { logRouter } from './log/log';
import { caseActionRouter } from './cases/case-actions';
import { unitActionRouter } from './cases/unit-actions';
import { caseRouter } from './cases/cases';
import { caseImportRouter } from './cases/case-import-route';
import { reportDataRouter } from './report/report-data';
import { reportFilesRouter } from './report/report-files';
import { reportRunRouter } from './report-run/report-run';
import { reportScheduleRouter } from './report-run/report-schedule';

/** Every authenticated /api router; each resource adds its own here. */
export function apiRouters(ctx: AppContext): Router {
  const router = Router();
  router.use(userRouter(ctx));
  router.use(userAdminRouter(ctx));
  router.use(roleMenuRouter(ctx));
  router.use(roleRouter(ctx));
  router.use(departmentRouter(ctx));
  router.use(menuRouter(ctx));
  router.use(staffRouter(ctx));
  router.use(holidayRouter(ctx));
  router.use(hrStaffRouter(ctx));
  router.use(uploadRouter(ctx));
  router.use(noticeRouter(ctx));
  router.use(logRouter(ctx));
  router.use(caseRouter(ctx));
  router.use(caseActionRouter(ctx));
  router.use(unitActionRouter(ctx));
  router.use(caseImportRouter(ctx));
  router.use(reportDataRouter(ctx));
  router.use(reportFilesRouter(ctx));
  router.use(reportRunRouter(ctx));
  router.use(reportScheduleRouter(ctx));
  return router;
}
