import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ReportRunView } from '@proposal-desk/shared';
import { App, Button, Card, Popconfirm, Progress, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelRun, downloadRunZip } from '../../api/report-runs';
import { formatDateTime } from '../../utils/format-time';
import { NewRunDialog } from './NewRunDialog';
import { RunItems } from './RunItems';
import { isOpen, progressStatus, runPercent, STATUS_COLORS, statusLabel } from './run-status';
import { useRuns } from './use-runs';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '');

/** 报表任务: the caller's batch runs with live progress, cancel, per-file errors and the ZIP download. */
export default function ReportRuns() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const { message } = App.useApp();
  const { page, loading, pageIndex, setPageIndex, reload } = useRuns();
  const [creating, setCreating] = useState(false);

  const cancel = async (run: ReportRunView) => {
    const res = await cancelRun(run.id);
    void message.success(res.msg);
    await reload();
  };

  return (
    <Card
      title={t('shell.menu.报表任务', { defaultValue: '报表任务' })}
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void reload()}>
            {t('reportRuns.runs.refresh')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('reportRuns.runs.newRun')}
          </Button>
        </Space>
      }
    >
      <Table<ReportRunView>
        rowKey="id"
        loading={loading}
        dataSource={page?.rows ?? []}
        locale={{ emptyText: t('reportRuns.runs.empty') }}
        expandable={{ expandedRowRender: (run) => <RunItems run={run} /> }}
        pagination={{
          current: pageIndex,
          pageSize: page?.pageSize ?? 10,
          total: page?.total ?? 0,
          onChange: setPageIndex,
          showSizeChanger: false,
        }}
        columns={[
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
                <Progress percent={runPercent(run)} status={progressStatus(run)} size="small" />
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
                  <Popconfirm title={t('reportRuns.runs.cancelConfirm')} onConfirm={() => cancel(run)}>
                    <Button size="small" danger>
                      {t('reportRuns.runs.cancel')}
                    </Button>
                  </Popconfirm>
                ) : run.done > 0 ? (
                  <Button size="small" type="link" onClick={() => void downloadRunZip(run)}>
                    {t('reportRuns.runs.download')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <NewRunDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          setPageIndex(1);
          void reload();
        }}
      />
    </Card>
  );
}
