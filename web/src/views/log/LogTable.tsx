import { type LogEntry, logModuleLabel } from '@proposal-desk/shared';
import { Table, type TableProps, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverTableChange } from '../../components/table/server-table-change';
import { formatDateTime } from '../../utils/format-time';
import { clientLabel } from './client-label';
import type { LogSortField } from './log-query';

interface LogTableProps {
  rows: LogEntry[];
  total: number;
  loading: boolean;
  pageIndex: number;
  pageSize: number;
  onPage(pageIndex: number, pageSize: number): void;
  onSort(field?: LogSortField, order?: 'asc' | 'desc'): void;
}

const SORTABLE: ReadonlySet<string> = new Set<LogSortField>(['create_Time', 'username', 'module', 'ip']);

/** The log entries: who, module, what, when and from where; pages and sorting on the server. */
export function LogTable(props: LogTableProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const title = (key: string) => t(`activityLog.columns.${key}`);
  const sortable = (key: LogSortField) => ({ sorter: true, key });

  const columns: TableProps<LogEntry>['columns'] = [
    {
      title: title('user'),
      dataIndex: 'username',
      width: 180,
      ...sortable('username'),
      render: (_value, row) => (
        <span className="activity-log-user">
          {row.staff_Name || (row.user_ID === null ? '' : t('activityLog.removedUser'))}
          {row.username ? <Typography.Text type="secondary">{` (${row.username})`}</Typography.Text> : null}
        </span>
      ),
    },
    {
      title: title('module'),
      dataIndex: 'module',
      width: 140,
      ...sortable('module'),
      render: (name: string) => logModuleLabel(name, lang),
    },
    { title: title('description'), dataIndex: 'description', ellipsis: { showTitle: true } },
    { title: title('time'), dataIndex: 'create_Time', width: 170, render: formatDateTime, ...sortable('create_Time') },
    {
      title: title('from'),
      dataIndex: 'ip',
      width: 270,
      ...sortable('ip'),
      render: (_value, row) => (
        <Tooltip title={row.user_Agent || undefined}>
          <span>
            {row.ip || '-'}
            <Typography.Text type="secondary">{` · ${clientLabel(row.user_Agent) ?? t('activityLog.unknownClient')}`}</Typography.Text>
          </span>
        </Tooltip>
      ),
    },
  ];

  const onChange = serverTableChange<LogEntry, LogSortField>(SORTABLE, props);

  return (
    <Table<LogEntry>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      scroll={{ x: 1000 }}
      onChange={onChange}
      pagination={{
        current: props.pageIndex,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: true,
        showTotal: (total) => t('activityLog.total', { total }),
      }}
    />
  );
}
