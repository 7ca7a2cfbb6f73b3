import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ReportRunView } from '@proposal-desk/shared';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelRun, downloadRunZip, fetchRuns } from '../../api/report-runs';
import { ListPage, useListWrite, usePagedList } from '../../components/list';
import { NewRunDialog } from './NewRunDialog';
import { runColumns } from './run-columns';
import { RunItems } from './RunItems';
import { isOpen, LIVE_REFRESH_MS, RUNS_LIST } from './run-status';

const NO_SORT: readonly never[] = [];

/**
 * 报表任务: the caller's batch runs (for an administrator also the runs of the schedules they manage, with
 * their owner) with live progress, cancel, per-file errors and the ZIP download.
 */
export default function ReportRuns() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const list = usePagedList({
    key: RUNS_LIST,
    filters: {},
    sortFields: NO_SORT,
    pageSize: 10,
    fetchPage: (query, signal) => fetchRuns(query.page, query.size, signal),
    refreshEvery: (rows) => (rows.some((run) => isOpen(run.status)) ? LIVE_REFRESH_MS : false),
  });
  const [creating, setCreating] = useState(false);

  const cancel = useListWrite(list, (run: ReportRunView) => cancelRun(run.id));

  return (
    <ListPage
      list={list}
      card={{
        title: t('shell.menu.报表任务', { defaultValue: '报表任务' }),
        extra: (
          <Space>
            <Button icon={<ReloadOutlined />} onClick={() => void list.reload()}>
              {t('reportRuns.runs.refresh')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('reportRuns.runs.newRun')}
            </Button>
          </Space>
        ),
      }}
      table={{
        rowKey: 'id',
        sizeChanger: false,
        emptyText: t('reportRuns.runs.empty'),
        expandable: { expandedRowRender: (run) => <RunItems run={run} /> },
        columns: runColumns(t, lang, { cancel, download: (run) => void downloadRunZip(run) }),
      }}
    >
      <NewRunDialog
        open={creating}
        onClose={() => setCreating(false)}
        // The new run shows first: the first page, asked afresh.
        onSaved={() => list.search({})}
      />
    </ListPage>
  );
}
