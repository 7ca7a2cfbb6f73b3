import { type ThemeConfig } from 'antd';
import { useEffect } from 'react';
import { THEMES, type ThemeSettings } from '../stores/settings';

type ThemeName = ThemeSettings['themeName'];

/**
 * The colours of a theme, chosen for WCAG 2.1 AA (issue 18): the primary colour is at least 4.5:1 against
 * white (links, primary text, white text on primary buttons and the selected menu item), against its light
 * background `primaryBg` (selected rows, the light menu's selected item, the active tab) and against the
 * page's grey #f0f2f5. web/src/layouts/theme-contrast.test.ts checks every pair.
 */
export interface ThemeColours {
  primary: string;
  /** The light tint of the primary colour behind selected things. */
  primaryBg: string;
  /**
   * The primary colour under the pointer (a hovered button's text, border and fill, a hovered link): darker than
   * the primary, between it and antd's pressed shade. antd derives a lighter one, 3.9:1 on white and under a white
   * label (#3581de for the default theme; its link hover #5ea2eb, 2.7:1).
   */
  primaryHover: string;
  /** Side menu, column bar and dark header. */
  menuBg: string;
}

/** The grey behind the pages in every theme (`.vab-layout` in layouts.css). */
export const PAGE_BG = '#f0f2f5';

/**
 * Darker than antd's defaults where these fail on white: #1890ff and #1677ff (4.1:1 and 3.2:1), the green
 * theme's #41b584 (2.6:1). Same hues, a few steps darker.
 */
export const THEME_COLOURS: Record<ThemeName, ThemeColours> = {
  default: { primary: '#1062d2', primaryHover: '#0a54be', primaryBg: '#e6f4ff', menuBg: '#001529' },
  ocean: { primary: '#1264e6', primaryHover: '#0c56d2', primaryBg: '#e6f4ff', menuBg: '#0b2a5b' },
  green: { primary: '#18794e', primaryHover: '#126542', primaryBg: '#e7f4ee', menuBg: '#17302a' },
  white: { primary: '#1062d2', primaryHover: '#0a54be', primaryBg: '#e6f4ff', menuBg: '#ffffff' },
};

/**
 * Text and status colours every theme shares. antd's own are 3.4:1 (secondary text #8c8c8c), 3.3:1 (error
 * #ff4d4f), 2.2:1 (success #52c41a on its tag) and 1.8:1 (warning #faad14, placeholders #bfbfbf); these keep
 * the hues at ≥ 4.5:1 on white, on the page grey and on their own light tag backgrounds (set here too: antd
 * derives a greyish tint from a dark seed).
 */
export const SHARED_TOKENS = {
  // Borders of inputs, selects and default buttons: 3:1 on white (antd's #d9d9d9 is 1.4:1).
  colorBorder: '#8c8c8c',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  colorError: '#cf1322',
  colorErrorBg: '#fff2f0',
  colorErrorBorder: '#ffccc7',
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorWarning: '#8f5a00',
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
} as const;

/**
 * Preset tags ("green", "gold"…) write the palette's 7th shade on its 1st; these were below 4.5:1 and are
 * darkened in layouts.css (antd writes its preset palettes as CSS variables from the seed colours and does
 * not take these shades from `token`): the 8th shade, the 9th for gold and yellow. The other presets pass.
 */
export const PRESET_TAG_TEXT = {
  green: '#237804',
  gold: '#874d00',
  orange: '#ad4e00',
  cyan: '#006d75',
  yellow: '#876800',
  lime: '#3f6600',
  volcano: '#ad2102',
} as const;

/** The primary colour of a theme. */
export const primaryColorFor = (themeName: ThemeName): string => THEME_COLOURS[themeName].primary;

/** Side and header menus are dark in every theme but white. */
export const menuThemeFor = (themeName: ThemeName): 'dark' | 'light' => (themeName === 'white' ? 'light' : 'dark');

/** The antd theme of a theme name (spec §4): primary colour, text and status colours, menu/layout colours. */
export function themeConfigFor(themeName: ThemeName): ThemeConfig {
  const dark = menuThemeFor(themeName) === 'dark';
  const { primary, primaryHover, primaryBg, menuBg } = THEME_COLOURS[themeName];
  return {
    token: {
      ...SHARED_TOKENS,
      colorPrimary: primary,
      colorPrimaryHover: primaryHover,
      colorPrimaryTextHover: primaryHover,
      colorLinkHover: primaryHover,
      colorPrimaryBg: primaryBg,
      colorInfo: primary,
      colorLink: primary,
      borderRadius: 6,
    },
    components: {
      // A table writes its empty row's words (暂无答复, 无) in the disabled grey, 1.8:1; they are text to read.
      Table: { colorTextDisabled: SHARED_TOKENS.colorTextDescription },
      Layout: { siderBg: menuBg, headerBg: dark ? menuBg : '#ffffff', headerPadding: '0 16px', headerHeight: 56 },
      Menu: dark
        ? { darkItemBg: menuBg, darkSubMenuItemBg: 'rgba(0,0,0,0.18)', darkPopupBg: menuBg, darkItemSelectedBg: primary }
        : { itemBg: '#ffffff', itemSelectedBg: primaryBg, itemSelectedColor: primary },
    },
  };
}

/** Keeps the body class `vab-theme-{themeName}` in step with the theme, dropping the old one. */
export function useBodyThemeClass(themeName: ThemeName): void {
  useEffect(() => {
    for (const name of THEMES) document.body.classList.remove(`vab-theme-${name}`);
    document.body.classList.add(`vab-theme-${themeName}`);
  }, [themeName]);
}
