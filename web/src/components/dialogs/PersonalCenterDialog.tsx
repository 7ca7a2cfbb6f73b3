import { MemberProfileBody } from '@proposal-desk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { updateProfile, writeProfileConfirmation } from '../../api/profile';
import { NOTICES_KEY } from '../../layouts/header/notices-key';
import { useUserStore } from '../../stores/user';
import { FormDialog } from '../form/FormDialog';
import { useSchemaRules } from '../form/schema-rules';
import { PersonalCenterFields, profileValuesOf, type ProfileFormValues } from './PersonalCenterFields';
import { useMemberProfile } from './use-member-profile';
import { SessionsSection } from './SessionsSection';
import { recordUnexpected } from '../error-log/collect-error';

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
  const queryClient = useQueryClient();
  const userInfo = useUserStore((s) => s.userInfo);
  const loadUserInfo = useUserStore((s) => s.loadUserInfo);
  const state = useMemberProfile(open, userInfo?.user_ID);
  const profile = state.kind === 'ready' ? state.profile : null;
  // The entry check's confirmation shows only once there is a profile to confirm: a user without one
  // (an office account) or whose profile could not be read is not shown an empty dialog; it closes unseen.
  const nothingToConfirm = fromConfirmation && (state.kind === 'none' || state.kind === 'failed');
  const shown = fromConfirmation ? open && profile !== null : open;
  const closedUnseen = useRef(false);
  useEffect(() => {
    if (!open) closedUnseen.current = false;
    else if (nothingToConfirm && !closedUnseen.current) {
      closedUnseen.current = true;
      onClose();
    }
  }, [open, nothingToConfirm, onClose]);
  const fields = useSchemaRules(MemberProfileBody);

  const submit = async (values: ProfileFormValues) => {
    if (!profile || !userInfo) throw new Error('The profile has not loaded');
    const answer = await updateProfile({ ID: profile.hR_ID, ...values });
    if (fromConfirmation) {
      await writeProfileConfirmation(userInfo.user_ID, profile.staff_Name);
      // The notice asking for the confirmation has gone from the list.
      void queryClient.invalidateQueries({ queryKey: NOTICES_KEY });
    }
    return answer;
  };

  const refresh = () => {
    onSaved?.();
    void loadUserInfo().catch((error: unknown) => recordUnexpected(error));
  };

  return (
    <FormDialog<ProfileFormValues>
      name={fromConfirmation ? 'profileConfirmForm' : 'profileForm'}
      open={shown}
      title={t(fromConfirmation ? 'dialogs.profile.confirmTitle' : 'dialogs.profile.title')}
      okText={t(fromConfirmation ? 'dialogs.profile.confirm' : 'dialogs.profile.save')}
      width={720}
      ready={profile !== null}
      initialValues={profile ? profileValuesOf(profile) : undefined}
      submit={submit}
      onClose={onClose}
      onSaved={refresh}
    >
      {fromConfirmation && profile && <Alert type="info" showIcon title={t('dialogs.profile.confirmHint')} style={{ marginBottom: 16 }} />}
      {state.kind === 'loading' && <Spin style={{ display: 'block', margin: '32px auto' }} />}
      {state.kind === 'none' && <Result status="info" title={t('dialogs.profile.noProfile')} />}
      {state.kind === 'failed' && <Result status="warning" title={t('dialogs.profile.loadFailed')} />}
      {profile && <PersonalCenterFields profile={profile} fields={fields} />}
      {open && !fromConfirmation && state.kind !== 'loading' && <SessionsSection />}
    </FormDialog>
  );
}
