import { z } from 'zod';
import { USER_STATES } from '../domain/enums';
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

/** `/publicKey`: the key that encrypts passwords. */
export const PublicKeyAnswer = z.object({
  publicKey: z.string().describe('The RSA public key (base64 SPKI DER, no PEM armour), as jsencrypt takes it'),
  mockServer: z.boolean().describe('Whether the server is a mock that takes plain passwords (never, here)'),
});

/** `/register`: the new account, disabled until an administrator enables it. */
export const RegisteredAccount = z.object({
  user_ID: z.number().check(z.int32()),
  username: z.string(),
  state: z.literal(USER_STATES.DISABLED).describe('Always 0: disabled'),
});

/** `/healthz`: the process is alive. */
export const HealthAnswer = z.object({ status: z.literal('ok') });

/** `/readyz` when ready (otherwise a 503 with `{ status: 'not ready' }`). */
export const ReadyAnswer = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']).describe('The database the service runs on'),
});
