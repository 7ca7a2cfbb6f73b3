import { isPhone, type MessageKey } from '@proposal-desk/shared';
import type { FormRule } from 'antd';

type MessageText = (key: MessageKey) => string;

/** The personal-centre form's values (the editable `UpdateNPC` fields). */
export interface ProfileFormValues {
  BackGround: string;
  Address: string;
  Mobile: string;
  Native_place: string;
  Remark: string;
}

/** The mobile check of spec §5: empty → 手机号码不能为空, else 11 digits starting with 1. */
export function checkMobile(value: string | undefined): MessageKey | null {
  const text = (value ?? '').trim();
  if (!text) return 'profile.mobileEmpty';
  return isPhone(text) ? null : 'profile.mobileInvalid';
}

const required = (message: string): FormRule[] => [{ required: true, whitespace: true, message }];

/** The antd rules of the personal-centre form, with the catalogue's messages (spec §5). */
export function buildProfileRules(text: MessageText): Record<keyof ProfileFormValues, FormRule[]> {
  return {
    BackGround: required(text('profile.backgroundRequired')),
    Address: required(text('profile.addressRequired')),
    Mobile: [
      { required: true, message: text('profile.mobileRequired') },
      {
        validator: (_rule, value: string | undefined) => {
          const problem = checkMobile(value);
          return problem ? Promise.reject(new Error(text(problem))) : Promise.resolve();
        },
      },
    ],
    Native_place: required(text('profile.nativePlaceRequired')),
    Remark: required(text('profile.remarkRequired')),
  };
}
