import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tabs } from 'antd';
import { type KeyboardEvent, type RefObject, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSettingsStore } from '../stores/settings';
import { useTabsStore, type VisitedTab } from '../stores/tabs';
import { MenuIcon } from './MenuIcon';
import { TAB_ACTIONS, type TabAction, useTabActions } from './use-tab-actions';
import { useMenuTitle } from './use-menu';
import { useMenuFocus } from './use-menu-focus';

/** The actions a tab offers; close is missing on affixed tabs. */
function actionItems(tab: VisitedTab, t: (key: string) => string): MenuProps['items'] {
  return TAB_ACTIONS.filter((a) => a !== 'close' || !tab.affix).map((a) => ({ key: a, label: t(`shell.tabs.${a}`) }));
}

/**
 * A tab list may only hold tabs (WAI-ARIA; axe's aria-required-children, critical): antd puts each tab's ×
 * and the overflow "…" button inside it. Both are mouse shortcuts for what the keyboard and screen readers
 * reach otherwise — Delete closes the focused tab, the arrow keys reach every tab, and the 更多 button
 * beside the list offers every close action — so they are hidden from assistive technology and the Tab key.
 * antd renders them and sets their tabindex again on every change, hence the observer.
 */
function useMouseOnlyTabControls(): RefObject<HTMLDivElement | null> {
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = bar.current;
    if (!root) return undefined;
    const mark = () => {
      for (const control of root.querySelectorAll('.ant-tabs-tab-remove, .ant-tabs-nav-more')) {
        if (control.getAttribute('aria-hidden') !== 'true') control.setAttribute('aria-hidden', 'true');
        if (control.getAttribute('tabindex') !== '-1') control.setAttribute('tabindex', '-1');
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['tabindex', 'aria-hidden'] });
    return () => observer.disconnect();
  }, []);
  return bar;
}

/** The visited pages as tabs, in the card, smart or smooth style. */
export function TabsBar() {
  const { t } = useTranslation();
  const translate = useMenuTitle();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const visited = useTabsStore((s) => s.visited);
  const ownTitles = useTabsStore((s) => s.ownTitles);
  const style = useSettingsStore((s) => s.theme.tabsBarStyle);
  const showIcon = useSettingsStore((s) => s.theme.showTabsBarIcon);
  const runAction = useTabActions();
  const bar = useMouseOnlyTabControls();
  const more = useMenuFocus();
  const active = visited.find((tab) => tab.fullPath === `${pathname}${search}`) ?? visited.find((tab) => tab.path === pathname);

  // The menu renders in a portal inside the tab's label, so a click would bubble (through React) to the
  // tab and activate it — even the one just closed. Stop it here; the action decides where to go.
  const handleMenu =
    (tab: VisitedTab): NonNullable<MenuProps['onClick']> =>
    ({ key, domEvent }) => {
      domEvent.stopPropagation();
      runAction(key as TabAction, tab);
    };

  const items = visited.map((tab) => ({
    key: tab.fullPath,
    closable: !tab.affix,
    closeIcon: <CloseOutlined title={t('shell.tabs.close')} />,
    label: (
      <Dropdown trigger={['contextMenu']} menu={{ items: actionItems(tab, t), onClick: handleMenu(tab) }}>
        <span className="vab-tab-label">
          {showIcon && <MenuIcon name={tab.icon} />}
          {ownTitles[tab.fullPath] ?? translate(tab.title)}
        </span>
      </Dropdown>
    ),
  }));

  const handleEdit = (target: unknown, action: 'add' | 'remove') => {
    const tab = visited.find((v) => v.fullPath === target);
    if (action === 'remove' && tab) runAction('close', tab);
  };

  // Delete on a focused tab closes it (the WAI-ARIA tabs pattern), as its × does.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target;
    if (event.key !== 'Delete' || !(target instanceof Element) || target.getAttribute('role') !== 'tab') return;
    const key = target.closest('.ant-tabs-tab')?.getAttribute('data-node-key');
    const tab = visited.find((v) => v.fullPath === key);
    if (tab && !tab.affix) {
      event.preventDefault();
      runAction('close', tab);
    }
  };

  return (
    <div className={`vab-tabs vab-tabs-${style}`} ref={bar} onKeyDown={handleKeyDown}>
      <Tabs
        className="vab-tabs-content"
        type="editable-card"
        hideAdd
        size="small"
        activeKey={active?.fullPath ?? ''}
        items={items}
        onChange={(key) => void navigate(key)}
        onEdit={handleEdit}
      />
      {active && (
        <Dropdown
          menu={{ items: actionItems(active, t), onClick: handleMenu(active) }}
          placement="bottomRight"
          trigger={['click']}
          autoFocus
          onOpenChange={more.onOpenChange}
        >
          <Button ref={more.trigger} className="vab-tabs-more" size="small" type="text" aria-label={t('shell.tabs.more')}>
            {t('shell.tabs.more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </div>
  );
}
