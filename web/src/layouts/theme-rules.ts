import { COLUMN_STYLES, LAYOUTS, TABS_BAR_STYLES, THEMES, type ThemeSettings } from '../stores/settings';

/** Which theme-drawer controls are disabled (spec §4). */
export interface DrawerDisabled {
  layout: boolean;
  columnStyle: boolean;
  fixedHeader: boolean;
  tabsBarStyle: boolean;
  showTabsBarIcon: boolean;
}

/** Tabs icon and style need tabs; column style only for column; fixed header not for common; layout locked on mobile. */
export function drawerDisabled(theme: ThemeSettings, device: 'desktop' | 'mobile'): DrawerDisabled {
  return {
    layout: device === 'mobile',
    columnStyle: theme.layout !== 'column',
    fixedHeader: theme.layout === 'common',
    tabsBarStyle: !theme.showTabs,
    showTabsBarIcon: !theme.showTabs,
  };
}

/** Whether the header is fixed in force: the common layout never fixes it. */
export const headerFixed = (theme: ThemeSettings): boolean => theme.fixedHeader && theme.layout !== 'common';

function pickOther<T>(options: readonly T[], current: T, random: () => number): T {
  const rest = options.filter((o) => o !== current);
  return rest[Math.floor(random() * rest.length)] ?? current;
}

/** A random theme: layout, colours, column and tabs styles all differ from the current ones. */
export function randomTheme(current: ThemeSettings, random: () => number = Math.random): ThemeSettings {
  return {
    ...current,
    layout: pickOther(LAYOUTS, current.layout, random),
    themeName: pickOther(THEMES, current.themeName, random),
    columnStyle: pickOther(COLUMN_STYLES, current.columnStyle, random),
    tabsBarStyle: pickOther(TABS_BAR_STYLES, current.tabsBarStyle, random),
  };
}
