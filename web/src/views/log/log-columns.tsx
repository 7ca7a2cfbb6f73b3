import { type Language, type LogEntry, logModuleLabel } from '@proposal-desk/shared';
import { Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { sortable, timeColumn } from '../../components/list';
import { clientLabel } from './client-label';

/** The log entries' columns: who, module (a client's entry marked), what, when and from where; sortable ones are sorted by the server. */
export function logColumns(t: TFunction, lang: Language): ColumnsType<LogEntry> {
  const title = (key: string) => t(`activityLog.columns.${key}`);
  return [
    {
      title: title('user'),
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
      width: 160,
      ...sortable('module'),
      // A client's entry: its module as the client wrote it (even a name of the product's), marked as the client's.
      render: (name: string, row) =>
        row.source === 'client' ? (
          <span className="activity-log-client">
            {name} <Tag className="activity-log-client-tag">{t('activityLog.clientEntry')}</Tag>
          </span>
        ) : (
          logModuleLabel(name, lang)
        ),
    },
    { title: title('description'), dataIndex: 'description', ellipsis: { showTitle: true } },
    timeColumn(title('time'), 'create_Time'),
    {
      title: title('from'),
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
}
