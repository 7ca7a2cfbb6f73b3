import { PasswordForm } from '@proposal-desk/shared';
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/profile';
import { useUserStore } from '../../stores/user';
import { FormDialog, type FormDialogControl } from '../form/FormDialog';
import { useSchemaRules } from '../form/schema-rules';
import { TextField } from '../form/TextField';
import { NewPasswordField } from './NewPasswordField';
import { confirmationRule } from './password-rules';
import { useMessageText } from './use-message-text';

export interface ChangePasswordDialogProps extends FormDialogControl {
  /** The password must change (status 1): the dialog cannot be dismissed until it has. */
  forced?: boolean;
}

interface PasswordValues {
  oldPwd: string;
  newPwd: string;
  confirmNewPwd: string;
}

/** 修改密码: old password, new password (strength level 3) and its confirmation, encrypted on the way (spec §4, §5). */
export function ChangePasswordDialog({ forced = false, ...control }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const userId = useUserStore((s) => s.userInfo?.user_ID);
  const [form] = Form.useForm<PasswordValues>();
  const fields = useSchemaRules(PasswordForm);
  const label = (key: keyof PasswordValues) => t(`dialogs.password.${key}`);
  const confirmation = {
    rules: [confirmationRule(text, form)],
    password: true,
    autoComplete: 'new-password',
    item: { dependencies: ['newPwd'] },
  };

  const submit = (values: PasswordValues) =>
    userId === undefined ? Promise.reject(new Error('Not signed in')) : changePassword({ uid: userId, ...values });

  return (
    <FormDialog<PasswordValues>
      {...control}
      name={forced ? 'forcedPasswordForm' : 'passwordForm'}
      form={form}
      title={t('dialogs.password.title')}
      okText={t('dialogs.password.submit')}
      width={480}
      dismissible={!forced}
      submit={submit}
    >
      {forced && <Alert type="warning" showIcon title={t('dialogs.password.forcedHint')} style={{ marginBottom: 16 }} />}
      <TextField name="oldPwd" label={label('oldPwd')} field={fields.oldPwd} password autoComplete="current-password" />
      <NewPasswordField name="newPwd" label={label('newPwd')} field={fields.newPwd} hint={t('dialogs.password.strengthHint')} />
      <TextField name="confirmNewPwd" label={label('confirmNewPwd')} field={fields.confirmNewPwd} {...confirmation} />
    </FormDialog>
  );
}
