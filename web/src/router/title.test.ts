import { describe, expect, it } from 'vitest';
import { printTitle, staticTitleKey } from './static-titles';
import { pageTitle } from './title';

const t = (key: string) => ({ 'common.appTitle': '建议提案办理系统', 'router.login': '登录' })[key] ?? key;

describe('pageTitle', () => {
  it('joins the page title, the separator and the product title', () => {
    expect(pageTitle('用户管理', t)).toBe('用户管理 - 建议提案办理系统');
    expect(pageTitle('router.login', t)).toBe('登录 - 建议提案办理系统');
  });

  it('is the product title alone without a page title', () => {
    expect(pageTitle(undefined, t)).toBe('建议提案办理系统');
    expect(pageTitle('', t)).toBe('建议提案办理系统');
  });
});

describe('printTitle', () => {
  it('names a print page after its report, in the language asked', () => {
    expect(printTitle('/caseStatusReportPrint', 'zh')).toBe('办理状态统计');
    expect(printTitle('/caseStatusReportPrint', 'en')).toBe('Status statistics');
    expect(printTitle('/npcContentAdvicePrint', 'zh')).toBe('代表建议');
    expect(printTitle('/index', 'zh')).toBeUndefined();
  });
});

describe('staticTitleKey', () => {
  it('names the static pages', () => {
    expect(staticTitleKey('/login')).toBe('router.login');
    expect(staticTitleKey('/404')).toBe('router.notFound');
    expect(staticTitleKey('/caseDLGDerPrint')).toBe('router.print');
    expect(staticTitleKey('/index')).toBeUndefined();
  });
});
