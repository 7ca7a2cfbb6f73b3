import { create } from 'zustand';
import { isStorageRefusal, recordUnexpected } from '../components/error-log/collect-error';
import { settings } from '../config/settings';
import { currentLanguage, storeLanguage } from '../i18n/language';
import type { Language } from '@proposal-desk/shared';

export const LAYOUTS = ['column', 'comprehensive', 'vertical', 'horizontal', 'common'] as const;
export const THEMES = ['default', 'ocean', 'green', 'white'] as const;
export const TABS_BAR_STYLES = ['card', 'smart', 'smooth'] as const;
export const COLUMN_STYLES = ['vertical', 'horizontal', 'card'] as const;
/** Large text (大字模式): the base font of 14, 16 or 18 px (layouts/font-scale.ts). */
export const FONT_SCALES = ['normal', 'large', 'larger'] as const;

export type LayoutName = (typeof LAYOUTS)[number];

/** The theme settings of spec §3 with their defaults. */
export interface ThemeSettings {
  layout: LayoutName;
  themeName: (typeof THEMES)[number];
  columnStyle: (typeof COLUMN_STYLES)[number];
  fixedHeader: boolean;
  showProgressBar: boolean;
  showTabs: boolean;
  tabsBarStyle: (typeof TABS_BAR_STYLES)[number];
  showTabsBarIcon: boolean;
  showLanguage: boolean;
  showRefresh: boolean;
  showSearch: boolean;
  showTheme: boolean;
  showNotice: boolean;
  showFullScreen: boolean;
  /** Large text: the base font size (not in spec §3; an accessibility setting kept with the others). */
  fontScale: (typeof FONT_SCALES)[number];
}

export const DEFAULT_THEME: ThemeSettings = {
  layout: 'vertical',
  themeName: 'default',
  columnStyle: 'card',
  fixedHeader: true,
  showProgressBar: true,
  showTabs: true,
  tabsBarStyle: 'smooth',
  showTabsBarIcon: true,
  showLanguage: true,
  showRefresh: true,
  showSearch: true,
  showTheme: true,
  showNotice: true,
  showFullScreen: true,
  fontScale: 'normal',
};

/** The theme saved in local storage over the defaults (the defaults when none or unreadable). */
export function readStoredTheme(): ThemeSettings {
  try {
    const raw = localStorage.getItem(settings.storageKeys.theme);
    if (!raw) return { ...DEFAULT_THEME };
    const stored = { ...DEFAULT_THEME, ...(JSON.parse(raw) as Partial<ThemeSettings>) };
    // A theme saved before large text existed, or with a size this version does not know, reads as normal text.
    return FONT_SCALES.includes(stored.fontScale) ? stored : { ...stored, fontScale: DEFAULT_THEME.fontScale };
  } catch (error) {
    recordUnexpected(error, isStorageRefusal);
    return { ...DEFAULT_THEME };
  }
}

interface SettingsState {
  theme: ThemeSettings;
  collapse: boolean;
  language: Language;
  device: 'desktop' | 'mobile';
  themeDrawerOpen: boolean;
  /** Changes theme fields in memory (the drawer previews them). */
  updateTheme(patch: Partial<ThemeSettings>): void;
  /** Saves the theme to local storage. */
  saveTheme(): void;
  /** Clears the saved theme and returns to the defaults. */
  resetTheme(): void;
  toggleCollapse(): void;
  setCollapse(collapse: boolean): void;
  setLanguage(language: Language): void;
  setDevice(device: 'desktop' | 'mobile'): void;
  setThemeDrawerOpen(open: boolean): void;
}

/** Theme, layout, sidebar collapse, language and device, kept in local storage as the spec says. */
export const useSettingsStore = create<SettingsState>((set, get) => ({
  theme: readStoredTheme(),
  collapse: localStorage.getItem(settings.storageKeys.collapse) === 'true',
  language: currentLanguage(),
  device: 'desktop',
  themeDrawerOpen: false,
  updateTheme: (patch) => set((s) => ({ theme: { ...s.theme, ...patch } })),
  saveTheme: () => localStorage.setItem(settings.storageKeys.theme, JSON.stringify(get().theme)),
  resetTheme: () => {
    localStorage.removeItem(settings.storageKeys.theme);
    set({ theme: { ...DEFAULT_THEME } });
  },
  toggleCollapse: () => get().setCollapse(!get().collapse),
  setCollapse: (collapse) => {
    // On a phone the sidebar folds away by itself: only a desktop choice is the user's to keep.
    if (get().device === 'desktop') localStorage.setItem(settings.storageKeys.collapse, String(collapse));
    set({ collapse });
  },
  setLanguage: (language) => {
    storeLanguage(language);
    set({ language });
  },
  setDevice: (device) =>
    // A phone folds the sidebar; back on a wide window it is as the user last left it there.
    set({ device, collapse: device === 'mobile' ? true : localStorage.getItem(settings.storageKeys.collapse) === 'true' }),
  setThemeDrawerOpen: (themeDrawerOpen) => set({ themeDrawerOpen }),
}));

/** The layout in force: mobile is always vertical (spec §2). */
export function effectiveLayout(theme: ThemeSettings, device: 'desktop' | 'mobile'): LayoutName {
  return device === 'mobile' ? 'vertical' : theme.layout;
}
