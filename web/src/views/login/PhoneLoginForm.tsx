import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginRules } from './login-rules';

export interface PhoneLoginValues {
  phone: string;
  password: string;
}

/** Mobile number and password sign-in. */
export function PhoneLoginForm({ onSubmit }: { onSubmit: (values: PhoneLoginValues) => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const rules = loginRules(t);
  const handleFinish = (values: PhoneLoginValues) => {
    setBusy(true);
    onSubmit({ ...values, phone: values.phone.trim() })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Form<PhoneLoginValues> layout="vertical" size="large" onFinish={handleFinish}>
      <Form.Item name="phone" rules={rules.phone}>
        <Input prefix={<MobileOutlined />} placeholder={t('login.phone')} aria-label={t('login.phone')} maxLength={11} autoComplete="tel" />
      </Form.Item>
      <Form.Item name="password" rules={rules.password}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.password')}
          aria-label={t('login.password')}
          autoComplete="current-password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
