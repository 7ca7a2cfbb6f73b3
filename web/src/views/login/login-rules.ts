import { LoginQuery, PhoneLoginQuery, RegisterBody } from '@proposal-desk/shared';
import { useTranslation } from 'react-i18next';
import { useSchemaRules } from '../../components/form/schema-rules';

/** The §5 sign-in and registration rules from the shared schemas the server checks ('用户名不能为空', '密码不能少于6位', '请输入正确的手机号'). */
export function useLoginRules() {
  const { t } = useTranslation();
  return {
    account: useSchemaRules(LoginQuery),
    phone: useSchemaRules(PhoneLoginQuery),
    register: useSchemaRules(RegisterBody, { username: t('login.username') }),
  };
}
