import type { Language, ReportRunView } from '@proposal-desk/shared';
import { Button, Popconfirm, Progress, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../utils/format-time';
import { isOpen, progressStatus, runPercent, STATUS_COLORS, statusLabel } from './run-status';

export interface RunRowActions {
  cancel(run: ReportRunView): Promise<void>;
  download(run: ReportRunView): void;
}

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '');

/** The runs' columns: title, owner, status, live progress, times, and cancel (while open) or download. */
export function runColumns(t: TFunction, lang: Language, actions: RunRowActions): ColumnsType<ReportRunView> {
  return [
    {
      title: t('reportRuns.runs.title'),
      dataIndex: 'title',
      render: (title: string, run) => (
        <Space>
          {title}
          {run.scheduleId ? <Tag>{t('reportRuns.runs.scheduled')}</Tag> : null}
        </Space>
      ),
    },
    // Whose run it is: an administrator's list also holds the runs of schedules, which run as other users.
    { title: t('reportRuns.runs.owner'), dataIndex: 'userName', width: 140 },
    {
      title: t('reportRuns.runs.status'),
      dataIndex: 'status',
      width: 110,
      render: (s: ReportRunView['status']) => <Tag color={STATUS_COLORS[s]}>{statusLabel(s, lang)}</Tag>,
    },
    {
      title: t('reportRuns.runs.progress'),
      key: 'progress',
      width: 260,
      render: (_, run) => (
        <div>
          <Progress
            percent={runPercent(run)}
            status={progressStatus(run)}
            size="small"
            aria-label={`${run.title} · ${t('reportRuns.runs.progress')}`}
          />
          <span style={{ fontSize: 12 }}>
            {t('reportRuns.runs.files', { done: run.done, total: run.total })}
            {run.failed > 0 ? ` · ${t('reportRuns.runs.failedFiles', { count: run.failed })}` : ''}
          </span>
        </div>
      ),
    },
    { title: t('reportRuns.runs.createdAt'), dataIndex: 'createdAt', width: 180, render: when },
    { title: t('reportRuns.runs.finishedAt'), dataIndex: 'finishedAt', width: 180, render: when },
    {
      title: t('reportRuns.runs.actions'),
      key: 'actions',
      width: 200,
      render: (_, run) => (
        <Space>
          {isOpen(run.status) ? (
            <Popconfirm title={t('reportRuns.runs.cancelConfirm')} onConfirm={() => actions.cancel(run)}>
              <Button size="small" danger>
                {t('reportRuns.runs.cancel')}
              </Button>
            </Popconfirm>
          ) : run.done > 0 ? (
            <Button size="small" type="link" onClick={() => actions.download(run)}>
              {t('reportRuns.runs.download')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
}
