import { drillHref, type DrillTarget } from '@proposal-desk/shared';
import { ReportDocument } from '@proposal-desk/shared/src/print';
import { Alert, Empty, Spin } from 'antd';
import { type MouseEvent, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { findRouteMeta } from '../../router/prepare-routes';
import { useRoutesStore } from '../../stores/routes';
import type { ReportDataState } from './use-report-data';

/** A figure's list as a path of the app, when the reader's menu has its page (a deputy has no register). */
function useDrillHref() {
  const routes = useRoutesStore((state) => state.routes);
  return useCallback(
    (drill: DrillTarget) => {
      const href = drillHref(drill);
      return findRouteMeta(routes, href.split('?')[0]!) ? href : undefined;
    },
    [routes],
  );
}

/** A plain click on a figure's link opens its list inside the app; a modified click is the browser's (a new tab…). */
function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a.pd-drill');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/')) return;
    event.preventDefault();
    void navigate(href);
  };
}

/**
 * The report laid out by the same print primitives as the PDF; the browser's own print gives the same
 * sheet. Each figure with a list opens it: the register or the 件次 list, filtered to what it counts.
 */
export function ReportPreview({ state, waitingFor }: { state: ReportDataState; waitingFor?: string }) {
  const { t } = useTranslation();
  const openInApp = useInAppLinks();
  const hrefOf = useDrillHref();
  if (waitingFor) return <Empty className="report-preview-empty" description={waitingFor} />;
  return (
    <Spin spinning={state.loading} description={t('reports.page.loading')}>
      {state.error ? (
        <Alert className="report-preview-error no-print" type="error" showIcon title={t('reports.page.failed')} description={state.error} />
      ) : null}
      {/* The links inside are the keyboard's way in (Enter clicks a link); the region only routes their clicks. */}
      <div className="report-preview" role="region" aria-label={t('reports.page.preview')} aria-busy={state.loading} onClick={openInApp}>
        {state.data && !state.error ? <ReportDocument data={state.data} drillHref={hrefOf} /> : <div className="report-preview-blank" />}
      </div>
    </Spin>
  );
}
