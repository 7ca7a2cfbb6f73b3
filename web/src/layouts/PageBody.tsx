import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../stores/settings';
import { officeDay } from '../utils/format-time';
import { Breadcrumbs } from './header/Breadcrumbs';
import { ErrorBoundary } from '../components/error-log/ErrorBoundary';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { MAIN_CONTENT_ID } from './SkipLink';
import { TabsBar } from './TabsBar';
import { headerFixed } from './theme-rules';

interface PageBodyProps {
  /** The header above the tabs, if this layout puts it here. */
  header?: ReactNode;
  /** Show a breadcrumb strip (layouts whose header holds a menu). */
  breadcrumb?: boolean;
}

/** Header (fixed or not), tabs bar, page content kept alive, and the copyright footer. */
export function PageBody({ header, breadcrumb = false }: PageBodyProps) {
  const { t } = useTranslation();
  const theme = useSettingsStore((s) => s.theme);
  const top = (
    <>
      {header}
      {theme.showTabs && <TabsBar />}
      {breadcrumb && (
        <div className="vab-breadcrumb-bar">
          <Breadcrumbs />
        </div>
      )}
    </>
  );
  return (
    <Layout className="vab-main">
      <div className={headerFixed(theme) ? 'vab-top vab-top-fixed' : 'vab-top'}>{top}</div>
      {/* The skip link's target: focusable by script only, so Tab goes on to the page's first control. */}
      <Layout.Content className="vab-content" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <ErrorBoundary>
          <KeepAliveOutlet />
        </ErrorBoundary>
      </Layout.Content>
      <Layout.Footer className="vab-footer">{t('shell.copyright', { year: officeDay().slice(0, 4) })}</Layout.Footer>
    </Layout>
  );
}
