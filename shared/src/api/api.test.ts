import { matchKeysCaseInsensitively } from './case-insensitive';
import { isSuccessCode } from './envelope';
import { languageFromHeader } from './languages';
import { translate } from './messages';
import { statusText } from './status-texts';

describe('api contract helpers', () => {
  it('matches field names case-insensitively, preferring the exact name', () => {
    expect(matchKeysCaseInsensitively({ staff_name: 'a', USER_ID: 3 }, ['Staff_Name', 'User_ID'])).toEqual({ Staff_Name: 'a', User_ID: 3 });
    expect(matchKeysCaseInsensitively({ Staff_Name: 'exact', staff_name: 'other' }, ['Staff_Name'])).toEqual({ Staff_Name: 'exact' });
    expect(matchKeysCaseInsensitively({ extra: 1 }, ['x'])).toEqual({ extra: 1 });
  });

  it('treats the configured success codes as success', () => {
    for (const code of [200, 0, '200', '0']) expect(isSuccessCode(code)).toBe(true);
    for (const code of [401, '500', null]) expect(isSuccessCode(code)).toBe(false);
  });

  it('speaks Chinese by default and English on request', () => {
    expect(languageFromHeader(undefined)).toBe('zh');
    expect(languageFromHeader('en-US,en;q=0.9')).toBe('en');
    expect(languageFromHeader('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(translate('login.locked', 'zh', { minutes: 15 })).toBe('登录失败次数过多，账号已锁定，请15分钟后再试');
    expect(translate('logout.success', 'zh')).toBe('退出成功');
    expect(statusText(404)).toBe('访问资源不存在');
    expect(statusText(999, 'en')).toBe('Server error');
  });
});
