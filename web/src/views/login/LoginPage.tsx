import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { loginByPassword, loginByPhone } from '../../api/auth';
import { type AccountLoginValues, AccountLoginForm } from './AccountLoginForm';
import { LoginShell } from './LoginShell';
import { type PhoneLoginValues, PhoneLoginForm } from './PhoneLoginForm';
import { useSignIn } from './use-sign-in';

/** /login: account or mobile-number sign-in; success enters the app at the remembered path. */
export function LoginPage() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const handleAccount = async ({ username, password }: AccountLoginValues) => {
    const { data } = await loginByPassword(username.trim(), password);
    signIn(data);
  };
  const handlePhone = async ({ phone, password }: PhoneLoginValues) => {
    const { data } = await loginByPhone(phone, password);
    signIn(data);
  };
  const items = [
    { key: 'account', label: t('login.tabAccount'), children: <AccountLoginForm onSubmit={handleAccount} /> },
    { key: 'phone', label: t('login.tabPhone'), children: <PhoneLoginForm onSubmit={handlePhone} /> },
  ];
  return (
    <LoginShell>
      <Tabs centered items={items} destroyOnHidden />
      <div className="login-links">
        {t('login.noAccount')} <Link to="/register">{t('login.toRegister')}</Link>
      </div>
    </LoginShell>
  );
}
