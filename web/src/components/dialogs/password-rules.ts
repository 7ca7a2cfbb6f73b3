import { checkPasswordStrength, OLD_PASSWORD_MAX, type MessageKey } from '@proposal-desk/shared';
import type { FormInstance, FormRule } from 'antd';
import { settings } from '../../config/settings';

type MessageText = (key: MessageKey) => string;

/** The change-password form's values. */
export interface PasswordFormValues {
  oldPwd: string;
  newPwd: string;
  confirmNewPwd: string;
}

/** The strength check of the configured level (3): the level's message, or null when strong enough. */
export const checkNewPassword = (value: string | undefined): MessageKey | null =>
  checkPasswordStrength(value ?? '', settings.passwordLevel);

/** Whether the confirmation repeats the new password. */
export const checkConfirmation = (newPwd: string | undefined, confirm: string | undefined): MessageKey | null =>
  (newPwd ?? '') === (confirm ?? '') ? null : 'password.mismatch';

const rejectWith = (text: MessageText, key: MessageKey | null) => (key ? Promise.reject(new Error(text(key))) : Promise.resolve());

/** The antd rules of the change-password dialog (spec §5). */
export function buildPasswordRules(
  text: MessageText,
  form: FormInstance<PasswordFormValues>,
): Record<keyof PasswordFormValues, FormRule[]> {
  return {
    oldPwd: [
      { required: true, message: text('password.oldRequired') },
      { min: 6, max: OLD_PASSWORD_MAX, message: text('password.oldLength') },
    ],
    newPwd: [
      { required: true, message: text('password.newRequired') },
      { validator: (_rule, value: string | undefined) => rejectWith(text, value ? checkNewPassword(value) : null) },
    ],
    confirmNewPwd: [
      { required: true, message: text('password.confirmRequired') },
      {
        validator: (_rule, value: string | undefined) =>
          rejectWith(text, value ? checkConfirmation(form.getFieldValue('newPwd') as string | undefined, value) : null),
      },
    ],
  };
}
