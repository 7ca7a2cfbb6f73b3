import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { MEMBER_SORT_FIELDS, type MemberProfile } from '@proposal-desk/shared';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteMember, exportMembers, fetchMembers } from '../../api/members';
import { ListPage, useListWrite, usePagedList } from '../../components/list';
import { useRoutesStore } from '../../stores/routes';
import { ChangeDialog } from './ChangeDialog';
import { delegateColumns } from './delegate-columns';
import { delegateFilterFields, MEMBER_FILTERS, memberBody } from './delegate-filters';
import { ImportDialog } from './ImportDialog';
import { memberCasesLink, registerPaths } from './member-cases';
import { MemberFormDialog } from './MemberFormDialog';
import { ReportConditions } from './ReportConditions';
import { useMemberOptions } from './use-member-options';

/** The one dialog open over the list: a dialog never opens on top of another (调整 over 编辑, say). */
type Dialog =
  | { kind: 'closed' }
  | { kind: 'add' }
  | { kind: 'edit'; person: MemberProfile }
  | { kind: 'change'; person: MemberProfile }
  | { kind: 'import' };
const CLOSED: Dialog = { kind: 'closed' };

/** `/delegate/delegateList`: the delegates and members (HrSatff) with filters, dialogs, export and import. */
export default function DelegateList() {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  const options = useMemberOptions();
  const list = usePagedList({
    key: 'members',
    filters: MEMBER_FILTERS,
    sortFields: MEMBER_SORT_FIELDS,
    fetchPage: (query, signal) => fetchMembers(memberBody(query), query.page, query.size, signal),
  });
  const filterFields = delegateFilterFields(t, options, english);
  // A report's conditions stay while the filter bar searches, until their tag is closed.
  const { Body, tookPartIn } = list.query.filters;
  const searched = { ...list, search: (filters: Partial<typeof list.query.filters>) => list.search({ ...filters, Body, tookPartIn }) };
  const removeCondition = (name: 'Body' | 'tookPartIn') => list.search({ ...list.query.filters, [name]: undefined });
  const [dialog, setDialog] = useState<Dialog>(CLOSED);
  /** Opens a dialog unless one is already open (a click that slipped past its mask does nothing). */
  const show = (next: Dialog) => setDialog((current) => (current.kind === 'closed' ? next : current));
  const close = () => setDialog(CLOSED);

  const remove = useListWrite(list, (person: MemberProfile) => deleteMember(person.hR_ID));
  const routes = useRoutesStore((s) => s.routes);
  const registers = useMemo(() => registerPaths(routes), [routes]);
  const columns = delegateColumns(t, english ? 'en' : 'zh', {
    edit: (person) => show({ kind: 'edit', person }),
    changePlace: (person) => show({ kind: 'change', person }),
    remove: (person) => void remove(person),
    casesOf: (person) => memberCasesLink(person, options, registers),
  });
  // The export takes the applied filter and sort: exactly the rows of every page of the list.
  const exportAll = useMutation({ mutationFn: () => exportMembers(memberBody(list.query), t('delegates.exportName')) });

  return (
    <ListPage
      list={searched}
      filters={filterFields}
      intro={<ReportConditions filters={list.query.filters} remove={removeCondition} />}
      add={{ label: t('delegates.actions.add'), onClick: () => show({ kind: 'add' }) }}
      actions={
        <>
          <Button className="delegate-import" icon={<UploadOutlined />} onClick={() => show({ kind: 'import' })}>
            {t('delegates.actions.import')}
          </Button>
          <Button className="delegate-export" icon={<DownloadOutlined />} loading={exportAll.isPending} onClick={() => exportAll.mutate()}>
            {t('delegates.actions.export')}
          </Button>
        </>
      }
      table={{ rowKey: 'hR_ID', scrollX: 1610, columns }}
    >
      <MemberFormDialog
        open={dialog.kind === 'add' || dialog.kind === 'edit'}
        editing={dialog.kind === 'edit' ? dialog.person : null}
        options={options}
        onClose={close}
        onSaved={list.reload}
      />
      <ChangeDialog person={dialog.kind === 'change' ? dialog.person : null} options={options} onClose={close} onSaved={list.reload} />
      <ImportDialog open={dialog.kind === 'import'} onClose={close} onImported={() => void list.reload()} />
    </ListPage>
  );
}
