import { BellOutlined, InfoCircleOutlined } from '@ant-design/icons';
import {
  type BatchCaseResult,
  COMMITMENT_SORT_FIELDS,
  COMMITMENT_STANDINGS,
  type Commitment,
  CommitmentFilter,
} from '@proposal-desk/shared';
import { Button, Space, Typography } from 'antd';
import { type Key, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { fetchCommitments } from '../../../api/commitments';
import { type FilterField, filledFilters, type FiltersOf, ListPage, sortParams, usePagedList } from '../../../components/list';
import { actionsColumn } from '../../../components/table/row-actions';
import { selectAllTitle } from '../../../components/table/select-all-title';
import { useReportOptions } from '../../report/use-report-data';
import { BatchResults } from '../register/batch/BatchResults';
import { bodyOfPath, labelledOptions, sessionOptions, unitOptions } from '../shared/case-options';
import { commitmentListName } from '../shared/case-cache';
import { COMMITMENT_COLUMNS_HIDDEN_AT_FIRST, commitmentColumns } from './commitment-columns';
import { ReportCommitmentDialog, RequestUpdatesDialog } from './CommitmentDialogs';

const COMMITMENT_FILTERS = CommitmentFilter.shape;
type CommitmentFilters = FiltersOf<typeof COMMITMENT_FILTERS>;

/**
 * 回头看 (/npc/commitments, /cppcc/commitments): the office's commitments of a body, to ask their units for an
 * update; /handling/commitments: a unit's own, to report on. The filters are in the URL.
 */
export default function Commitments() {
  const { t, i18n } = useTranslation();
  // A kept-alive page stays mounted under other paths: its scope is the one of the path it opened at.
  const path = useRef(useLocation().pathname).current;
  const office = !path.startsWith('/handling');
  const body = bodyOfPath(path);
  const report = useReportOptions();
  const list = usePagedList({
    key: commitmentListName(office ? body : 'unit'),
    filters: COMMITMENT_FILTERS,
    sortFields: COMMITMENT_SORT_FIELDS,
    fetchPage: (query, signal) =>
      fetchCommitments(
        {
          ...filledFilters(query.filters),
          ...(office ? { body } : {}),
          ...sortParams(query.sort),
          pageIndex: query.page,
          pageSize: query.size,
        },
        signal,
      ),
  });
  const [chosen, setChosen] = useState<ReadonlyMap<number, Commitment>>(new Map());
  const [asking, setAsking] = useState<Commitment[] | null>(null);
  const [reporting, setReporting] = useState<Commitment | null>(null);
  const [results, setResults] = useState<BatchCaseResult[] | null>(null);
  const label = (key: string) => t(`commitments.filter.${key}`);
  const all = label('all');
  const filters: FilterField<CommitmentFilters>[] = [
    { kind: 'text', name: 'keyword', label: label('keyword'), placeholder: label('keywordPlaceholder'), maxLength: 100, search: true },
    ...(office
      ? [
          { kind: 'select', name: 'sessionId', label: label('session'), placeholder: all, options: sessionOptions(report, body) } as const,
          {
            kind: 'select',
            name: 'unitId',
            label: label('unit'),
            placeholder: all,
            options: unitOptions(report),
            searchable: true,
          } as const,
        ]
      : []),
    {
      kind: 'select',
      name: 'standing',
      label: label('standing'),
      placeholder: all,
      options: labelledOptions(COMMITMENT_STANDINGS, i18n.language),
    },
    { kind: 'checkbox', name: 'awaiting', label: label('awaitingOnly') },
  ];
  const open = (row: Commitment) =>
    row.standing === 'OPEN' || (row.standing === 'LATE' && row.updates.every((u) => u.progress === 'IN_PROGRESS'));
  const choose = (keys: readonly Key[], rows: readonly (Commitment | undefined)[]) =>
    setChosen(
      new Map(
        keys.map(Number).flatMap((key) => {
          const row = rows.find((r) => r?.id === key) ?? chosen.get(key);
          return row ? [[key, row] as const] : [];
        }),
      ),
    );
  const columns = [
    ...commitmentColumns(t, i18n.language, office),
    actionsColumn<Commitment>(
      t('commitments.columns.actions'),
      (row) =>
        office
          ? [{ label: t('commitments.request'), hidden: !open(row), onClick: () => setAsking([row]) }]
          : [{ label: t('commitments.report'), hidden: !open(row), onClick: () => setReporting(row) }],
      // "Ask for an update" is longer than 请求更新.
      i18n.language === 'en' ? 140 : 100,
    ),
  ];

  return (
    <ListPage
      list={list}
      intro={
        <Typography.Paragraph type="secondary" className="list-intro">
          <InfoCircleOutlined /> {t(office ? 'commitments.intro' : 'commitments.unitIntro')}
        </Typography.Paragraph>
      }
      filters={filters}
      defaultHidden={COMMITMENT_COLUMNS_HIDDEN_AT_FIRST}
      actions={
        office ? (
          <>
            {chosen.size > 0 ? (
              <Space size={4} role="status" aria-live="polite">
                <Typography.Text>{t('commitments.selected', { count: chosen.size })}</Typography.Text>
                <Button type="link" size="small" onClick={() => setChosen(new Map())}>
                  {t('commitments.clear')}
                </Button>
              </Space>
            ) : null}
            <Button icon={<BellOutlined />} disabled={chosen.size === 0} onClick={() => setAsking([...chosen.values()])}>
              {t('commitments.request')}
            </Button>
          </>
        ) : undefined
      }
      table={{
        rowKey: 'id',
        size: 'small',
        scrollX: 'columns',
        columns,
        ...(office
          ? {
              rowSelection: {
                selectedRowKeys: [...chosen.keys()],
                preserveSelectedRowKeys: true,
                onChange: choose,
                getTitleCheckboxProps: () => ({ 'aria-label': t('commitments.selectAll') }),
                columnTitle: selectAllTitle,
                getCheckboxProps: (row: Commitment) => ({
                  'aria-label': t('commitments.select', { name: row.caseNo ?? row.title }),
                  disabled: !open(row),
                }),
              },
            }
          : {}),
      }}
    >
      <RequestUpdatesDialog
        commitments={asking}
        onClose={() => setAsking(null)}
        onDone={(done) => {
          setResults(done);
          setChosen(new Map());
        }}
      />
      <ReportCommitmentDialog commitment={reporting} onClose={() => setReporting(null)} />
      <BatchResults results={results} onClose={() => setResults(null)} />
    </ListPage>
  );
}
