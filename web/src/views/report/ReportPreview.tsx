import { ReportDocument } from '@proposal-desk/shared/src/print';
import { Alert, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportDataState } from './use-report-data';

/** The report laid out by the same print primitives as the PDF; the browser's own print gives the same sheet. */
export function ReportPreview({ state, waitingFor }: { state: ReportDataState; waitingFor?: string }) {
  const { t } = useTranslation();
  if (waitingFor) return <Empty className="report-preview-empty" description={waitingFor} />;
  return (
    <Spin spinning={state.loading} description={t('reports.page.loading')}>
      {state.error ? (
        <Alert className="report-preview-error no-print" type="error" showIcon title={t('reports.page.failed')} description={state.error} />
      ) : null}
      <div className="report-preview" role="region" aria-label={t('reports.page.preview')} aria-busy={state.loading}>
        {state.data && !state.error ? <ReportDocument data={state.data} /> : <div className="report-preview-blank" />}
      </div>
    </Spin>
  );
}
