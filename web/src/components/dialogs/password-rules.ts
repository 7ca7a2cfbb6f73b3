import { checkPasswordStrength, type MessageKey } from '@proposal-desk/shared';
import type { FormInstance, FormRule } from 'antd';
import { settings } from '../../config/settings';

type MessageText = (key: MessageKey) => string;

/** The strength check of the configured level (3): the level's message, or null when strong enough. */
export const checkNewPassword = (value: string | undefined): MessageKey | null =>
  checkPasswordStrength(value ?? '', settings.passwordLevel);

/** Whether the confirmation repeats the new password. */
export const checkConfirmation = (newPwd: string | undefined, confirm: string | undefined): MessageKey | null =>
  (newPwd ?? '') === (confirm ?? '') ? null : 'password.mismatch';

const rejectWith = (text: MessageText, key: MessageKey | null) => (key ? Promise.reject(new Error(text(key))) : Promise.resolve());

/** The configured strength for a typed password (a blank one is the required rule's or the server's to judge). */
export const strengthRule = (text: MessageText): FormRule => ({
  validator: (_rule, value: string | undefined) => rejectWith(text, value ? checkNewPassword(value) : null),
});

/** The confirmation must repeat the new password the form holds (spec §5). */
export const confirmationRule = (text: MessageText, form: FormInstance): FormRule => ({
  validator: (_rule, value: string | undefined) =>
    rejectWith(text, value ? checkConfirmation(form.getFieldValue('newPwd') as string | undefined, value) : null),
});
