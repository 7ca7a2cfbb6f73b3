import { MobileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLoginRules } from './login-rules';
import { SignInForm } from './SignInForm';

export interface PhoneLoginValues {
  phone: string;
  password: string;
}

/** Mobile number and password sign-in. */
export function PhoneLoginForm({ onSubmit }: { onSubmit: (values: PhoneLoginValues) => Promise<void> }) {
  const { t } = useTranslation();
  const { phone } = useLoginRules();
  const identity = { name: 'phone', icon: <MobileOutlined />, label: t('login.phone'), field: phone.phone, autoComplete: 'tel' };
  return (
    <SignInForm<PhoneLoginValues>
      identity={identity}
      password={phone.password}
      onSubmit={(values) => onSubmit({ ...values, phone: values.phone.trim() })}
    />
  );
}
