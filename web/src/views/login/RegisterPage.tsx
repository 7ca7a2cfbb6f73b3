import { IdcardOutlined, LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { isPhone } from '@proposal-desk/shared';
import { App, Button, Form, Input, type FormRule } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { loginRules } from './login-rules';
import { LoginShell } from './LoginShell';
import { registerAccount, type RegisterValues } from './register-account';

/** /register: a new account waits for an administrator to enable it. */
export function RegisterPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const rules = loginRules(t);
  const confirmRules: FormRule[] = [
    { required: true, message: t('login.confirmRequired') },
    ({ getFieldValue }) => ({
      validator: (_rule, value) =>
        value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('login.passwordMismatch'))),
    }),
  ];
  const mobileRules: FormRule[] = [
    {
      validator: (_rule, value) =>
        !value || isPhone(String(value).trim()) ? Promise.resolve() : Promise.reject(new Error(t('login.phoneInvalid'))),
    },
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
      <Form<RegisterValues> layout="vertical" size="large" onFinish={handleFinish}>
        <Form.Item name="username" rules={rules.username}>
          <Input prefix={<UserOutlined />} placeholder={t('login.username')} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={rules.password}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('login.password')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" dependencies={['password']} rules={confirmRules}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('login.confirmPassword')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="name">
          <Input prefix={<IdcardOutlined />} placeholder={t('login.name')} maxLength={50} />
        </Form.Item>
        <Form.Item name="mobile" rules={mobileRules}>
          <Input prefix={<MobileOutlined />} placeholder={t('login.mobile')} maxLength={11} />
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
