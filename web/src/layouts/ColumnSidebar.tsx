import { Layout } from 'antd';
import { useSettingsStore } from '../stores/settings';
import { shellSizes } from './font-scale';
import { Logo } from './Logo';
import { flattenMenu, type MenuEntry, rootEntryFor } from './menu-rules';
import { MenuIcon } from './MenuIcon';
import { SideMenu } from './SideMenu';
import { menuThemeFor } from './theme';
import { useActiveMenuPath, useMenuTitle, useOpenMenuEntry } from './use-menu';

/** Column layout: a narrow column of first-level icons, then the chosen section's menu. */
export function ColumnSidebar({ entries }: { entries: MenuEntry[] }) {
  const translate = useMenuTitle();
  const openEntry = useOpenMenuEntry();
  const active = useActiveMenuPath();
  const collapse = useSettingsStore((s) => s.collapse);
  const { themeName, columnStyle, fontScale } = useSettingsStore((s) => s.theme);
  const menuTheme = menuThemeFor(themeName);
  const root = rootEntryFor(entries, active) ?? entries[0];
  const second = root ? (root.children.length > 0 ? root.children : [root]) : [];

  const handleRoot = (entry: MenuEntry) => {
    const first = flattenMenu([entry])[0];
    if (first) openEntry(first);
  };

  return (
    <>
      <div className={`vab-column-bar vab-column-${columnStyle} vab-sider-${menuTheme}`}>
        <Logo collapsed />
        {entries.map((entry) => (
          <button
            key={entry.key}
            type="button"
            className={`vab-column-item${entry === root ? ' vab-column-item-active' : ''}`}
            onClick={() => handleRoot(entry)}
          >
            <span className="vab-column-icon">
              <MenuIcon name={entry.icon} />
            </span>
            <span className="vab-column-title">{translate(entry.title)}</span>
          </button>
        ))}
      </div>
      {!collapse && (
        <Layout.Sider className="vab-column-menu" theme="light" width={shellSizes(fontScale).siderWidth - 20} trigger={null}>
          <div className="vab-column-menu-title">{root ? translate(root.title) : ''}</div>
          <SideMenu key={root?.key} entries={second} theme="light" />
        </Layout.Sider>
      )}
    </>
  );
}
