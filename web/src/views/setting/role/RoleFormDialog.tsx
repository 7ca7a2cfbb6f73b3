import type { RoleRow } from '@proposal-desk/shared';
import { App, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addRole, updateRole, type RoleFormValues } from '../../../api/roles';
import { RoleForm } from './RoleForm';

interface RoleFormDialogProps {
  open: boolean;
  role?: RoleRow;
  onClose(): void;
  onSaved(): void;
}

export function RoleFormDialog({ open, role, onClose, onSaved }: RoleFormDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  async function save(values: RoleFormValues) {
    setSaving(true);
    try {
      const res = role ? await updateRole(role.id, values) : await addRole(values);
      void message.success(res.msg);
      onSaved();
    } catch {
      // The request layer has shown the server's message; the dialog stays open to fix it.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t(role ? 'settingUsers.roles.form.editTitle' : 'settingUsers.roles.form.addTitle')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <RoleForm key={role?.id ?? 'new'} role={role} saving={saving} onSubmit={(values) => void save(values)} onCancel={onClose} />
    </Modal>
  );
}
