// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useErrorLogStore } from '../../stores/error-log';
import { ServerBusyError } from '../../api/busy-retry';
import { currentRoute, isStorageRefusal, recordError, recordUnexpected, toErrorLogEntry } from './collect-error';
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

describe('recordUnexpected', () => {
  const logged = () => useErrorLogStore.getState().entries.map((e) => e.message);
  it('leaves what the request layer has shown, and logs any other failure a catch meets', () => {
    recordUnexpected(Object.assign(new Error('账号或密码错误'), { code: 400 }));
    recordUnexpected(new ServerBusyError(3, '服务器繁忙'));
    recordUnexpected(new TypeError("Cannot read properties of undefined (reading 'data')"));
    expect(logged()).toEqual(["Cannot read properties of undefined (reading 'data')"]);
  });
  it('leaves storage that is refused or not JSON, and logs anything else', () => {
    recordUnexpected(new SyntaxError('Unexpected token'), isStorageRefusal);
    recordUnexpected(new DOMException('quota', 'QuotaExceededError'), isStorageRefusal);
    recordUnexpected(new RangeError('fault'), isStorageRefusal);
    expect(logged()).toEqual(['fault']);
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
