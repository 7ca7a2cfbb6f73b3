// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_THEME, effectiveLayout, readStoredTheme, useSettingsStore } from './settings';

afterEach(() => useSettingsStore.getState().resetTheme());

describe('settings store', () => {
  it('saves the theme to local storage only on save', () => {
    useSettingsStore.getState().updateTheme({ layout: 'column', themeName: 'green' });
    expect(localStorage.getItem('theme')).toBeNull();
    useSettingsStore.getState().saveTheme();
    expect(JSON.parse(localStorage.getItem('theme') ?? '{}')).toMatchObject({ layout: 'column', themeName: 'green' });
  });

  it('reset clears local storage and returns to the defaults', () => {
    useSettingsStore.getState().updateTheme({ showTabs: false });
    useSettingsStore.getState().saveTheme();
    useSettingsStore.getState().resetTheme();
    expect(localStorage.getItem('theme')).toBeNull();
    expect(useSettingsStore.getState().theme).toEqual(DEFAULT_THEME);
  });

  it('keeps collapse and language in local storage', () => {
    useSettingsStore.getState().setCollapse(true);
    useSettingsStore.getState().setLanguage('en');
    expect(localStorage.getItem('collapse')).toBe('true');
    expect(localStorage.getItem('language')).toBe('en');
    useSettingsStore.getState().setLanguage('zh');
  });

  it('folds the sidebar on a narrow window and unfolds it as the user left it when the window widens', () => {
    const store = useSettingsStore.getState;
    store().setCollapse(false);
    store().setDevice('mobile');
    expect(store().collapse).toBe(true);
    // Opening and closing the menu on the phone is not the desktop choice.
    store().setCollapse(false);
    store().setCollapse(true);
    store().setDevice('desktop');
    expect(store().collapse).toBe(false);
    expect(localStorage.getItem('collapse')).toBe('false');
  });

  it('starts with normal text, and keeps large text with the other settings when saved', () => {
    expect(DEFAULT_THEME.fontScale).toBe('normal');
    expect(readStoredTheme().fontScale).toBe('normal');
    useSettingsStore.getState().updateTheme({ fontScale: 'larger', themeName: 'ocean' });
    useSettingsStore.getState().saveTheme();
    expect(JSON.parse(localStorage.getItem('theme') ?? '{}')).toMatchObject({ fontScale: 'larger', themeName: 'ocean' });
    // What the next visit reads back.
    expect(readStoredTheme()).toEqual({ ...DEFAULT_THEME, fontScale: 'larger', themeName: 'ocean' });
    useSettingsStore.getState().resetTheme();
    expect(useSettingsStore.getState().theme.fontScale).toBe('normal');
    expect(readStoredTheme().fontScale).toBe('normal');
  });

  it('reads a theme saved before large text existed, or with an unknown size, as normal text', () => {
    localStorage.setItem('theme', JSON.stringify({ layout: 'column', showTabs: false }));
    expect(readStoredTheme()).toEqual({ ...DEFAULT_THEME, layout: 'column', showTabs: false, fontScale: 'normal' });
    localStorage.setItem('theme', JSON.stringify({ layout: 'column', fontScale: 'huge' }));
    expect(readStoredTheme()).toEqual({ ...DEFAULT_THEME, layout: 'column', fontScale: 'normal' });
    localStorage.setItem('theme', JSON.stringify({ fontScale: 'large' }));
    expect(readStoredTheme().fontScale).toBe('large');
    localStorage.removeItem('theme');
  });

  it('forces the vertical layout on mobile', () => {
    const theme = { ...DEFAULT_THEME, layout: 'horizontal' as const };
    expect(effectiveLayout(theme, 'mobile')).toBe('vertical');
    expect(effectiveLayout(theme, 'desktop')).toBe('horizontal');
  });
});
