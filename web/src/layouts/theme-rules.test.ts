// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '../stores/settings';
import { drawerDisabled, headerFixed, randomTheme } from './theme-rules';

describe('theme drawer rules', () => {
  it('enables everything but column style for the default theme on desktop', () => {
    expect(drawerDisabled(DEFAULT_THEME, 'desktop')).toEqual({
      layout: false,
      columnStyle: true,
      fixedHeader: false,
      tabsBarStyle: false,
      showTabsBarIcon: false,
    });
  });

  it('disables tabs style and icons without tabs', () => {
    const d = drawerDisabled({ ...DEFAULT_THEME, showTabs: false }, 'desktop');
    expect(d.tabsBarStyle && d.showTabsBarIcon).toBe(true);
  });

  it('allows column style only for the column layout', () => {
    expect(drawerDisabled({ ...DEFAULT_THEME, layout: 'column' }, 'desktop').columnStyle).toBe(false);
  });

  it('disables fixed header for the common layout, which never fixes it', () => {
    const common = { ...DEFAULT_THEME, layout: 'common' as const, fixedHeader: true };
    expect(drawerDisabled(common, 'desktop').fixedHeader).toBe(true);
    expect(headerFixed(common)).toBe(false);
    expect(headerFixed(DEFAULT_THEME)).toBe(true);
  });

  it('locks the layout on mobile', () => {
    expect(drawerDisabled(DEFAULT_THEME, 'mobile').layout).toBe(true);
  });

  it('random theme picks different values', () => {
    for (const r of [0, 0.3, 0.6, 0.99]) {
      const next = randomTheme(DEFAULT_THEME, () => r);
      expect(next.layout).not.toBe(DEFAULT_THEME.layout);
      expect(next.themeName).not.toBe(DEFAULT_THEME.themeName);
      expect(next.columnStyle).not.toBe(DEFAULT_THEME.columnStyle);
      expect(next.tabsBarStyle).not.toBe(DEFAULT_THEME.tabsBarStyle);
    }
  });
});
