import { Button, Divider, Drawer, message, Select, Space, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { settings } from '../config/settings';
import { COLUMN_STYLES, FONT_SCALES, LAYOUTS, TABS_BAR_STYLES, THEMES, type ThemeSettings, useSettingsStore } from '../stores/settings';
import { drawerDisabled, randomTheme } from './theme-rules';

type Flag =
  | 'fixedHeader'
  | 'showProgressBar'
  | 'showTabs'
  | 'showTabsBarIcon'
  | 'showLanguage'
  | 'showRefresh'
  | 'showSearch'
  | 'showTheme'
  | 'showNotice'
  | 'showFullScreen';

const SHOW_FLAGS: Flag[] = ['showLanguage', 'showRefresh', 'showSearch', 'showTheme', 'showNotice', 'showFullScreen'];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="vab-drawer-row">
      <span>{label}</span>
      {children}
    </div>
  );
}

/** The theme drawer (280 px): every theme option of spec §3 with its disabling rules. */
export function ThemeDrawer() {
  const { t } = useTranslation();
  const open = useSettingsStore((s) => s.themeDrawerOpen);
  const theme = useSettingsStore((s) => s.theme);
  const device = useSettingsStore((s) => s.device);
  const disabled = drawerDisabled(theme, device);
  const update = (patch: Partial<ThemeSettings>) => useSettingsStore.getState().updateTheme(patch);

  const choice = <K extends 'layout' | 'themeName' | 'columnStyle' | 'tabsBarStyle' | 'fontScale'>(
    key: K,
    options: readonly ThemeSettings[K][],
    group: string,
    isDisabled = false,
  ) => (
    <Row label={t(`shell.drawer.${key}`)}>
      <Select<ThemeSettings[K]>
        size="small"
        style={{ width: 150 }}
        aria-label={t(`shell.drawer.${key}`)}
        value={theme[key]}
        disabled={isDisabled}
        options={options.map((o) => ({ value: o, label: t(`shell.${group}.${String(o)}`) }))}
        onChange={(value) => update({ [key]: value } as Partial<ThemeSettings>)}
      />
    </Row>
  );

  const flag = (key: Flag, isDisabled = false) => (
    <Row key={key} label={t(`shell.drawer.${key}`)}>
      <Switch
        size="small"
        aria-label={t(`shell.drawer.${key}`)}
        checked={theme[key]}
        disabled={isDisabled}
        onChange={(checked) => update({ [key]: checked })}
      />
    </Row>
  );

  const handleRandom = () => {
    useSettingsStore.getState().updateTheme(randomTheme(useSettingsStore.getState().theme));
    useSettingsStore.getState().saveTheme();
  };

  const handleSave = () => {
    useSettingsStore.getState().saveTheme();
    void message.success(t('shell.drawer.saved'));
    useSettingsStore.getState().setThemeDrawerOpen(false);
  };

  return (
    <Drawer
      title={t('shell.drawer.title')}
      placement="right"
      size={settings.drawerWidth}
      open={open}
      onClose={() => useSettingsStore.getState().setThemeDrawerOpen(false)}
      footer={
        <Space wrap>
          <Button onClick={handleRandom}>{t('shell.drawer.random')}</Button>
          <Button type="primary" onClick={handleSave}>
            {t('shell.drawer.save')}
          </Button>
          <Button onClick={() => useSettingsStore.getState().resetTheme()}>{t('shell.drawer.reset')}</Button>
        </Space>
      }
    >
      <div className="vab-theme-drawer">
        <Divider plain>{t('shell.drawer.common')}</Divider>
        {choice('layout', LAYOUTS, 'layouts', disabled.layout)}
        {choice('themeName', THEMES, 'themes')}
        {choice('fontScale', FONT_SCALES, 'fontScales')}
        {choice('columnStyle', COLUMN_STYLES, 'columnStyles', disabled.columnStyle)}
        {flag('fixedHeader', disabled.fixedHeader)}
        {flag('showProgressBar')}
        {flag('showTabs')}
        {choice('tabsBarStyle', TABS_BAR_STYLES, 'tabsBarStyles', disabled.tabsBarStyle)}
        {flag('showTabsBarIcon', disabled.showTabsBarIcon)}
        <Divider plain>{t('shell.drawer.other')}</Divider>
        {SHOW_FLAGS.map((key) => flag(key))}
      </div>
    </Drawer>
  );
}
