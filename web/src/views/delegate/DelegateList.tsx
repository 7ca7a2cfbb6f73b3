import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { MemberProfile } from '@proposal-desk/shared';
import { Button, Card, message, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addMember,
  changeMember,
  deleteMember,
  exportMembers,
  type MemberChange,
  type MemberFormValues,
  updateMember,
} from '../../api/members';
import { ChangeDialog } from './ChangeDialog';
import { DelegateFilters, FILTER_ITEMS } from './DelegateFilters';
import { DelegateTable } from './DelegateTable';
import { ImportDialog } from './ImportDialog';
import { MemberFormDialog } from './MemberFormDialog';
import { useTableHeight } from './table-height';
import { filterBody, useDelegateList } from './use-delegate-list';
import { useMemberOptions } from './use-member-options';

type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; person: MemberProfile };

/** `/delegate/delegateList`: the delegates and members (HrSatff) with filters, dialogs, export and import. */
export default function DelegateList() {
  const { t } = useTranslation();
  const options = useMemberOptions();
  const list = useDelegateList();
  const height = useTableHeight(FILTER_ITEMS);
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [moving, setMoving] = useState<MemberProfile | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  const save = async (values: MemberFormValues) => {
    const answer = editing.kind === 'edit' ? await updateMember(editing.person.hR_ID, values) : await addMember(values);
    void message.success(answer.msg);
    setEditing({ kind: 'closed' });
    list.reload();
  };

  const move = async (change: MemberChange) => {
    const answer = await changeMember(change);
    void message.success(answer.msg);
    setMoving(null);
    list.reload();
  };

  const remove = async (person: MemberProfile) => {
    const answer = await deleteMember(person.hR_ID);
    void message.success(answer.msg);
    list.reload();
  };

  // The export takes the applied filter and sort: exactly the rows of every page of the list.
  const exportAll = async () => {
    setExporting(true);
    try {
      await exportMembers(filterBody(list.query), t('delegates.exportName'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card className="delegate-list">
      <DelegateFilters options={options} onSearch={list.search} />
      <Space style={{ marginBottom: 12 }} wrap>
        <Button className="delegate-add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'add' })}>
          {t('delegates.actions.add')}
        </Button>
        <Button className="delegate-import" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
          {t('delegates.actions.import')}
        </Button>
        <Button
          className="delegate-export"
          icon={<DownloadOutlined />}
          loading={exporting}
          onClick={() => void exportAll().catch(() => undefined)}
        >
          {t('delegates.actions.export')}
        </Button>
      </Space>
      <DelegateTable
        rows={list.rows}
        total={list.total}
        loading={list.loading}
        pageIndex={list.query.pageIndex}
        pageSize={list.query.pageSize}
        height={height}
        onPage={list.page}
        onSort={list.sort}
        onEdit={(person) => setEditing({ kind: 'edit', person })}
        onChangePlace={setMoving}
        onDelete={(person) => void remove(person).catch(() => undefined)}
      />
      <MemberFormDialog
        open={editing.kind !== 'closed'}
        editing={editing.kind === 'edit' ? editing.person : null}
        options={options}
        onSubmit={save}
        onClose={() => setEditing({ kind: 'closed' })}
      />
      <ChangeDialog person={moving} options={options} onSubmit={move} onClose={() => setMoving(null)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} onImported={list.reload} />
    </Card>
  );
}
