import { z } from 'zod';
import { checkPasswordStrength, OLD_PASSWORD_MAX } from '../domain/validators';

/**
 * `User/ResetPwd` as sent: the three passwords RSA-encrypted (base64, as at sign-in), in the body or the query.
 * Once decrypted they are checked as `PasswordForm`.
 */
export const EncryptedPasswordForm = z.object({
  uid: z.coerce
    .number<number | string>()
    .check(z.int32())
    .positive()
    .optional()
    .describe('The caller’s own user id (any other is refused)'),
  oldPwd: z.string({ error: 'password.oldRequired' }).min(1, 'password.oldRequired').max(4096).describe('The old password, encrypted'),
  newPwd: z.string({ error: 'password.newRequired' }).min(1, 'password.newRequired').max(4096).describe('The new password, encrypted'),
  confirmNewPwd: z
    .string({ error: 'password.confirmRequired' })
    .min(1, 'password.confirmRequired')
    .max(4096)
    .describe('The new password again, encrypted'),
});

/** The change-password form (spec §3 "Password form") with the dialog's rules (§5). */
export const PasswordForm = z
  .object({
    uid: z.coerce.number<number | string>().check(z.int32()).positive().optional(),
    oldPwd: z
      .string({ error: 'password.oldRequired' })
      .min(1, 'password.oldRequired')
      .min(6, 'password.oldLength')
      .max(OLD_PASSWORD_MAX, 'password.oldLength'),
    newPwd: z.string({ error: 'password.newRequired' }).min(1, 'password.newRequired').max(OLD_PASSWORD_MAX),
    confirmNewPwd: z.string({ error: 'password.confirmRequired' }).min(1, 'password.confirmRequired'),
  })
  .superRefine((form, ctx) => {
    const strength = checkPasswordStrength(form.newPwd);
    if (strength) ctx.addIssue({ code: 'custom', path: ['newPwd'], message: strength });
    if (form.newPwd !== form.confirmNewPwd) ctx.addIssue({ code: 'custom', path: ['confirmNewPwd'], message: 'password.mismatch' });
  });
export type TPasswordForm = z.infer<typeof PasswordForm>;
