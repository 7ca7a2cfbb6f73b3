/** What the guard knows about one navigation. */
export interface GuardInput {
  /** The target pathname, e.g. '/setting/userManagement'. */
  path: string;
  /** The pathname with its query, remembered in the `redirect` query. */
  fullPath: string;
  hasToken: boolean;
  /** Whether the role/ability state is known (the access store's `full`). */
  accessKnown: boolean;
  whitelist: readonly string[];
  recordRoute: boolean;
}

export type GuardDecision =
  | { kind: 'continue' }
  | { kind: 'redirect'; to: string }
  /** Load user info and routes, then re-navigate to the same path. */
  | { kind: 'load' };

/** The sign-in path that remembers `fullPath` (when route recording is on and the path is not '/'). */
export function loginPathFor(path: string, fullPath: string, recordRoute: boolean): string {
  if (path === '/login') return fullPath;
  return recordRoute && path !== '/' ? `/login?redirect=${encodeURIComponent(fullPath)}` : '/login';
}

/** The navigation guard of spec §4, as a pure decision. */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { path, fullPath, hasToken, accessKnown, whitelist, recordRoute } = input;
  if (!hasToken) {
    if (whitelist.includes(path)) return { kind: 'continue' };
    return { kind: 'redirect', to: loginPathFor(path, fullPath, recordRoute) };
  }
  // Signing in sets the token while still on /login: the guard then honours the remembered target.
  if (path === '/login') return { kind: 'redirect', to: redirectTarget(fullPath.slice(path.length)) };
  if (accessKnown) return { kind: 'continue' };
  return { kind: 'load' };
}

/** The path to go to after sign-in: the `redirect` query when it is a local path, else '/'. */
export function redirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}
