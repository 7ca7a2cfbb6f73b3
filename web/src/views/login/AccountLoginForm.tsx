import { SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Captcha } from '../../components/captcha/Captcha';
import { CAPTCHA_SHAPE, captchaMatches } from '../../components/captcha/captcha-text';
import { settings } from '../../config/settings';
import { useLoginRules } from './login-rules';
import { SignInForm } from './SignInForm';

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
  const [code, setCode] = useState('');
  const { account } = useLoginRules();
  const captchaRule = {
    validator: (_rule: unknown, value: unknown) =>
      typeof value === 'string' && captchaMatches(value, code) ? Promise.resolve() : Promise.reject(new Error(t('login.captchaWrong'))),
  };
  const identity = {
    name: 'username',
    icon: <UserOutlined />,
    label: t('login.username'),
    field: account.username,
    autoComplete: 'username',
  };
  return (
    <SignInForm<AccountLoginValues> identity={identity} password={account.password} onSubmit={onSubmit}>
      {captchaEnabled ? (
        <Form.Item name="captcha" rules={[captchaRule]}>
          <div className="login-captcha">
            <Input prefix={<SafetyOutlined />} placeholder={t('login.captcha')} maxLength={CAPTCHA_SHAPE.length} />
            <Captcha onChange={setCode} />
          </div>
        </Form.Item>
      ) : null}
    </SignInForm>
  );
}
