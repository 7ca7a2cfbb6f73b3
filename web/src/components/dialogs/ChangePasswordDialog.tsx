import { Alert, message, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/profile';
import { useUserStore } from '../../stores/user';
import { ChangePasswordForm } from './ChangePasswordForm';
import type { PasswordFormValues } from './password-rules';

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose(): void;
  /** The password must change (status 1): the dialog cannot be dismissed until it has. */
  forced?: boolean;
}

/** 修改密码: the caller's own password, encrypted on the way (spec §4, §5). */
export function ChangePasswordDialog({ open, onClose, forced = false }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const userId = useUserStore((s) => s.userInfo?.user_ID);
  const [saving, setSaving] = useState(false);

  async function handleSubmit(values: PasswordFormValues): Promise<boolean> {
    if (userId === undefined) return false;
    setSaving(true);
    try {
      const res = await changePassword({ uid: userId, ...values });
      void message.success(res.msg);
      onClose();
      return true;
    } catch {
      // The request layer already showed the failure.
      return false;
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('dialogs.password.title')}
      onCancel={forced ? undefined : onClose}
      closable={!forced}
      maskClosable={!forced}
      keyboard={!forced}
      footer={null}
      width={480}
      destroyOnHidden
    >
      {forced && <Alert type="warning" showIcon title={t('dialogs.password.forcedHint')} style={{ marginBottom: 16 }} />}
      <ChangePasswordForm saving={saving} onSubmit={handleSubmit} />
    </Modal>
  );
}
