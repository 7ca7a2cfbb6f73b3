import type { DepartmentNode, RoleOption, UserRow } from '@proposal-desk/shared';
import { App, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addUser, updateUser, type AddedUser, type UserFormValues } from '../../../api/users';
import { UserForm } from './UserForm';

interface UserFormDialogProps {
  open: boolean;
  /** The edited user; absent when adding. */
  user?: UserRow;
  roles: readonly RoleOption[];
  departments: readonly DepartmentNode[];
  onClose(): void;
  /** Called after a save; an added user with a generated password carries it (shown once). */
  onSaved(saved: AddedUser, serverMessage: string): void;
}

export function UserFormDialog({ open, user, roles, departments, onClose, onSaved }: UserFormDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  async function save(values: UserFormValues) {
    setSaving(true);
    try {
      const res = user ? await updateUser(user.user_ID, values) : await addUser(values);
      if (!res.data || !('password' in res.data)) void message.success(res.msg);
      onSaved(res.data, res.msg);
    } catch {
      // The request layer has shown the server's message; the dialog stays open to fix it.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t(user ? 'settingUsers.users.form.editTitle' : 'settingUsers.users.form.addTitle')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <UserForm
        key={user?.user_ID ?? 'new'}
        user={user}
        roles={roles}
        departments={departments}
        saving={saving}
        onSubmit={(values) => void save(values)}
        onCancel={onClose}
      />
    </Modal>
  );
}
