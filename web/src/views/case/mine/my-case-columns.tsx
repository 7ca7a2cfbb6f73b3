import { CASE_KINDS, CASE_STATUSES, type CaseRow } from '@proposal-desk/shared';
import { Button, Space, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { type RowCard, sortable } from '../../../components/list';
import { caseFilePath } from '../register/case-columns';
import { caseName, labelIn } from '../shared/case-options';
import { dayOf, Deadline } from '../shared/DeadlineLight';

/** What the lead submitter may do from the list: a draft is edited, submitted or withdrawn; a case not yet accepted, withdrawn. */
export type RowAction = 'editDraft' | 'submit' | 'withdraw';

export function rowActionsOf(row: Pick<CaseRow, 'status'>): RowAction[] {
  if (row.status === 'DRAFT') return ['editDraft', 'submit', 'withdraw'];
  if (row.status === 'SUBMITTED' || row.status === 'REGISTERED') return ['withdraw'];
  return [];
}

interface ColumnChoices {
  t: TFunction;
  language: string;
  body: 'NPC' | 'CPPCC';
  /** Whether the caller leads the case (a co-signer's row offers no action). */
  leads(row: CaseRow): boolean;
  act(action: RowAction, row: CaseRow): void;
}

const dash = (text: string | null) => text || '—';

/** The row's status, with 待测评 when the lead has replies to rate. */
function statusTags({ t, language, leads }: ColumnChoices, row: CaseRow): ReactNode {
  return (
    <Space size={4} wrap>
      <Tag>{labelIn(CASE_STATUSES, row.status, language)}</Tag>
      {row.kind === 'MOTION' ? <Tag color="purple">{labelIn(CASE_KINDS, row.kind, language)}</Tag> : null}
      {row.status === 'REPLIED' && leads(row) ? (
        <Tooltip title={t('caseMine.awaitingEvaluationHint')}>
          <Tag color="orange" className="case-awaiting-evaluation">
            {t('caseMine.awaitingEvaluation')}
          </Tag>
        </Tooltip>
      ) : null}
    </Space>
  );
}

/** 领衔 or 附议 (联名): what the caller is on this case. */
const roleOf = ({ t, body, leads }: ColumnChoices, row: CaseRow) => t(`caseMine.filter.roles.${leads(row) ? 'LEAD' : 'COSIGNER'}.${body}`);

/** The row's actions as buttons: links in the table, plain buttons in a phone's card. */
function actionButtons({ t, leads, act }: ColumnChoices, row: CaseRow, type: 'link' | 'default'): ReactNode[] {
  return (leads(row) ? rowActionsOf(row) : []).map((action) => {
    const text = t(`caseMine.actions.${action}`);
    return (
      <Button
        key={action}
        type={type}
        size={type === 'link' ? 'small' : 'middle'}
        danger={action === 'withdraw'}
        aria-label={t('caseMine.rowAction', { action: text, name: caseName(row) })}
        onClick={() => act(action, row)}
      >
        {text}
      </Button>
    );
  });
}

const unitNames = (row: CaseRow) => (row.units.length === 0 ? '—' : row.units.map((unit) => unit.name).join('、'));

/**
 * 我的建议 / 我的提案: 案号, 案由 (opens the file), 领衔/附议, 状态 with a 待测评 hint (and 议案 for the rare motion), 答复期限 with its light,
 * 承办单位, 提交时间 and the row's actions; sized to fit a 1366 px window without hiding a column under the
 * pinned 操作.
 */
export function myCaseColumns(choices: ColumnChoices): ColumnsType<CaseRow> {
  const { t } = choices;
  const title = (key: string) => t(`caseMine.columns.${key}`);
  return [
    { title: title('caseNo'), width: 110, fixed: 'left', ...sortable('caseNo'), render: dash },
    {
      title: title('title'),
      width: 200,
      ellipsis: true,
      ...sortable('title'),
      render: (text: string, row) => <Link to={caseFilePath(row.id)}>{text}</Link>,
    },
    { title: t('caseMine.filter.role'), key: 'role', width: 90, render: (_value, row) => roleOf(choices, row) },
    { title: title('status'), width: 110, ...sortable('status'), render: (_status: string, row) => statusTags(choices, row) },
    { title: title('dueAt'), width: 180, ...sortable('dueAt'), render: (_value, row) => <Deadline dueAt={row.dueAt} light={row.light} /> },
    { title: title('units'), key: 'units', width: 100, ellipsis: true, render: (_value, row) => unitNames(row) },
    { title: title('submittedAt'), width: 100, ...sortable('submittedAt'), render: dayOf },
    {
      title: title('actions'),
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_value, row) => (
        <Space size={0} wrap>
          {actionButtons(choices, row, 'link')}
        </Space>
      ),
    },
  ];
}

/** The same row as a card on a phone: the title whole, status, role and due light, units and date, and its actions. */
export function myCaseCard(choices: ColumnChoices, row: CaseRow): RowCard {
  const { t } = choices;
  const title = (key: string) => t(`caseMine.columns.${key}`);
  const actions = actionButtons(choices, row, 'default');
  return {
    key: row.id,
    title: (
      <>
        {row.caseNo ? <span className="row-card-case-no">{row.caseNo} </span> : null}
        <Link to={caseFilePath(row.id)}>{row.title}</Link>
      </>
    ),
    tags: (
      <>
        {statusTags(choices, row)}
        <Tag>{roleOf(choices, row)}</Tag>
        {row.dueAt ? <Deadline dueAt={row.dueAt} light={row.light} /> : null}
      </>
    ),
    details: [
      { label: title('units'), value: unitNames(row) },
      { label: title('submittedAt'), value: dayOf(row.submittedAt) },
    ],
    actions: actions.length > 0 ? actions : undefined,
  };
}
