import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../stores/settings';
import { Breadcrumbs } from './header/Breadcrumbs';
import { HeaderActions } from './header/HeaderActions';

interface HeaderProps {
  /** What sits left of the collapse button (a logo). */
  before?: ReactNode;
  /** What replaces the breadcrumb (a header menu). */
  menu?: ReactNode;
  showCollapse?: boolean;
  dark?: boolean;
}

/** The collapse button */
export function CollapseButton() {
  const { t } = useTranslation();
  const collapse = useSettingsStore((s) => s.collapse);
  const label = collapse ? t('shell.expand') : t('shell.collapse');
  return (
    <Button
      type="text"
      className="vab-collapse"
      aria-label={label}
      title={label}
      icon={collapse ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      onClick={() => useSettingsStore.getState().toggleCollapse()}
    />
  );
}

/** The top bar: optional logo, collapse button, breadcrumb or header menu, then the widgets. */
export function Header({ before, menu, showCollapse = true, dark = false }: HeaderProps) {
  return (
    <Layout.Header className={`vab-header${dark ? ' vab-header-dark' : ''}`}>
      <div className="vab-header-left">
        {before}
        {showCollapse && <CollapseButton />}
        {menu ?? <Breadcrumbs />}
      </div>
      <HeaderActions />
    </Layout.Header>
  );
}
