import { CASE_SORT_FIELDS, CASE_STATUSES, CaseFilter, type CaseRow, CaseWithdrawBody } from '@proposal-desk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCaseList, withdrawCase } from '../../../api/cases';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { type FilterField, filledFilters, type FiltersOf, ListPage, sortParams, usePagedList } from '../../../components/list';
import { useUserStore } from '../../../stores/user';
import { NoteDialog } from '../file/NoteDialog';
import { type Body, labelledOptions } from '../shared/case-options';
import { caseListName } from '../shared/case-cache';
import { useAfterCaseWrite } from '../shared/case-queries';
import { DraftDialog } from '../shared/DraftDialog';
import { useSubmitDraft } from '../shared/submitter-writes';
import { myCaseCard, myCaseColumns, type RowAction } from './my-case-columns';

const MY_FILTERS = CaseFilter.pick({ keyword: true, status: true, submitterRole: true }).shape;
type MyFilters = FiltersOf<typeof MY_FILTERS>;

type Dialog = 'none' | 'draft' | 'withdraw';

/**
 * The caller's own cases (the server limits the register to the cases they lead, drafts included, and
 * those they co-signed), filtered by status and keyword in the URL. The list shares the register's cache
 * name: it is the same call, and every case write asks both again.
 */
export function MyCaseList({ body }: { body: Body }) {
  const { t, i18n } = useTranslation();
  const memberId = useUserStore((state) => state.userInfo?.hR_ID);
  const list = usePagedList({
    key: caseListName(body),
    filters: MY_FILTERS,
    sortFields: CASE_SORT_FIELDS,
    fetchPage: (query, signal) =>
      fetchCaseList(
        { body, ...filledFilters(query.filters), ...sortParams(query.sort), pageIndex: query.page, pageSize: query.size },
        signal,
      ),
  });
  const [dialog, setDialog] = useState<Dialog>('none');
  // The row a dialog is about (none for a new draft); kept while the dialog closes.
  const [target, setTarget] = useState<CaseRow | null>(null);
  const open = (next: Dialog, row: CaseRow | null) => {
    setTarget(row);
    setDialog(next);
  };
  const close = () => setDialog('none');
  const submitDraft = useSubmitDraft();
  const after = useAfterCaseWrite();
  const withdrawRules = useSchemaRules(CaseWithdrawBody);
  // The cases the caller leads carry their profile; co-signed ones only open (the server decides in the end).
  const leads = (row: CaseRow) => memberId !== null && memberId !== undefined && row.leadMemberId === memberId;

  const act = (action: RowAction, row: CaseRow) => {
    if (action === 'editDraft') open('draft', row);
    else if (action === 'submit') submitDraft({ id: row.id, version: row.version, title: row.title, body });
    else open('withdraw', row);
  };

  const choices = { t, language: i18n.language, body, leads, act };

  const filters: FilterField<MyFilters>[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: t('caseMine.filter.keyword'),
      placeholder: t('caseMine.filter.keywordPlaceholder'),
      maxLength: 100,
      search: true,
    },
    {
      kind: 'select',
      name: 'status',
      label: t('caseMine.filter.status'),
      placeholder: t('caseMine.filter.all'),
      options: labelledOptions(CASE_STATUSES, i18n.language),
    },
    {
      kind: 'select',
      name: 'submitterRole',
      label: t('caseMine.filter.role'),
      placeholder: t('caseMine.filter.all'),
      options: (['LEAD', 'COSIGNER'] as const).map((role) => ({ value: role, label: t(`caseMine.filter.roles.${role}.${body}`) })),
    },
  ];

  return (
    <ListPage
      list={list}
      filters={filters}
      add={{ label: t(`caseMine.add.${body}`), onClick: () => open('draft', null) }}
      table={{
        rowKey: 'id',
        scrollX: 'columns',
        columns: myCaseColumns(choices),
        cards: { label: t(`caseMine.tabs.cases.${body}`), of: (row) => myCaseCard(choices, row) },
      }}
    >
      <DraftDialog body={body} draftId={target?.id ?? null} open={dialog === 'draft'} onClose={close} />
      <NoteDialog
        open={dialog === 'withdraw'}
        name="myCaseWithdraw"
        title={t('caseMine.actions.withdraw')}
        okText={t('caseMine.actions.withdraw')}
        label={t('caseMine.withdraw.reason')}
        field={withdrawRules.reason}
        submit={(reason) =>
          target
            ? after(withdrawCase({ id: target.id, version: target.version, reason }), [target.id])
            : Promise.reject(new Error('no case to withdraw'))
        }
        onClose={close}
      />
    </ListPage>
  );
}
