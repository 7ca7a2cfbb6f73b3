import { describe, expect, it } from 'vitest';
import { staticTitleKey } from './static-titles';
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

describe('staticTitleKey', () => {
  it('names the static pages', () => {
    expect(staticTitleKey('/login')).toBe('router.login');
    expect(staticTitleKey('/404')).toBe('router.notFound');
    expect(staticTitleKey('/caseDLGDerPrint')).toBe('router.print');
    expect(staticTitleKey('/index')).toBeUndefined();
  });
});
