import { CASE_KINDS, CASE_STATUSES, type CaseRow } from '@proposal-desk/shared';
import { Button, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { sortable } from '../../../components/list';
import { caseFilePath } from '../register/case-columns';
import { caseName, labelIn } from '../shared/case-options';
import { dayOf } from '../shared/DeadlineLight';

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
  /** Whether the caller leads the case (a co-signer's row offers no action). */
  leads(row: CaseRow): boolean;
  act(action: RowAction, row: CaseRow): void;
}

const dash = (text: string | null) => text || '—';

/** 我的建议 / 我的提案: 案号, 案由 (opens the file), 类型, 状态 with a 待测评 hint, 承办单位, 提交时间 and the row's actions. */
export function myCaseColumns({ t, language, leads, act }: ColumnChoices): ColumnsType<CaseRow> {
  const title = (key: string) => t(`caseMine.columns.${key}`);
  return [
    { title: title('caseNo'), width: 130, fixed: 'left', ...sortable('caseNo'), render: dash },
    {
      title: title('title'),
      width: 230,
      ellipsis: true,
      ...sortable('title'),
      render: (text: string, row) => <Link to={caseFilePath(row.id)}>{text}</Link>,
    },
    { title: title('kind'), key: 'kind', dataIndex: 'kind', width: 80, render: (kind: string) => labelIn(CASE_KINDS, kind, language) },
    {
      title: title('status'),
      width: 160,
      ...sortable('status'),
      render: (status: string, row) => (
        <Space size={4} wrap>
          <Tag>{labelIn(CASE_STATUSES, status, language)}</Tag>
          {status === 'REPLIED' && leads(row) ? (
            <Tooltip title={t('caseMine.awaitingEvaluationHint')}>
              <Tag color="orange" className="case-awaiting-evaluation">
                {t('caseMine.awaitingEvaluation')}
              </Tag>
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
    {
      title: title('units'),
      key: 'units',
      width: 200,
      render: (_value, row) =>
        row.units.length === 0 ? '—' : row.units.map((unit) => <Tag key={`${unit.name}-${unit.role}`}>{unit.name}</Tag>),
    },
    { title: title('submittedAt'), width: 110, ...sortable('submittedAt'), render: dayOf },
    {
      title: title('actions'),
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_value, row) => (
        <Space size={0} wrap>
          {(leads(row) ? rowActionsOf(row) : []).map((action) => {
            const text = t(`caseMine.actions.${action}`);
            return (
              <Button
                key={action}
                type="link"
                size="small"
                danger={action === 'withdraw'}
                aria-label={t('caseMine.rowAction', { action: text, name: caseName(row) })}
                onClick={() => act(action, row)}
              >
                {text}
              </Button>
            );
          })}
        </Space>
      ),
    },
  ];
}
