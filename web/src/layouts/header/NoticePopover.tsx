import { NOTICES_KEY } from './notices-key';
import { BellOutlined } from '@ant-design/icons';
import type { NoticeItem, NoticeKind } from '@proposal-desk/shared';
import { Badge, Button, Empty, List, message, Popover, Tabs } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { clearNotices, fetchNotices } from '../../api/notices';
import { formatMinute } from '../../utils/format-time';
import { recordUnexpected } from '../../components/error-log/collect-error';

const NONE: NoticeItem[] = [];

/** A notice's title; a notice that links somewhere opens that page in the app (and `onOpen` closes the popover). */
function NoticeTitle({ item, onOpen }: { item: NoticeItem; onOpen: () => void }) {
  if (!item.link) return <>{item.title}</>;
  return (
    <Link to={item.link} onClick={onOpen}>
      {item.title}
    </Link>
  );
}

function NoticeList({ items, onOpen }: { items: NoticeItem[]; onOpen: () => void }) {
  const { t } = useTranslation();
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.noticeEmpty')} />;
  return (
    <List
      className="vab-notice-list"
      size="small"
      dataSource={items}
      renderItem={(item) => (
        <List.Item key={item.id}>
          <List.Item.Meta
            title={<NoticeTitle item={item} onOpen={onOpen} />}
            description={
              <>
                <div className="vab-notice-content">{item.content}</div>
                <div className="vab-notice-time">{formatMinute(item.time)}</div>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}

/** The notice popover: notice and e-mail tabs (a notice with a link opens its page), and a clear-messages action. */
export function NoticePopover() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notices = useQuery({ queryKey: NOTICES_KEY, queryFn: async ({ signal }) => (await fetchNotices(signal)).data ?? NONE });
  const items = notices.data ?? NONE;
  const [kind, setKind] = useState<NoticeKind>('notice');
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  const handleClear = async () => {
    setBusy(true);
    try {
      await clearNotices();
      void message.success(t('shell.cleared'));
      await queryClient.invalidateQueries({ queryKey: NOTICES_KEY });
    } catch (error) {
      // Toast already shown by the request layer.
      recordUnexpected(error);
    } finally {
      setBusy(false);
    }
  };

  const content = (
    <div className="vab-notice">
      <Tabs
        activeKey={kind}
        onChange={(key) => setKind(key === 'email' ? 'email' : 'notice')}
        items={[
          {
            key: 'notice',
            label: t('shell.noticeTab'),
            children: <NoticeList items={items.filter((i) => i.kind === 'notice')} onOpen={close} />,
          },
          {
            key: 'email',
            label: t('shell.emailTab'),
            children: <NoticeList items={items.filter((i) => i.kind === 'email')} onOpen={close} />,
          },
        ]}
      />
      <div className="vab-notice-footer">
        <Button type="link" loading={busy} disabled={items.length === 0} onClick={() => void handleClear()}>
          {t('shell.clearNotices')}
        </Button>
      </div>
    </div>
  );

  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void notices.refetch();
      }}
    >
      <Badge count={items.length} size="small" offset={[-6, 6]}>
        <Button type="text" aria-label={t('shell.notice')} icon={<BellOutlined />} />
      </Badge>
    </Popover>
  );
}
