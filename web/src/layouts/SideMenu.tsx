import { Badge, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { settings } from '../config/settings';
import { flattenMenu, type MenuEntry, needsMenuScroll, openKeysFor } from './menu-rules';
import { MenuIcon } from './MenuIcon';
import { useActiveMenuPath, useMenuTitle, useOpenMenuEntry } from './use-menu';

type MenuItem = Required<MenuProps>['items'][number];

interface SideMenuProps {
  entries: MenuEntry[];
  mode?: 'inline' | 'horizontal' | 'vertical';
  collapsed?: boolean;
  theme: 'dark' | 'light';
  /** Hide first-level icons (the column layout shows them in its own column). */
  showIcons?: boolean;
  /** Overrides the highlighted keys (section menus highlight the section). */
  selectedKeys?: string[];
}

function Label({ entry, title }: { entry: MenuEntry; title: string }) {
  if (!entry.badge && !entry.dot) return <>{title}</>;
  return (
    <span className="vab-menu-label">
      {title}
      <Badge count={entry.badge} dot={entry.dot} size="small" offset={[6, -2]} />
    </span>
  );
}

/** The menu from the server's route tree (side, header or column). */
export function SideMenu({ entries, mode = 'inline', collapsed = false, theme, showIcons = true, selectedKeys }: SideMenuProps) {
  const translate = useMenuTitle();
  const openEntry = useOpenMenuEntry();
  const active = useActiveMenuPath();
  const leaves = useMemo(() => new Map(flattenMenu(entries).map((e) => [e.key, e])), [entries]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => {
    const first = entries.find((e) => e.children.length > 0);
    return [...openKeysFor(entries, active), ...(settings.firstMenuAutoOpen && first ? [first.key] : [])];
  });

  useEffect(() => {
    const needed = openKeysFor(entries, active);
    setOpenKeys((keys) => (needed.every((k) => keys.includes(k)) ? keys : [...new Set([...keys, ...needed])]));
  }, [entries, active]);

  const items = useMemo(() => {
    const toItem = (entry: MenuEntry, depth: number): MenuItem => {
      const icon = showIcons || depth > 0 ? <MenuIcon name={entry.icon} /> : undefined;
      const label = <Label entry={entry} title={translate(entry.title)} />;
      if (entry.children.length === 0) return { key: entry.key, icon, label };
      return {
        key: entry.key,
        icon,
        label,
        popupClassName: needsMenuScroll(entry) ? 'vab-menu-scroll' : undefined,
        className: needsMenuScroll(entry) ? 'vab-submenu-scroll' : undefined,
        children: entry.children.map((c) => toItem(c, depth + 1)),
      };
    };
    return entries.map((e) => toItem(e, 0));
  }, [entries, translate, showIcons]);

  const handleClick: MenuProps['onClick'] = ({ key }) => {
    const entry = leaves.get(key);
    if (entry) openEntry(entry);
  };

  const inline = mode === 'inline';
  return (
    <Menu
      className="vab-menu"
      theme={theme}
      mode={mode}
      items={items}
      selectedKeys={selectedKeys ?? [active]}
      inlineCollapsed={inline ? collapsed : undefined}
      {...(inline && !collapsed ? { openKeys, onOpenChange: setOpenKeys } : {})}
      onClick={handleClick}
    />
  );
}
