// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FONT_SCALES } from '../stores/settings';
import { FONT_SIZES, fontScaleVariables, shellSizes, useFontScale, widenColumns, widenScroll, withFontScale } from './font-scale';
import { themeConfigFor } from './theme';

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.documentElement.className = '';
});

describe('large text', () => {
  it('sets the base font to 14, 16 or 18 px, and the controls, header and menu grow with it', () => {
    expect(FONT_SCALES.map((scale) => FONT_SIZES[scale])).toEqual([14, 16, 18]);
    expect(shellSizes('normal')).toEqual({ fontSize: 14, controlHeight: 32, headerHeight: 56, siderWidth: 220, siderCollapsedWidth: 64 });
    expect(shellSizes('large')).toEqual({ fontSize: 16, controlHeight: 36, headerHeight: 64, siderWidth: 250, siderCollapsedWidth: 72 });
    expect(shellSizes('larger')).toEqual({ fontSize: 18, controlHeight: 40, headerHeight: 72, siderWidth: 280, siderCollapsedWidth: 80 });
  });

  it('leaves the theme as it is at normal size, and sets antd’s font and control tokens on top of every theme otherwise', () => {
    for (const name of ['default', 'ocean', 'green', 'white'] as const) {
      const theme = themeConfigFor(name);
      expect(withFontScale(theme, 'normal')).toBe(theme);
      const large = withFontScale(theme, 'larger');
      expect(large.token).toEqual({ ...theme.token, fontSize: 18, controlHeight: 40 });
      expect(large.components?.Layout).toEqual({ ...theme.components?.Layout, headerHeight: 72 });
      expect(large.components?.Menu).toEqual(theme.components?.Menu);
    }
  });

  it('puts the sizes the layout styles read on the root element, and follows a change', () => {
    expect(fontScaleVariables('large')).toEqual({ '--vab-font-size': '16px', '--vab-header-height': '64px' });
    const { rerender, unmount } = renderHook(({ scale }) => useFontScale(scale), {
      initialProps: { scale: 'large' as 'large' | 'normal' },
    });
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--vab-font-size')).toBe('16px');
    expect(root.classList.contains('vab-font-large')).toBe(true);
    rerender({ scale: 'normal' });
    expect(root.style.getPropertyValue('--vab-font-size')).toBe('14px');
    expect(root.style.getPropertyValue('--vab-header-height')).toBe('56px');
    expect(root.classList.contains('vab-font-large')).toBe(false);
    expect(root.classList.contains('vab-font-normal')).toBe(true);
    unmount();
  });

  it('widens a table’s scrolling columns and scroll width with the text, not its fixed ones, and leaves them as they are at normal size', () => {
    const columns = [
      { title: '姓名', width: 110, fixed: 'left' },
      { title: '届次', width: 200 },
      { title: '地址', width: '30%' },
      { title: '联系', children: [{ title: '电话', width: 130 }] },
      { title: '操作', width: 170, fixed: 'right' },
    ];
    expect(widenColumns(columns, 'normal')).toBe(columns);
    expect(widenColumns(columns, 'larger')).toEqual([
      { title: '姓名', width: 110, fixed: 'left' },
      { title: '届次', width: 257 },
      { title: '地址', width: '30%' },
      { title: '联系', children: [{ title: '电话', width: 167 }] },
      { title: '操作', width: 170, fixed: 'right' },
    ]);
    expect(widenScroll(1500, 'large')).toBe(1714);
    expect(widenScroll('max-content', 'larger')).toBe('max-content');
  });
});
