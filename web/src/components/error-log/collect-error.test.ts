// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useErrorLogStore } from '../../stores/error-log';
import { currentRoute, recordError, toErrorLogEntry } from './collect-error';
import { installErrorCollector } from './install-error-collector';
import { buildSearchLinks } from './search-links';

afterEach(() => useErrorLogStore.getState().clear());

describe('toErrorLogEntry', () => {
  it('takes the message and the stack of an Error', () => {
    const error = new Error('boom');
    const entry = toErrorLogEntry(error, '/index', 42);
    expect(entry).toMatchObject({ route: '/index', message: 'boom', time: 42 });
    expect(entry.details).toContain('boom');
  });
  it('accepts strings and other values', () => {
    expect(toErrorLogEntry('plain', '/', 1).message).toBe('plain');
    expect(toErrorLogEntry({ reason: 'x' }, '/', 1).message).toBe('{"reason":"x"}');
  });
});

describe('currentRoute', () => {
  it('reads the hash route', () => {
    expect(currentRoute('#/setting/userManagement')).toBe('/setting/userManagement');
    expect(currentRoute('')).toBe('/');
  });
});

describe('collector', () => {
  it('records errors and unhandled rejections once installed', () => {
    const uninstall = installErrorCollector();
    window.location.hash = '#/index';
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('render failed'), message: 'render failed' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('async failed');
    window.dispatchEvent(rejection);
    uninstall();
    const messages = useErrorLogStore.getState().entries.map((e) => e.message);
    expect(messages).toEqual(['async failed', 'render failed']);
    expect(useErrorLogStore.getState().entries[0]?.route).toBe('/index');
  });
  it('records directly through recordError', () => {
    recordError(new Error('direct'));
    expect(useErrorLogStore.getState().entries).toHaveLength(1);
  });
});

describe('buildSearchLinks', () => {
  it('links a Baidu and a Google search of the message', () => {
    const links = buildSearchLinks('a b');
    expect(links.map((l) => l.key)).toEqual(['baidu', 'google']);
    expect(links[0]?.url).toBe('https://www.baidu.com/s?wd=a%20b');
    expect(links[1]?.url).toBe('https://www.google.com/search?q=a%20b');
  });
});
