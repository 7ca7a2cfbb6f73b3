import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSettingsStore } from '../stores/settings';
import { useTabsStore, type VisitedTab } from '../stores/tabs';
import { MenuIcon } from './MenuIcon';
import { TAB_ACTIONS, type TabAction, useTabActions } from './use-tab-actions';
import { useMenuTitle } from './use-menu';

/** The actions a tab offers; close is missing on affixed tabs. */
function actionItems(tab: VisitedTab, t: (key: string) => string): MenuProps['items'] {
  return TAB_ACTIONS.filter((a) => a !== 'close' || !tab.affix).map((a) => ({ key: a, label: t(`shell.tabs.${a}`) }));
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

  return (
    <div className={`vab-tabs vab-tabs-${style}`}>
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
        <Dropdown menu={{ items: actionItems(active, t), onClick: handleMenu(active) }} placement="bottomRight" trigger={['click']}>
          <Button className="vab-tabs-more" size="small" type="text" aria-label={t('shell.tabs.more')}>
            {t('shell.tabs.more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </div>
  );
}
