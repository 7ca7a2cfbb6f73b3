import { z } from 'zod';
import { MOBILE_LENGTH } from './common';

export const LoginQuery = z.object({
  username: z.string({ error: 'login.usernameRequired' }).trim().min(1, 'login.usernameRequired').max(64),
  password: z.string({ error: 'login.passwordTooShort' }).min(6, 'login.passwordTooShort').max(4096),
});
export type TLoginQuery = z.infer<typeof LoginQuery>;

export const PhoneLoginQuery = z.object({
  phone: z
    .string({ error: 'login.phoneInvalid' })
    .trim()
    .max(MOBILE_LENGTH, 'login.phoneInvalid')
    .regex(/^1\d{10}$/, 'login.phoneInvalid'),
  password: z.string({ error: 'login.passwordTooShort' }).min(6, 'login.passwordTooShort').max(4096),
});
export type TPhoneLoginQuery = z.infer<typeof PhoneLoginQuery>;

export const UuidLoginQuery = z.object({
  uuid: z.string({ error: 'login.uuidRequired' }).trim().min(1, 'login.uuidRequired').max(100),
});

export const RefreshQuery = z.object({
  token: z.string({ error: 'login.refreshInvalid' }).min(1, 'login.refreshInvalid').max(4096),
});

export const RegisterBody = z.object({
  username: z
    .string({ error: 'login.usernameRequired' })
    .trim()
    .min(1, 'login.usernameRequired')
    .max(64)
    .regex(/^[A-Za-z0-9_.@-]+$/, 'common.invalidField'),
  password: z.string({ error: 'login.passwordTooShort' }).min(6, 'login.passwordTooShort').max(4096),
  Staff_Name: z.string().trim().max(50).optional(),
  Mobile: z
    .string()
    .trim()
    .max(MOBILE_LENGTH, 'login.phoneInvalid')
    .regex(/^1\d{10}$/, 'login.phoneInvalid')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type TRegisterBody = z.infer<typeof RegisterBody>;

export const SocialLoginBody = z.object({
  provider: z.string().trim().max(50).optional(),
  code: z.string().max(2000).optional(),
});
