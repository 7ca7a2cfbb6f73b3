import { isPhone } from '@proposal-desk/shared';
import type { FormRule } from 'antd';

type Translate = (key: string) => string;

/** The §5 sign-in rules with their messages ('用户名不能为空', '密码不能少于6位', '请输入正确的手机号'). */
export const loginRules = (t: Translate) => ({
  username: [{ required: true, whitespace: true, message: t('login.usernameRequired') }] satisfies FormRule[],
  password: [
    { required: true, message: t('login.passwordTooShort') },
    { min: 6, message: t('login.passwordTooShort') },
  ] satisfies FormRule[],
  phone: [
    {
      validator: (_rule: unknown, value: unknown) =>
        typeof value === 'string' && isPhone(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('login.phoneInvalid'))),
    },
  ] satisfies FormRule[],
});
