/** Password statuses of `Get_PWD` (answered in `msg`). */
export const PASSWORD_STATUS_MUST_CHANGE = '1';
export const PASSWORD_STATUS_WEAK = '2';

/** Spec §2: status 1 always forces a change; status 2 only when forced change is on. */
export function shouldForcePasswordChange(status: string | number | null | undefined, forcedChangeEnabled: boolean): boolean {
  const code = String(status ?? '').trim();
  if (code === PASSWORD_STATUS_MUST_CHANGE) return true;
  return code === PASSWORD_STATUS_WEAK && forcedChangeEnabled;
}

/** Spec §2: no profile confirmation on record and a user type that is not null → confirm the profile. */
export function needsProfileConfirmation(
  confirmations: readonly unknown[] | null | undefined,
  userType: number | null | undefined,
): boolean {
  const none = confirmations === null || confirmations === undefined || confirmations.length === 0;
  return none && userType !== null && userType !== undefined;
}

export type EntryDialog = 'password' | 'profile';

/** The dialogs to open on entering the shell, one after another (the password first). */
export function planEntryDialogs(forcePassword: boolean, confirmProfile: boolean): EntryDialog[] {
  const plan: EntryDialog[] = [];
  if (forcePassword) plan.push('password');
  if (confirmProfile) plan.push('profile');
  return plan;
}
