import { Alert, message, Modal, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateProfile, writeProfileConfirmation } from '../../api/profile';
import { useUserStore } from '../../stores/user';
import { PersonalCenterForm } from './PersonalCenterForm';
import type { ProfileFormValues } from './profile-rules';
import { useMemberProfile } from './use-member-profile';

export interface PersonalCenterDialogProps {
  open: boolean;
  onClose(): void;
  /** Opened by the entry check: saving also records the confirmation (`staff name + 确认`). */
  fromConfirmation?: boolean;
  /** Called after a successful save so the parent can refresh. */
  onSaved?(): void;
}

/** 个人中心: the signed-in user's own member profile (spec §4, §5). */
export function PersonalCenterDialog({ open, onClose, fromConfirmation = false, onSaved }: PersonalCenterDialogProps) {
  const { t } = useTranslation();
  const userInfo = useUserStore((s) => s.userInfo);
  const loadUserInfo = useUserStore((s) => s.loadUserInfo);
  const state = useMemberProfile(open, userInfo?.user_ID);
  const [saving, setSaving] = useState(false);

  async function handleSubmit(values: ProfileFormValues) {
    if (state.kind !== 'ready' || !userInfo) return;
    setSaving(true);
    try {
      const res = await updateProfile({ ID: state.profile.hR_ID, ...values });
      void message.success(res.msg);
      if (fromConfirmation) await writeProfileConfirmation(userInfo.user_ID, state.profile.staff_Name);
      onSaved?.();
      await loadUserInfo().catch(() => undefined);
      onClose();
    } catch {
      // The request layer already showed the failure.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={fromConfirmation ? t('dialogs.profile.confirmTitle') : t('dialogs.profile.title')}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      {fromConfirmation && state.kind === 'ready' && (
        <Alert type="info" showIcon title={t('dialogs.profile.confirmHint')} style={{ marginBottom: 16 }} />
      )}
      {state.kind === 'loading' && <Spin style={{ display: 'block', margin: '32px auto' }} />}
      {state.kind === 'none' && <Result status="info" title={t('dialogs.profile.noProfile')} />}
      {state.kind === 'failed' && <Result status="warning" title={t('dialogs.profile.loadFailed')} />}
      {state.kind === 'ready' && (
        <PersonalCenterForm
          profile={state.profile}
          fromConfirmation={fromConfirmation}
          saving={saving}
          onSubmit={(values) => void handleSubmit(values)}
        />
      )}
    </Modal>
  );
}
