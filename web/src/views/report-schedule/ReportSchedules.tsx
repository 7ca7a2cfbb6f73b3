import { PlusOutlined } from '@ant-design/icons';
import type { ReportScheduleView } from '@proposal-desk/shared';
import { App, Button, Card, Popconfirm, Space, Switch, Table } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { deleteSchedule, fetchSchedules, runScheduleNow, setScheduleEnabled } from '../../api/report-runs';
import { listKey } from '../../components/list';
import { formatDateTime } from '../../utils/format-time';
import { RUNS_LIST } from '../report-run/run-status';
import { ScheduleDialog } from './ScheduleDialog';
import { UserPicker } from './UserPicker';

/** Where the runs of schedules are followed (报表任务). */
const RUNS_PATH = '/report/reportRuns';

/** 报表计划 (administrators): schedules that create report runs by cron, with enable, run now and retention. */
export default function ReportSchedules() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const schedules = useQuery({ queryKey: ['reportSchedules'], queryFn: async () => (await fetchSchedules()).data });
  const load = () => schedules.refetch();
  const [editing, setEditing] = useState<ReportScheduleView | null>(null);
  const [open, setOpen] = useState(false);

  const act = async (call: Promise<{ msg: string }>, text?: ReactNode) => {
    const res = await call;
    void message.success(text ?? res.msg);
    await load();
  };

  // The run belongs to the schedule's user; an administrator finds it in 报表任务 all the same.
  const started = (
    <span>
      {t('reportRuns.schedules.started')}
      <Button type="link" size="small" onClick={() => void navigate(RUNS_PATH)}>
        {t('reportRuns.schedules.openRuns')}
      </Button>
    </span>
  );

  return (
    <Card
      title={t('shell.menu.报表计划', { defaultValue: '报表计划' })}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
        >
          {t('reportRuns.schedules.add')}
        </Button>
      }
    >
      <Table<ReportScheduleView>
        rowKey="id"
        loading={schedules.isFetching}
        dataSource={schedules.data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('reportRuns.schedules.name'), dataIndex: 'name' },
          { title: t('reportRuns.schedules.cron'), dataIndex: 'cron', render: (cron: string, s) => `${cron}（${s.timezone}）` },
          { title: t('reportRuns.schedules.runAs'), dataIndex: 'runAsName' },
          {
            title: t('reportRuns.schedules.lastFired'),
            dataIndex: 'lastFiredAt',
            render: (at: string | null) => (at ? formatDateTime(at) : t('reportRuns.schedules.never')),
          },
          {
            title: t('reportRuns.schedules.enabled'),
            dataIndex: 'enabled',
            render: (enabled: boolean, s) => <Switch checked={enabled} onChange={(next) => void act(setScheduleEnabled(s.id, next))} />,
          },
          {
            title: t('reportRuns.runs.actions'),
            key: 'actions',
            render: (_, s) => (
              <Space>
                <Button
                  size="small"
                  onClick={() =>
                    void act(runScheduleNow(s.id), started).then(() => queryClient.invalidateQueries({ queryKey: listKey(RUNS_LIST) }))
                  }
                >
                  {t('reportRuns.schedules.runNow')}
                </Button>
                <Button
                  size="small"
                  type="link"
                  onClick={() => {
                    setEditing(s);
                    setOpen(true);
                  }}
                >
                  {t('reportRuns.schedules.edit')}
                </Button>
                <Popconfirm title={t('reportRuns.schedules.deleteConfirm')} onConfirm={() => act(deleteSchedule(s.id))}>
                  <Button size="small" type="link" danger>
                    {t('reportRuns.schedules.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <ScheduleDialog
        open={open}
        editing={editing}
        onClose={() => setOpen(false)}
        onSaved={() => void load()}
        userPicker={<UserPicker {...(editing ? { initialLabel: editing.runAsName } : {})} />}
      />
    </Card>
  );
}
