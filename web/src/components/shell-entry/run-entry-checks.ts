import { fetchPasswordStatus, fetchProfile, fetchProfileConfirmations } from '../../api/profile';
import { settings } from '../../config/settings';
import { needsProfileConfirmation, planEntryDialogs, shouldForcePasswordChange, type EntryDialog } from './entry-decisions';

/** Runs the two checks of spec §2 for a user; a failed call (already toasted) counts as "nothing to do". */
export async function runEntryChecks(userId: number, userType: number | null): Promise<EntryDialog[]> {
  const status = await fetchPasswordStatus(userId).then(
    (res) => res.msg,
    () => null,
  );
  const confirmations = await fetchProfileConfirmations(userId).then(
    (res) => res.data,
    () => undefined,
  );
  // A failed log call must not nag the user with the dialog; nor is an account with no member profile
  // (an office account of type 人大) asked to confirm one.
  const confirm =
    confirmations !== undefined &&
    needsProfileConfirmation(confirmations, userType) &&
    (await fetchProfile(userId).then(
      (res) => res.data !== null,
      () => false,
    ));
  return planEntryDialogs(shouldForcePasswordChange(status, settings.forcedPasswordChange), confirm);
}
