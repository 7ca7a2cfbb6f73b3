import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Captcha } from '../../components/captcha/Captcha';
import { captchaMatches } from '../../components/captcha/captcha-text';
import { settings } from '../../config/settings';
import { loginRules } from './login-rules';

export interface AccountLoginValues {
  username: string;
  password: string;
  captcha?: string;
}

interface AccountLoginFormProps {
  /** Signs in; a rejection leaves the form as it is (the request layer shows the message). */
  onSubmit: (values: AccountLoginValues) => Promise<void>;
  captchaEnabled?: boolean;
}

/** Username and password sign-in, with the image captcha when it is switched on. */
export function AccountLoginForm({ onSubmit, captchaEnabled = settings.captchaEnabled }: AccountLoginFormProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const rules = loginRules(t);
  const captchaRule = {
    validator: (_rule: unknown, value: unknown) =>
      typeof value === 'string' && captchaMatches(value, code) ? Promise.resolve() : Promise.reject(new Error(t('login.captchaWrong'))),
  };
  const handleFinish = (values: AccountLoginValues) => {
    setBusy(true);
    onSubmit(values)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Form<AccountLoginValues> layout="vertical" size="large" onFinish={handleFinish} autoComplete="on">
      <Form.Item name="username" rules={rules.username}>
        <Input prefix={<UserOutlined />} placeholder={t('login.username')} aria-label={t('login.username')} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={rules.password}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.password')}
          aria-label={t('login.password')}
          autoComplete="current-password"
        />
      </Form.Item>
      {captchaEnabled ? (
        <Form.Item name="captcha" rules={[captchaRule]}>
          <div className="login-captcha">
            <Input prefix={<SafetyOutlined />} placeholder={t('login.captcha')} maxLength={4} />
            <Captcha onChange={setCode} />
          </div>
        </Form.Item>
      ) : null}
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
