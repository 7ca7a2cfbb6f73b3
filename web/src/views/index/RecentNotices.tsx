import type { NoticeItem } from '@proposal-desk/shared';
import { Card, Empty, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMinute } from '../../utils/format-time';

const rowStyle = { padding: '10px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' } as const;

/** The caller's newest uncleared notices; one that points at a list opens it. */
export function RecentNotices({ notices }: { notices: NoticeItem[] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('home.notices')} style={{ height: '100%' }}>
      {notices.length === 0 ? (
        <Empty description={t('home.noNotices')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {notices.map((notice) => (
            <li key={notice.id} style={rowStyle}>
              <Typography.Text strong>
                <Tag color={notice.kind === 'email' ? 'purple' : 'blue'}>{notice.kind === 'email' ? '✉' : '•'}</Tag>
                {notice.link ? <Link to={notice.link}>{notice.title}</Link> : notice.title}
              </Typography.Text>
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '4px 0' }}>
                {notice.content}
              </Typography.Paragraph>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatMinute(notice.time)}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
