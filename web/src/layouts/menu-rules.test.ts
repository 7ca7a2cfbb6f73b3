import { describe, expect, it } from 'vitest';
import { buildMenu, flattenMenu, isExternalPath, needsMenuScroll, openKeysFor, resolvePath } from './menu-rules';
import { route, SAMPLE_ROUTES } from './test-routes';

const user = { admin: false, role: ['npcStaff'], ability: [] };
const admin = { admin: true, role: ['admin'], ability: [] };

describe('menu visibility rules', () => {
  it('promotes a group with exactly one visible child to that child', () => {
    const menu = buildMenu(SAMPLE_ROUTES, user);
    expect(menu.map((e) => e.path)).toEqual(['/index', '/delegate/delegateList']);
    expect(menu[0]?.children).toEqual([]);
  });

  it('keeps a group with one child when alwaysShow is set', () => {
    const routes = [route('/delegate', '代表委员', { alwaysShow: true, children: [route('delegateList', '名单')] })];
    const [group] = buildMenu(routes, user);
    expect(group?.path).toBe('/delegate');
    expect(group?.children.map((c) => c.path)).toEqual(['/delegate/delegateList']);
  });

  it('skips hidden routes, the wildcard and routes whose roles the user lacks', () => {
    const paths = flattenMenu(buildMenu(SAMPLE_ROUTES, user)).map((e) => e.path);
    expect(paths).not.toContain('/hiddenPrint');
    expect(paths).not.toContain('/setting/userManagement');
    expect(paths.some((p) => p.includes('*'))).toBe(false);
  });

  it('shows role-restricted groups to their role and to admins', () => {
    const forAdmin = buildMenu(SAMPLE_ROUTES, admin);
    expect(forAdmin.map((e) => e.path)).toContain('/setting');
    const forRole = buildMenu(SAMPLE_ROUTES, { admin: false, role: ['admin'], ability: [] });
    expect(forRole.find((e) => e.path === '/setting')?.children).toHaveLength(2);
  });

  it('drops a group none of whose children are visible', () => {
    const routes = [route('/g', 'G', { children: [route('a', 'A', { hidden: true })] })];
    expect(buildMenu(routes, user)).toEqual([]);
  });

  it('detects external and _blank entries', () => {
    expect(['http://a.cn', 'https://a.cn', 'mailto:a@b.cn', 'tel:123'].every(isExternalPath)).toBe(true);
    expect(isExternalPath('/index')).toBe(false);
    const routes = [route('https://example.com', 'Site'), route('/doc', 'Doc', {}, { target: '_blank' })];
    const [site, doc] = buildMenu(routes, user);
    expect(site).toMatchObject({ external: true, blank: false, path: 'https://example.com' });
    expect(doc).toMatchObject({ external: false, blank: true });
  });

  it('resolves child paths and opens the submenu holding the page', () => {
    expect(resolvePath('/', 'index')).toBe('/index');
    expect(resolvePath('/setting', 'userManagement')).toBe('/setting/userManagement');
    expect(resolvePath('/setting', 'https://x.cn')).toBe('https://x.cn');
    expect(openKeysFor(buildMenu(SAMPLE_ROUTES, admin), '/setting/roleManagement')).toEqual(['/setting']);
  });

  it('scrolls submenus with more than 18 children', () => {
    const many = (n: number) => route('/m', 'M', { children: Array.from({ length: n }, (_, i) => route(`p${i}`, `P${i}`)) });
    const [at18] = buildMenu([many(18)], user);
    const [at19] = buildMenu([many(19)], user);
    expect(at18 && needsMenuScroll(at18)).toBe(false);
    expect(at19 && needsMenuScroll(at19)).toBe(true);
  });
});
