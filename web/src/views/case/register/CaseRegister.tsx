import { DownloadOutlined, RollbackOutlined, SendOutlined, UploadOutlined } from '@ant-design/icons';
import { CASE_SORT_FIELDS, type CaseRow } from '@proposal-desk/shared';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useRef, useState } from 'react';
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
import { caseColumns } from './case-columns';
import { CASE_FILTERS, caseFilterFields, caseQueryOf } from './case-filters';
import { EnterCaseDialog } from './EnterCaseDialog';
import { ImportCasesDialog } from './ImportCasesDialog';
import { ReturnRequestsDialog } from './ReturnRequestsDialog';

type Dialog = 'none' | 'enter' | 'import' | 'assign' | 'returns';

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
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  // The rows chosen as the list shows them now, so a batch carries each case's current version.
  const selected = list.rows.filter((row) => selectedIds.includes(row.id));
  const allColumns = caseColumns(t, i18n.language);
  const exportAll = useMutation({
    mutationFn: () => exportCases(caseQueryOf(body, list.query), `${t(`cases.register.exportName.${body}`)}_${beijingStamp(new Date())}`),
  });
  const close = () => setDialog('none');

  return (
    <ListPage
      list={list}
      filters={caseFilterFields(t, { body, language: i18n.language, report, members })}
      add={{ label: t('cases.register.enter'), onClick: () => setDialog('enter') }}
      actions={
        <>
          <Button className="case-import" icon={<UploadOutlined />} onClick={() => setDialog('import')}>
            {t('cases.register.import')}
          </Button>
          <Button icon={<SendOutlined />} disabled={selected.length === 0} onClick={() => setDialog('assign')}>
            {t('cases.register.batchAssign')}
            {selected.length > 0 ? `（${selected.length}）` : ''}
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
        scrollX: 'max-content',
        columns: allColumns,
        rowSelection: {
          selectedRowKeys: selectedIds,
          onChange: (keys) => setSelectedIds(keys.map(Number)),
          getTitleCheckboxProps: () => ({ 'aria-label': t('cases.register.selectAll') }),
          columnTitle: selectAllTitle,
          getCheckboxProps: (row: CaseRow) => ({ 'aria-label': t('cases.register.select', { name: row.caseNo ?? row.title }) }),
        },
      }}
    >
      <EnterCaseDialog body={body} open={dialog === 'enter'} onClose={close} />
      <ImportCasesDialog body={body} open={dialog === 'import'} onClose={close} />
      <AssignDialog
        target={dialog === 'assign' ? { batch: true, cases: selected.map(({ id, version }) => ({ id, version })) } : null}
        onClose={close}
        onSaved={() => setSelectedIds([])}
      />
      <ReturnRequestsDialog body={body} open={dialog === 'returns'} onClose={close} />
    </ListPage>
  );
}
