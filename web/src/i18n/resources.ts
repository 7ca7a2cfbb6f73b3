import { activityLog } from './locales/activity-log';
import { caseAttachments } from './locales/case-attachments';
import { caseClosing } from './locales/case-closing';
import { caseHandling } from './locales/case-handling';
import { caseMine } from './locales/case-mine';
import { cases } from './locales/cases';
import { common } from './locales/common';
import { delegates } from './locales/delegates';
import { dialogs } from './locales/dialogs';
import { holidays } from './locales/holidays';
import { home } from './locales/home';
import { errors } from './locales/errors';
import { figureList } from './locales/figure-list';
import { handlingSettings } from './locales/handling-settings';
import { documentSettings } from './locales/document-settings';
import { publicReplies } from './locales/public-replies';
import { commitments } from './locales/commitments';
import { login } from './locales/login';
import { reportRuns } from './locales/report-runs';
import { reports } from './locales/reports';
import { router } from './locales/router';
import { settingTrees } from './locales/setting-trees';
import { settingUsers } from './locales/setting-users';
import { shell } from './locales/shell';

/**
 * Every area keeps its strings in its own file under locales/ as `{ zh: {...}, en: {...} }` with the
 * same keys in both; they are merged into one `translation` namespace here, dotted by area.
 */
const areas = {
  common,
  login,
  router,
  errors,
  dialogs,
  home,
  shell,
  delegates,
  settingUsers,
  activityLog,
  settingTrees,
  reportRuns,
  reports,
  holidays,
  handlingSettings,
  documentSettings,
  publicReplies,
  commitments,
  figureList,
  cases,
  caseHandling,
  caseMine,
  caseAttachments,
  caseClosing,
};

type Area = { zh: Record<string, unknown>; en: Record<string, unknown> };

function merge(lang: 'zh' | 'en'): Record<string, unknown> {
  return Object.fromEntries(Object.entries(areas as Record<string, Area>).map(([name, area]) => [name, area[lang]]));
}

export const resources = { zh: { translation: merge('zh') }, en: { translation: merge('en') } };
