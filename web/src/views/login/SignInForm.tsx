import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { announceFieldErrors } from '../../components/a11y/announcer';
import type { FieldRules } from '../../components/form/schema-rules';
import { recordUnexpected } from '../../components/error-log/collect-error';

/** The field a user signs in with: the user name or the mobile number. */
export interface SignInIdentity {
  name: string;
  icon: ReactNode;
  label: string;
  field: FieldRules;
  autoComplete: string;
}

interface SignInFormProps<Values> {
  /** Signs in; a rejection leaves the form as it is (the request layer shows the message). */
  onSubmit(values: Values): Promise<void>;
  identity: SignInIdentity;
  password: FieldRules;
  /** Below the password: the captcha, when it is switched on. */
  children?: ReactNode;
}

/** A sign-in form: who, the password, and the sign-in button that spins while the server answers. */
export function SignInForm<Values>({ onSubmit, identity, password, children }: SignInFormProps<Values>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Values>();
  const handleFinish = (values: Values) => {
    setBusy(true);
    onSubmit(values)
      .catch((error: unknown) => recordUnexpected(error))
      .finally(() => setBusy(false));
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      size="large"
      onFinish={handleFinish}
      onFinishFailed={({ errorFields }) => announceFieldErrors(form, errorFields)}
      autoComplete="on"
    >
      <Form.Item name={identity.name} rules={identity.field.rules}>
        <Input
          prefix={identity.icon}
          placeholder={identity.label}
          aria-label={identity.label}
          maxLength={identity.field.maxLength}
          autoComplete={identity.autoComplete}
        />
      </Form.Item>
      <Form.Item name="password" rules={password.rules}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.password')}
          aria-label={t('login.password')}
          autoComplete="current-password"
        />
      </Form.Item>
      {children}
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
