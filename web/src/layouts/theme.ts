import { type ThemeConfig } from 'antd';
import { useEffect } from 'react';
import { THEMES, type ThemeSettings } from '../stores/settings';

type ThemeName = ThemeSettings['themeName'];

const PRIMARY: Record<ThemeName, string> = { default: '#1890ff', ocean: '#1264e6', green: '#41b584', white: '#1890ff' };
const MENU_BG: Record<ThemeName, string> = { default: '#001529', ocean: '#0b2a5b', green: '#17302a', white: '#ffffff' };

/** The primary colour of a theme. */
export const primaryColorFor = (themeName: ThemeName): string => PRIMARY[themeName];

/** Side and header menus are dark in every theme but white. */
export const menuThemeFor = (themeName: ThemeName): 'dark' | 'light' => (themeName === 'white' ? 'light' : 'dark');

/** The antd theme of a theme name (spec §4): primary colour and menu/layout colours. */
export function themeConfigFor(themeName: ThemeName): ThemeConfig {
  const dark = menuThemeFor(themeName) === 'dark';
  const menuBg = MENU_BG[themeName];
  return {
    token: { colorPrimary: PRIMARY[themeName], borderRadius: 6 },
    components: {
      Layout: { siderBg: menuBg, headerBg: dark ? menuBg : '#ffffff', headerPadding: '0 16px', headerHeight: 56 },
      Menu: dark
        ? { darkItemBg: menuBg, darkSubMenuItemBg: 'rgba(0,0,0,0.18)', darkPopupBg: menuBg, darkItemSelectedBg: PRIMARY[themeName] }
        : { itemBg: '#ffffff' },
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
