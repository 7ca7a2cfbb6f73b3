import { isEmail, isPhone, type MessageKey } from '@proposal-desk/shared';
import type { FormRule } from 'antd';
import type { StaffFormValues } from '../../../api/staff';

type MessageText = (key: MessageKey) => string;

const optional = (test: (value: string) => boolean, message: string): FormRule => ({
  validator: async (_rule, value?: string) => {
    const trimmed = value?.trim() ?? '';
    if (trimmed && !test(trimmed)) throw new Error(message);
  },
});

/** The staff dialog's rules, the same as `Staff/Add` with its catalogue messages. */
export function buildStaffRules(text: MessageText): Partial<Record<keyof StaffFormValues, FormRule[]>> {
  return {
    name: [{ required: true, whitespace: true, message: text('profile.staffNameRequired') }],
    mobile: [optional(isPhone, text('profile.mobileInvalid'))],
    email: [optional(isEmail, text('common.emailInvalid'))],
  };
}
