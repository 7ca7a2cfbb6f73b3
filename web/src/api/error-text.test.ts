import { describe, expect, it } from 'vitest';
import { errorToastText, isSuccess, readStatus } from './error-text';

describe('readStatus', () => {
  it('reads the body code first', () => {
    expect(readStatus({ code: 401 }, 200)).toBe(401);
    expect(readStatus({ code: '500' }, 200)).toBe('500');
  });

  it('treats a zero code as the string "0"', () => {
    expect(readStatus({ code: 0 }, 200)).toBe('0');
  });

  it('falls back to the HTTP status', () => {
    expect(readStatus({ msg: 'x' }, 502)).toBe(502);
    expect(readStatus(undefined, 404)).toBe(404);
    expect(readStatus('text', 500)).toBe(500);
  });
});

describe('isSuccess', () => {
  it('accepts 200, 0, "200", "0" only', () => {
    for (const code of [200, 0, '200', '0']) expect(isSuccess(code)).toBe(true);
    for (const code of [201, 401, '500', 'ok']) expect(isSuccess(code)).toBe(false);
  });
});

describe('errorToastText (spec §8)', () => {
  it('prefers the body message', () => {
    expect(errorToastText({ code: 400, msg: '用户名或密码错误' }, 400, 'Bad Request', 'zh')).toBe('异常：用户名或密码错误');
  });

  it('falls back to the status text', () => {
    expect(errorToastText({ code: 502 }, 502, 'Bad Gateway', 'zh')).toBe('异常：Bad Gateway');
  });

  it('falls back to the standard text of the status', () => {
    expect(errorToastText({ code: 404 }, 404, '', 'zh')).toBe('异常：访问资源不存在');
    expect(errorToastText(undefined, 503, '', 'en')).toBe('Error: Service unavailable');
    expect(errorToastText(undefined, 0, '', 'zh')).toBe('异常：服务器发生错误');
  });
});
