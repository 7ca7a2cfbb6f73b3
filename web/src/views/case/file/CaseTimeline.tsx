import type { CaseEvent } from '@proposal-desk/shared';
import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../utils/format-time';

/** What happened to the case, oldest first: the step, who did it and when, and their note. */
export function CaseTimeline({ events }: { events: CaseEvent[] }) {
  const { t } = useTranslation();
  if (events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cases.file.noEvents')} />;
  return (
    <Timeline
      items={events.map((event) => ({
        key: event.id,
        content: (
          <>
            <Typography.Text strong>{event.action}</Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {event.operator} · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </Typography.Text>
            </div>
            {event.note ? (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{event.note}</Typography.Paragraph>
            ) : null}
          </>
        ),
      }))}
    />
  );
}
