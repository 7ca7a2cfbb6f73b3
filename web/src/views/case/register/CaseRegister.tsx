import { BellOutlined, CheckOutlined, DownloadOutlined, RollbackOutlined, SendOutlined, UploadOutlined } from '@ant-design/icons';
import { BATCH_CASES_MAX, type BatchCaseResult, CASE_SORT_FIELDS, type CaseRow } from '@proposal-desk/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Space, Typography } from 'antd';
import { type Key, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { exportCases, fetchCaseList } from '../../../api/cases';
import { beijingStamp } from '../../../api/members-stamp';
import { ListPage, usePagedList } from '../../../components/list';
import { selectAllTitle } from '../../../components/table/select-all-title';
import { useMemberOptions } from '../../delegate/use-member-options';
import { useReportOptions } from '../../report/use-report-data';
import { AssignDialog } from '../shared/AssignDialog';
import { bodyOfPath } from '../shared/case-options';
import { caseListName } from '../shared/case-cache';
import { CASE_COLUMNS_HIDDEN_AT_FIRST, caseColumns } from './case-columns';
import { CASE_FILTERS, caseFilterFields, caseQueryOf } from './case-filters';
import { BatchAcceptDialog, BatchUrgeDialog } from './batch/BatchDialogs';
import { BatchResults } from './batch/BatchResults';
import { EnterCaseDialog } from './EnterCaseDialog';
import { ImportCasesDialog } from './ImportCasesDialog';
import { ReturnRequestsDialog } from './ReturnRequestsDialog';

type Dialog = 'none' | 'enter' | 'import' | 'assign' | 'accept' | 'urge' | 'returns';

/** 建议管理 (/npc/suggestions) and 提案管理 (/cppcc/proposals): a body's register, its filters in the URL. */
export default function CaseRegister() {
  const { t, i18n } = useTranslation();
  // A kept-alive page stays mounted under other paths: the body is the one of the path it opened at.
  const body = bodyOfPath(useRef(useLocation().pathname).current);
  const report = useReportOptions();
  const members = useMemberOptions();
  const list = usePagedList({
    key: caseListName(body),
    filters: CASE_FILTERS,
    sortFields: CASE_SORT_FIELDS,
    fetchPage: (query, signal) => fetchCaseList({ ...caseQueryOf(body, query), pageIndex: query.page, pageSize: query.size }, signal),
  });
  const [dialog, setDialog] = useState<Dialog>('none');
  // The selection outlives pages and filters: each chosen row as last seen, with the version a batch sends.
  const [chosen, setChosen] = useState<ReadonlyMap<number, CaseRow>>(new Map());
  const [results, setResults] = useState<BatchCaseResult[] | null>(null);
  // A chosen row on the page now is taken as the page shows it, so a batch carries its current version.
  const selected = [...chosen.values()].map((row) => list.rows.find((shown) => shown.id === row.id) ?? row);
  const refs = selected.map(({ id, version }) => ({ id, version }));
  const full = chosen.size >= BATCH_CASES_MAX;
  const choose = (keys: readonly Key[], rows: readonly (CaseRow | undefined)[]) =>
    setChosen((before) => {
      const next = new Map<number, CaseRow>();
      for (const key of keys.map(Number).slice(0, BATCH_CASES_MAX)) {
        const row = rows.find((r) => r?.id === key) ?? before.get(key);
        if (row) next.set(key, row);
      }
      return next;
    });
  const batchDone = (done: BatchCaseResult[]) => {
    setResults(done);
    setChosen(new Map());
  };
  const allColumns = caseColumns(t, i18n.language);
  const exportAll = useMutation({
    mutationFn: () => exportCases(caseQueryOf(body, list.query), `${t(`cases.register.exportName.${body}`)}_${beijingStamp(new Date())}`),
  });
  const close = () => setDialog('none');

  return (
    <ListPage
      list={list}
      filters={caseFilterFields(t, { body, language: i18n.language, report, members })}
      defaultHidden={CASE_COLUMNS_HIDDEN_AT_FIRST}
      add={{ label: t('cases.register.enter'), onClick: () => setDialog('enter') }}
      actions={
        <>
          <Button className="case-import" icon={<UploadOutlined />} onClick={() => setDialog('import')}>
            {t('cases.register.import')}
          </Button>
          {selected.length > 0 ? (
            <Space size={4} role="status" aria-live="polite">
              <Typography.Text>{t('cases.batch.selected', { count: selected.length, max: BATCH_CASES_MAX })}</Typography.Text>
              <Button type="link" size="small" onClick={() => setChosen(new Map())}>
                {t('cases.batch.clear')}
              </Button>
            </Space>
          ) : null}
          <Button icon={<SendOutlined />} disabled={selected.length === 0} onClick={() => setDialog('assign')}>
            {t('cases.register.batchAssign')}
          </Button>
          <Button icon={<CheckOutlined />} disabled={selected.length === 0} onClick={() => setDialog('accept')}>
            {t('cases.batch.accept')}
          </Button>
          <Button icon={<BellOutlined />} disabled={selected.length === 0} onClick={() => setDialog('urge')}>
            {t('cases.batch.urge')}
          </Button>
          <Button icon={<RollbackOutlined />} onClick={() => setDialog('returns')}>
            {t('cases.register.returns')}
          </Button>
          <Button icon={<DownloadOutlined />} loading={exportAll.isPending} onClick={() => exportAll.mutate()}>
            {t('cases.register.export')}
          </Button>
        </>
      }
      table={{
        rowKey: 'id',
        // Compact rows: the office scans many cases at once, and a laptop's window shows a page of them.
        size: 'small',
        // The columns' own widths (a long 案由 is cut, whole on hover): the key columns fit a 1366 px window.
        scrollX: 'columns',
        columns: allColumns,
        rowSelection: {
          selectedRowKeys: [...chosen.keys()],
          preserveSelectedRowKeys: true,
          onChange: choose,
          getTitleCheckboxProps: () => ({ 'aria-label': t('cases.register.selectAll') }),
          columnTitle: selectAllTitle,
          getCheckboxProps: (row: CaseRow) => ({
            'aria-label': t('cases.register.select', { name: row.caseNo ?? row.title }),
            // At most 200 at once: once full, only a chosen row can be unchosen.
            disabled: full && !chosen.has(row.id),
          }),
        },
      }}
    >
      <EnterCaseDialog body={body} open={dialog === 'enter'} onClose={close} />
      <ImportCasesDialog body={body} open={dialog === 'import'} onClose={close} />
      <AssignDialog
        target={dialog === 'assign' ? { batch: true, cases: refs } : null}
        onClose={close}
        onSaved={() => setChosen(new Map())}
      />
      <BatchAcceptDialog body={body} cases={dialog === 'accept' ? selected : null} onClose={close} onDone={batchDone} />
      <BatchUrgeDialog cases={dialog === 'urge' ? refs : null} onClose={close} onDone={batchDone} />
      <BatchResults results={results} onClose={() => setResults(null)} />
      <ReturnRequestsDialog body={body} open={dialog === 'returns'} onClose={close} />
    </ListPage>
  );
}
