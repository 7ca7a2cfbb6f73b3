import type { ReportRunView } from '@proposal-desk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchRun } from '../../api/report-runs';
import { translateServerText } from './server-text';
import { STATUS_COLORS, statusLabel } from './run-status';

/** The files of one run with their state and error, loaded when the row is expanded (and again as the run moves on). */
export function RunItems({ run }: { run: ReportRunView }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const { data: detail } = useQuery({
    queryKey: ['reportRun', run.id, run.done, run.failed, run.status],
    queryFn: async () => (await fetchRun(run.id)).data,
    placeholderData: keepPreviousData,
  });

  return (
    <Table
      size="small"
      rowKey="seq"
      pagination={false}
      loading={!detail}
      dataSource={detail?.items ?? []}
      columns={[
        { title: t('reportRuns.runs.report'), dataIndex: 'title' },
        { title: t('reportRuns.runs.format'), dataIndex: 'format', width: 90, render: (f: string) => f.toUpperCase() },
        {
          title: t('reportRuns.runs.status'),
          dataIndex: 'status',
          width: 110,
          render: (s: ReportRunView['status']) => <Tag color={STATUS_COLORS[s]}>{statusLabel(s, lang)}</Tag>,
        },
        {
          title: t('reportRuns.runs.size'),
          dataIndex: 'bytes',
          width: 110,
          render: (b: number | null) => (b === null ? '' : `${(b / 1024).toFixed(1)} KB`),
        },
        { title: t('reportRuns.runs.error'), dataIndex: 'error', render: (e: string) => translateServerText(e, lang) },
      ]}
    />
  );
}
