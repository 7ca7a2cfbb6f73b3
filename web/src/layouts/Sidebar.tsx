import { Drawer, Layout } from 'antd';
import { useSettingsStore } from '../stores/settings';
import { shellSizes } from './font-scale';
import { Logo } from './Logo';
import type { MenuEntry } from './menu-rules';
import { SideMenu } from './SideMenu';
import { menuThemeFor } from './theme';

interface SidebarProps {
  entries: MenuEntry[];
  /** Show the logo at the top (not under a header that already has it). */
  logo?: boolean;
}

/** The side menu: a collapsible sider on desktop, a drawer on mobile (closed when collapsed). */
export function Sidebar({ entries, logo = true }: SidebarProps) {
  const collapse = useSettingsStore((s) => s.collapse);
  const mobile = useSettingsStore((s) => s.device === 'mobile');
  const menuTheme = menuThemeFor(useSettingsStore((s) => s.theme.themeName));
  // Large text widens the menu with its titles.
  const sizes = shellSizes(useSettingsStore((s) => s.theme.fontScale));
  if (mobile)
    return (
      <Drawer
        placement="left"
        open={!collapse}
        size={sizes.siderWidth + 20}
        closable={false}
        onClose={() => useSettingsStore.getState().setCollapse(true)}
        className={`vab-mobile-drawer vab-sider-${menuTheme}`}
        styles={{ body: { padding: 0 } }}
      >
        <Logo />
        <SideMenu entries={entries} theme={menuTheme} />
      </Drawer>
    );
  return (
    <Layout.Sider
      className={`vab-sider vab-sider-${menuTheme}`}
      theme={menuTheme}
      width={sizes.siderWidth}
      collapsedWidth={sizes.siderCollapsedWidth}
      collapsed={collapse}
      trigger={null}
    >
      {logo && <Logo collapsed={collapse} />}
      <SideMenu entries={entries} theme={menuTheme} collapsed={collapse} />
    </Layout.Sider>
  );
}
