import { Button, Empty, Modal, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useErrorLogStore, type ErrorLogEntry } from '../../stores/error-log';
import { formatDateTime } from '../../utils/format-time';
import { buildSearchLinks } from './search-links';

export interface ErrorLogDialogProps {
  open: boolean;
  onClose(): void;
}

/** The uncaught UI errors of this visit: route, message, details and search links (spec §2 header badge). */
export function ErrorLogDialog({ open, onClose }: ErrorLogDialogProps) {
  const { t } = useTranslation();
  const entries = useErrorLogStore((s) => s.entries);
  const clear = useErrorLogStore((s) => s.clear);

  const columns: ColumnsType<ErrorLogEntry> = [
    { title: t('dialogs.errorLog.route'), dataIndex: 'route', width: 140 },
    {
      title: t('dialogs.errorLog.message'),
      dataIndex: 'message',
      render: (_value, entry) => (
        <Space orientation="vertical" size={2}>
          <Typography.Text type="danger">{entry.message}</Typography.Text>
          <Typography.Text type="secondary">{formatDateTime(new Date(entry.time).toISOString())}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('dialogs.errorLog.details'),
      dataIndex: 'details',
      render: (details: string) => (
        <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {details}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('dialogs.errorLog.search'),
      width: 120,
      render: (_value, entry) => (
        <Space orientation="vertical" size={2}>
          {buildSearchLinks(entry.message).map((link) => (
            <a key={link.key} href={link.url} target="_blank" rel="noopener noreferrer">
              {t(`dialogs.errorLog.${link.key}`)}
            </a>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <Modal
      open={open}
      title={t('dialogs.errorLog.title')}
      onCancel={onClose}
      width={960}
      footer={
        <Space>
          <Button danger disabled={entries.length === 0} onClick={clear}>
            {t('dialogs.errorLog.clearAll')}
          </Button>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Space>
      }
    >
      {entries.length === 0 ? (
        <Empty description={t('dialogs.errorLog.empty')} />
      ) : (
        <Table
          rowKey={(entry) => `${entry.time}-${entry.message}`}
          columns={columns}
          dataSource={entries}
          pagination={false}
          size="small"
          scroll={{ x: 720, y: 480 }}
        />
      )}
    </Modal>
  );
}
