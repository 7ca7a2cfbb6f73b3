import { Button, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPasswordRules, type PasswordFormValues } from './password-rules';
import { useMessageText } from './use-message-text';

interface ChangePasswordFormProps {
  saving?: boolean;
  /** Resolves true when the change succeeded, so the form resets. */
  onSubmit(values: PasswordFormValues): Promise<boolean>;
}

/** Old password, new password (strength level 3) and its confirmation (spec §5). */
export function ChangePasswordForm({ saving = false, onSubmit }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [form] = Form.useForm<PasswordFormValues>();
  const rules = useMemo(() => buildPasswordRules(text, form), [text, form]);

  async function handleFinish(values: PasswordFormValues) {
    if (await onSubmit(values)) form.resetFields();
  }

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void handleFinish(values)} autoComplete="off">
      <Form.Item name="oldPwd" label={t('dialogs.password.oldPwd')} rules={rules.oldPwd} validateFirst>
        <Input.Password autoComplete="current-password" aria-label={t('dialogs.password.oldPwd')} />
      </Form.Item>
      <Form.Item
        name="newPwd"
        label={t('dialogs.password.newPwd')}
        rules={rules.newPwd}
        extra={t('dialogs.password.strengthHint')}
        validateFirst
      >
        <Input.Password autoComplete="new-password" aria-label={t('dialogs.password.newPwd')} />
      </Form.Item>
      <Form.Item
        name="confirmNewPwd"
        label={t('dialogs.password.confirmNewPwd')}
        rules={rules.confirmNewPwd}
        dependencies={['newPwd']}
        validateFirst
      >
        <Input.Password autoComplete="new-password" aria-label={t('dialogs.password.confirmNewPwd')} />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0, textAlign: 'right' }}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('dialogs.password.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
