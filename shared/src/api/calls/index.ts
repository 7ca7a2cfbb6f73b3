import type { ApiCall } from '../call';
import { activityLogCalls } from './activity-log';
import { caseHandlingCalls } from './case-handling';
import { caseOfficeCalls } from './case-office';
import { commitmentsCalls } from './commitments';
import { filesCalls } from './files';
import { membersCalls } from './members';
import { organisationCalls } from './organisation';
import { publicRepliesCalls } from './public-replies';
import { reportRunsCalls } from './report-runs';
import { reportsCalls } from './reports';
import { rolesAndMenusCalls } from './roles-and-menus';
import { settingsCalls } from './settings';
import { signInCalls } from './sign-in';
import { systemCalls } from './system';
import { usersCalls } from './users';

/** Every call of the API, each declared once by name. */
export const API_CALLS = {
  ...systemCalls,
  ...signInCalls,
  ...usersCalls,
  ...activityLogCalls,
  ...rolesAndMenusCalls,
  ...organisationCalls,
  ...membersCalls,
  ...filesCalls,
  ...caseOfficeCalls,
  ...caseHandlingCalls,
  ...commitmentsCalls,
  ...reportsCalls,
  ...reportRunsCalls,
  ...settingsCalls,
  ...publicRepliesCalls,
} satisfies Record<string, ApiCall>;

export type ApiCalls = typeof API_CALLS;
export type CallName = keyof ApiCalls;

/** The path of every call by the call's name (two calls on one path, as GET and POST, share it). */
export const API_PATHS = Object.fromEntries(Object.entries(API_CALLS).map(([name, call]) => [name, call.path])) as {
  readonly [N in CallName]: ApiCalls[N]['path'];
};
