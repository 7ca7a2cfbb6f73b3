import { Layout } from 'antd';
import { ShellEntryChecks } from '../components/shell-entry/ShellEntryChecks';
import { useMemo } from 'react';
import { effectiveLayout, useSettingsStore } from '../stores/settings';
import { ColumnSidebar } from './ColumnSidebar';
import { Header } from './Header';
import { Logo } from './Logo';
import { flattenMenu, type MenuEntry, rootEntryFor } from './menu-rules';
import { PageBody } from './PageBody';
import { Sidebar } from './Sidebar';
import { SideMenu } from './SideMenu';
import { SkipLink } from './SkipLink';
import { menuThemeFor, useBodyThemeClass } from './theme';
import { ThemeDrawer } from './ThemeDrawer';
import { useDevice } from './use-device';
import { useActiveMenuPath, useMenuEntries } from './use-menu';
import { useVisitedTabs } from './use-visited-tabs';
import './layouts.css';

/** First-level entries as header items that open their section's first page. */
function sectionEntries(entries: MenuEntry[]): MenuEntry[] {
  return entries.map((e) => ({ ...e, path: flattenMenu([e])[0]?.path ?? e.path, children: [] }));
}

/** The shell: one of the five layouts (vertical on mobile), the theme drawer, tabs and kept-alive pages. */
export function MainLayout() {
  useDevice();
  useVisitedTabs();
  const theme = useSettingsStore((s) => s.theme);
  const device = useSettingsStore((s) => s.device);
  useBodyThemeClass(theme.themeName);
  const layout = effectiveLayout(theme, device);
  const entries = useMenuEntries();
  const active = useActiveMenuPath();
  const sections = useMemo(() => sectionEntries(entries), [entries]);
  const menuTheme = menuThemeFor(theme.themeName);
  const dark = menuTheme === 'dark';
  const root = rootEntryFor(entries, active);

  const headerMenu = (items: MenuEntry[], selected?: string) => (
    <div className="vab-header-menu">
      <SideMenu entries={items} mode="horizontal" theme={menuTheme} selectedKeys={selected ? [selected] : undefined} />
    </div>
  );

  let body;
  if (layout === 'horizontal')
    body = <PageBody breadcrumb header={<Header dark={dark} showCollapse={false} before={<Logo />} menu={headerMenu(entries)} />} />;
  else if (layout === 'comprehensive')
    body = (
      <>
        <Sidebar entries={root && root.children.length > 0 ? root.children : root ? [root] : []} />
        <PageBody breadcrumb header={<Header dark={dark} menu={headerMenu(sections, root?.key)} />} />
      </>
    );
  else if (layout === 'column')
    body = (
      <>
        <ColumnSidebar entries={entries} />
        <PageBody header={<Header />} />
      </>
    );
  else if (layout === 'common')
    body = (
      <Layout className="vab-common">
        <Header dark={dark} before={<Logo />} />
        <Layout hasSider>
          <Sidebar entries={entries} logo={false} />
          <PageBody />
        </Layout>
      </Layout>
    );
  else
    body = (
      <>
        <Sidebar entries={entries} />
        <PageBody header={<Header />} />
      </>
    );

  return (
    <Layout hasSider={layout !== 'horizontal' && layout !== 'common'} className={`vab-layout vab-layout-${layout} vab-device-${device}`}>
      <SkipLink />
      {body}
      <ThemeDrawer />
      <ShellEntryChecks />
    </Layout>
  );
}
