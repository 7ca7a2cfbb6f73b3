import { checkPasswordStrength, translate, UserSaveBody, type Language } from '@proposal-desk/shared';
import type { FormRule } from 'antd';
import { zodRule } from '../common/zod-rule';

/** The fields of the user dialog that carry rules. */
export interface UserRuleFields {
  username: FormRule[];
  staff_Name: FormRule[];
  mobile: FormRule[];
  roleIds: FormRule[];
  password: FormRule[];
}

const fields = UserSaveBody.shape;

/** The strength message of level 3 for a typed password; an empty one is fine (the server generates one). */
export function passwordProblem(value: string | undefined, lang: Language): string | null {
  if (!value) return null;
  const key = checkPasswordStrength(value);
  return key ? translate(key, lang) : null;
}

/**
 * The rules of the user dialog: the shared schema's own checks (so the messages match the server's),
 * at least one role, and the configured password strength.
 */
export function buildUserRules(lang: Language, text: { usernameLabel: string; rolesRequired: string }): UserRuleFields {
  return {
    username: [zodRule(fields.username, lang, text.usernameLabel)],
    staff_Name: [zodRule(fields.staff_Name, lang, '')],
    mobile: [zodRule(fields.mobile, lang, '')],
    roleIds: [{ required: true, type: 'array', min: 1, message: text.rolesRequired }],
    password: [
      {
        validator: (_rule, value: string | undefined) => {
          const problem = passwordProblem(value, lang);
          return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
        },
      },
    ],
  };
}
