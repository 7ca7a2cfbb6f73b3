import type { SessionRow } from '@proposal-desk/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMySessions, signOutOtherSessions } from '../../api/sessions';
import { formatMinute } from '../../utils/format-time';
import { recordUnexpected } from '../error-log/collect-error';

const SESSIONS_KEY = ['mySessions'] as const;

/**
 * 登录设备: the signed-in user's live sessions (device, address, signed in, last used; this one marked) and
 * 退出其他设备, which ends every other one after a confirmation.
 */
export function SessionsSection() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const titleId = useId();
  const label = (key: string) => t(`dialogs.sessions.${key}`);
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: async ({ signal }) => (await fetchMySessions(signal)).data });
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

  const confirmSignOut = () =>
    modal.confirm({
      title: label('signOutElsewhere'),
      content: label('confirm'),
      okText: label('signOutElsewhere'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const answer = await signOutOtherSessions();
          void message.success(answer.msg);
        } catch (error) {
          // The request layer has shown why.
          recordUnexpected(error);
        }
        await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
      },
    });

  const columns: ColumnsType<SessionRow> = [
    {
      title: label('device'),
      dataIndex: 'device',
      render: (device: string, session) => (
        <>
          <Tooltip title={session.userAgent || undefined}>
            <span>{device || label('unknownDevice')}</span>
          </Tooltip>
          {session.current && (
            <Tag color="blue" style={{ marginInlineStart: 8 }}>
              {label('current')}
            </Tag>
          )}
        </>
      ),
    },
    { title: label('address'), dataIndex: 'address', width: 140, render: (address: string) => address || '—' },
    { title: label('signedInAt'), dataIndex: 'signedInAt', width: 150, render: formatMinute },
    { title: label('lastUsedAt'), dataIndex: 'lastUsedAt', width: 150, render: formatMinute },
  ];

  return (
    <section aria-labelledby={titleId} style={{ marginTop: 24 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 8 }}>
        <Typography.Title level={5} id={titleId} style={{ margin: 0 }}>
          {label('title')}
        </Typography.Title>
        <Button danger disabled={others === 0} onClick={confirmSignOut}>
          {label('signOutElsewhere')}
        </Button>
      </div>
      {sessions.isError ? (
        <Alert type="warning" showIcon title={label('loadFailed')} />
      ) : (
        <Table<SessionRow>
          aria-labelledby={titleId}
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={sessions.data ?? []}
          loading={sessions.isLoading}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {label('hint')}
      </Typography.Paragraph>
    </section>
  );
}
