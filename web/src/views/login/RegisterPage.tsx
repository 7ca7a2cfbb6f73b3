import { IdcardOutlined, LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, type FormRule } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useLoginRules } from './login-rules';
import { LoginShell } from './LoginShell';
import { registerAccount, type RegisterValues } from './register-account';
import { announceFieldErrors } from '../../components/a11y/announcer';

/** /register: a new account waits for an administrator to enable it. */
export function RegisterPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<RegisterValues>();
  const { register } = useLoginRules();
  const confirmRules: FormRule[] = [
    { required: true, message: t('login.confirmRequired') },
    ({ getFieldValue }) => ({
      validator: (_rule, value) =>
        value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('login.passwordMismatch'))),
    }),
  ];
  const handleFinish = (values: RegisterValues) => {
    setBusy(true);
    registerAccount(values)
      .then((msg) => {
        void message.success(msg || t('login.registerSuccess'));
        return navigate('/login');
      })
      .catch((error: unknown) => void message.error(error instanceof Error ? error.message : String(error)))
      .finally(() => setBusy(false));
  };
  return (
    <LoginShell>
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        size="large"
        onFinish={handleFinish}
        onFinishFailed={({ errorFields }) => announceFieldErrors(form, errorFields)}
      >
        <Form.Item name="username" rules={register.username.rules}>
          <Input prefix={<UserOutlined />} placeholder={t('login.username')} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={register.password.rules}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('login.password')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" dependencies={['password']} rules={confirmRules}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('login.confirmPassword')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="name" rules={register.Staff_Name.rules}>
          <Input prefix={<IdcardOutlined />} placeholder={t('login.name')} maxLength={register.Staff_Name.maxLength} />
        </Form.Item>
        <Form.Item name="mobile" rules={register.Mobile.rules}>
          <Input prefix={<MobileOutlined />} placeholder={t('login.mobile')} maxLength={register.Mobile.maxLength} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('login.registerSubmit')}
        </Button>
      </Form>
      <div className="login-links">
        <Link to="/login">{t('login.toLogin')}</Link>
      </div>
    </LoginShell>
  );
}
