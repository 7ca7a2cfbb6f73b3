import { describe, expect, it } from 'vitest';
import { settings } from '../config/settings';
import { decideNavigation, type GuardInput, loginPathFor, redirectTarget } from './guard';

const base: GuardInput = {
  path: '/setting/userManagement',
  fullPath: '/setting/userManagement?page=2',
  hasToken: false,
  accessKnown: false,
  whitelist: settings.whitelist,
  recordRoute: true,
};

describe('decideNavigation (spec §4)', () => {
  it('lets a signed-out user open every whitelisted path', () => {
    for (const path of settings.whitelist) expect(decideNavigation({ ...base, path, fullPath: path })).toEqual({ kind: 'continue' });
  });

  it('sends a signed-out user to login, remembering the target with its query', () => {
    expect(decideNavigation(base)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fsetting%2FuserManagement%3Fpage%3D2' });
  });

  it('does not remember "/" or anything when route recording is off', () => {
    expect(decideNavigation({ ...base, path: '/', fullPath: '/' })).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideNavigation({ ...base, recordRoute: false })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('treats the print and redirect pages as needing sign-in', () => {
    expect(decideNavigation({ ...base, path: '/test', fullPath: '/test' })).toEqual({ kind: 'redirect', to: '/login?redirect=%2Ftest' });
    expect(decideNavigation({ ...base, path: '/redirect/index', fullPath: '/redirect/index' }).kind).toBe('redirect');
  });

  it('sends a signed-in user from /login to the remembered target', () => {
    expect(decideNavigation({ ...base, path: '/login', fullPath: '/login?redirect=%2Flog%2FactivityLog', hasToken: true })).toEqual({
      kind: 'redirect',
      to: '/log/activityLog',
    });
  });

  it('sends a signed-in user from /login to /', () => {
    expect(decideNavigation({ ...base, path: '/login', fullPath: '/login', hasToken: true })).toEqual({ kind: 'redirect', to: '/' });
    expect(decideNavigation({ ...base, path: '/login', fullPath: '/login', hasToken: true, accessKnown: true })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('continues when the token and the access state are known', () => {
    expect(decideNavigation({ ...base, hasToken: true, accessKnown: true })).toEqual({ kind: 'continue' });
  });

  it('loads user info and routes when the access state is unknown', () => {
    expect(decideNavigation({ ...base, hasToken: true })).toEqual({ kind: 'load' });
    expect(decideNavigation({ ...base, path: '/404', fullPath: '/404', hasToken: true })).toEqual({ kind: 'load' });
  });
});

describe('redirectTarget', () => {
  it('answers the redirect query when it is a local path', () => {
    expect(redirectTarget('?redirect=%2Fsetting%2FuserManagement')).toBe('/setting/userManagement');
  });

  it('falls back to / when absent or foreign', () => {
    expect(redirectTarget('')).toBe('/');
    expect(redirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(redirectTarget('?redirect=%2F%2Fevil.example')).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('remembers the path, keeps /login as it is, and forgets "/"', () => {
    expect(loginPathFor('/log/activityLog', '/log/activityLog', true)).toBe('/login?redirect=%2Flog%2FactivityLog');
    expect(loginPathFor('/login', '/login?redirect=%2Fx', true)).toBe('/login?redirect=%2Fx');
    expect(loginPathFor('/', '/', true)).toBe('/login');
    expect(loginPathFor('/x', '/x', false)).toBe('/login');
  });
});
