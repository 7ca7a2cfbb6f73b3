import { CASE_KINDS, type CosignInvitationRow } from '@proposal-desk/shared';
import { Button, Card, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type RowCard, RowCards, useNarrowScreen } from '../../../components/list';
import { caseFilePath } from '../register/case-columns';
import { type Body, labelIn } from '../shared/case-options';
import { dayOf } from '../shared/DeadlineLight';
import { isOpenInvitation, useCosignAnswer } from '../shared/submitter-writes';

interface CosignInvitationsProps {
  body: Body;
  rows: CosignInvitationRow[] | undefined;
  loading: boolean;
}

const ANSWER_COLORS = { CONFIRMED: 'green', DECLINED: 'default' } as const;

/** 附议邀请 / 联名邀请: an open invitation is confirmed or declined by its deadline; an answered one shows the answer. */
export function CosignInvitations({ body, rows, loading }: CosignInvitationsProps) {
  const { t, i18n } = useTranslation();
  const answer = useCosignAnswer();
  const narrow = useNarrowScreen();
  const label = (key: string) => t(`caseMine.invitations.${key}`);

  const answerOf = (row: CosignInvitationRow, buttonSize: 'small' | 'middle' = 'small') => {
    const target = { id: row.caseId, version: row.caseVersion, title: row.title, body: row.body };
    if (isOpenInvitation(row))
      return (
        <Space size={4} wrap>
          {(['accept', 'decline'] as const).map((choice) => {
            const text = t(`caseMine.actions.${choice}.${row.body}`);
            return (
              <Button
                key={choice}
                size={buttonSize}
                type={choice === 'accept' ? 'primary' : 'default'}
                aria-label={t('caseMine.rowAction', { action: text, name: row.title })}
                onClick={() => answer(target, choice === 'accept')}
              >
                {text}
              </Button>
            );
          })}
        </Space>
      );
    if (row.status === 'INVITED') return <Tag>{label('expired')}</Tag>;
    return <Tag color={ANSWER_COLORS[row.status]}>{t(`caseMine.cosign.${row.status}`)}</Tag>;
  };

  // A declined invitation no longer opens its case: its title is text.
  const titleOf = (row: CosignInvitationRow) =>
    row.status === 'DECLINED' ? row.title : <Link to={caseFilePath(row.caseId)}>{row.title}</Link>;

  const cardOf = (row: CosignInvitationRow): RowCard => ({
    key: row.caseId,
    title: titleOf(row),
    tags: <Tag>{labelIn(CASE_KINDS, row.kind, i18n.language)}</Tag>,
    details: [
      { label: label('lead'), value: row.leadName || '—' },
      { label: label('submittedAt'), value: dayOf(row.submittedAt) },
      { label: label('respondBy'), value: dayOf(row.respondBy) },
    ],
    actions: answerOf(row, 'middle'),
  });

  const columns: ColumnsType<CosignInvitationRow> = [
    {
      title: label('title'),
      dataIndex: 'title',
      width: 300,
      ellipsis: true,
      render: (_text: string, row) => titleOf(row),
    },
    { title: label('kind'), dataIndex: 'kind', width: 90, render: (kind: string) => labelIn(CASE_KINDS, kind, i18n.language) },
    { title: label('lead'), dataIndex: 'leadName', width: 120, render: (name: string) => name || '—' },
    { title: label('submittedAt'), dataIndex: 'submittedAt', width: 120, render: dayOf },
    { title: label('respondBy'), dataIndex: 'respondBy', width: 120, render: dayOf },
    { title: label('answer'), key: 'answer', width: 220, fixed: 'right', render: (_value, row) => answerOf(row) },
  ];

  if (narrow)
    return (
      <RowCards
        label={t(`caseMine.tabs.invitations.${body}`)}
        cards={(rows ?? []).map(cardOf)}
        loading={loading}
        emptyText={t('caseMine.invitations.none')}
      />
    );

  return (
    <Card>
      <Table<CosignInvitationRow>
        rowKey="caseId"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('caseMine.invitations.none') }}
        aria-label={t(`caseMine.tabs.invitations.${body}`)}
      />
    </Card>
  );
}
