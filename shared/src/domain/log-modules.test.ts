import { isLogModuleName, LOG_MODULE_LABELS, LOG_MODULE_NAMES, LOG_MODULES, logModuleLabel } from './log-modules';
import { CLIENT_LOG_MODULE_MAX, LogBody, LogListQuery, PROFILE_CONFIRM_MODULE } from '../schemas/log';

describe('log modules', () => {
  it('store the Chinese name and label it in either language', () => {
    expect(LOG_MODULES.user).toBe('用户管理');
    expect(PROFILE_CONFIRM_MODULE).toBe('个人信息确认');
    expect(logModuleLabel('系统登录', 'en')).toBe('Sign-in');
    expect(logModuleLabel('系统登录', 'zh')).toBe('系统登录');
    expect(logModuleLabel('旧模块', 'en')).toBe('旧模块');
  });

  it('have one distinct name and label per module', () => {
    const labels = Object.values(LOG_MODULE_LABELS);
    expect(new Set(LOG_MODULE_NAMES).size).toBe(labels.length);
    expect(new Set(labels.map((l) => l.en)).size).toBe(labels.length);
    expect(LOG_MODULE_NAMES.every(isLogModuleName)).toBe(true);
    expect(isLogModuleName('测试')).toBe(false);
  });

  it('are what the filter lists first; a written entry or a filter may name any other module', () => {
    expect(LogListQuery.safeParse({ module: LOG_MODULES.export }).success).toBe(true);
    expect(LogListQuery.safeParse({ module: '' }).data?.module).toBeUndefined();
    expect(LogListQuery.safeParse({ module: ' 个人中心 ' }).data?.module).toBe('个人中心');
    expect(LogBody.safeParse({ Module: PROFILE_CONFIRM_MODULE, Description: '张三确认' }).success).toBe(true);
    expect(LogBody.safeParse({ Module: ' 个人中心 ', Description: 'x' }).data?.Module).toBe('个人中心');
    expect(LogBody.safeParse({ Module: 'M'.repeat(CLIENT_LOG_MODULE_MAX), Description: 'x' }).success).toBe(true);
    expect(LogBody.safeParse({ Module: 'M'.repeat(CLIENT_LOG_MODULE_MAX + 1), Description: 'x' }).error?.issues[0]?.message).toBe(
      'log.moduleTooLong',
    );
    expect(LogBody.safeParse({ Module: '  ', Description: 'x' }).error?.issues[0]?.message).toBe('common.requiredField');
  });
});
