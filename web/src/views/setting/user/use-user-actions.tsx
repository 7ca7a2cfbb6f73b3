import { USER_STATES, type UserRow } from '@proposal-desk/shared';
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteUser, issueLoginLink, resetUserPassword, setUserState } from '../../../api/users';
import { absoluteLink } from './login-link';
import { SecretBox } from './SecretBox';
import { formatMinute } from '../../../utils/format-time';
import { recordUnexpected } from '../../../components/error-log/collect-error';

/** Reset password, enable/disable, delete and sign-in link, each after a confirmation. */
export function useUserActions(reload: () => void) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const name = (user: UserRow) => `${user.staff_Name}（${user.username}）`;

  function confirm(content: string, run: () => Promise<void>, danger = false) {
    modal.confirm({ content, okButtonProps: { danger }, onOk: () => run().catch((error: unknown) => recordUnexpected(error)) });
  }

  function showPassword(user: UserRow, password: string | undefined, serverMessage: string) {
    if (!password) {
      void message.success(serverMessage);
      return;
    }
    modal.info({
      title: t('settingUsers.users.password.title'),
      width: 480,
      content: (
        <>
          <Typography.Paragraph>{t('settingUsers.users.password.shown', { name: name(user) })}</Typography.Paragraph>
          <SecretBox value={password} label={t('settingUsers.users.password.title')} copyLabel={t('settingUsers.users.password.copy')} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {serverMessage}
          </Typography.Paragraph>
        </>
      ),
    });
  }

  const resetPassword = (user: UserRow) =>
    confirm(t('settingUsers.users.confirm.resetPwd', { name: name(user) }), async () => {
      const res = await resetUserPassword(user.user_ID);
      showPassword(user, res.data.password, res.msg);
      reload();
    });

  const toggleState = (user: UserRow) => {
    const disabling = user.state === USER_STATES.ENABLED;
    confirm(
      t(`settingUsers.users.confirm.${disabling ? 'disable' : 'enable'}`, { name: name(user) }),
      async () => {
        const res = await setUserState(user.user_ID, disabling ? USER_STATES.DISABLED : USER_STATES.ENABLED);
        void message.success(res.msg);
        reload();
      },
      disabling,
    );
  };

  const remove = (user: UserRow) =>
    confirm(
      t('settingUsers.users.confirm.delete', { name: name(user) }),
      async () => {
        const res = await deleteUser(user.user_ID);
        void message.success(res.msg);
        reload();
      },
      true,
    );

  const issueLink = (user: UserRow) =>
    confirm(t('settingUsers.users.confirm.loginLink', { name: name(user) }), async () => {
      const res = await issueLoginLink(user.user_ID);
      modal.info({
        title: t('settingUsers.users.link.title'),
        width: 560,
        content: (
          <>
            <Typography.Paragraph>{t('settingUsers.users.link.intro', { time: formatMinute(res.data.expiresAt) })}</Typography.Paragraph>
            <SecretBox
              value={absoluteLink(res.data.url, window.location)}
              label={t('settingUsers.users.link.title')}
              copyLabel={t('settingUsers.users.link.copy')}
            />
          </>
        ),
      });
    });

  return { resetPassword, toggleState, remove, issueLink, showPassword };
}
