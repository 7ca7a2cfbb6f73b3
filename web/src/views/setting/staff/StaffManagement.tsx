import { PlusOutlined } from '@ant-design/icons';
import type { StaffRow } from '@proposal-desk/shared';
import { Button, Card, message, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addStaff, deleteStaff, updateStaff, type StaffFormValues } from '../../../api/staff';
import { StaffFilters } from './StaffFilters';
import { StaffFormDialog } from './StaffFormDialog';
import { StaffTable } from './StaffTable';
import { useStaffList } from './use-staff-list';
import { useStaffOptions } from './use-staff-options';

type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; row: StaffRow };

/** `/setting/staffManagement`: the personnel of the offices and handling units (admin only). */
export default function StaffManagement() {
  const { t } = useTranslation();
  const options = useStaffOptions();
  const list = useStaffList();
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });

  const save = async (values: StaffFormValues) => {
    const answer = editing.kind === 'edit' ? await updateStaff(editing.row.id, values) : await addStaff(values);
    void message.success(answer.msg);
    setEditing({ kind: 'closed' });
    list.reload();
  };

  const remove = async (row: StaffRow) => {
    const answer = await deleteStaff(row.id);
    void message.success(answer.msg);
    list.reload();
  };

  return (
    <Card className="staff-management">
      <StaffFilters options={options} onSearch={list.search} />
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" className="staff-add" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'add' })}>
          {t('settingTrees.add')}
        </Button>
      </Space>
      <StaffTable
        rows={list.rows}
        total={list.total}
        loading={list.loading}
        pageIndex={list.query.pageIndex}
        pageSize={list.query.pageSize}
        onPage={list.page}
        onSort={list.sort}
        onEdit={(row) => setEditing({ kind: 'edit', row })}
        onDelete={(row) => void remove(row).catch(() => undefined)}
      />
      <StaffFormDialog
        open={editing.kind !== 'closed'}
        editing={editing.kind === 'edit' ? editing.row : null}
        options={options}
        onSubmit={save}
        onClose={() => setEditing({ kind: 'closed' })}
      />
    </Card>
  );
}
