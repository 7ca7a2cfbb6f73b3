import { useEffect, useRef, useState } from 'react';
import { useUserStore } from '../../stores/user';
import { ChangePasswordDialog } from '../dialogs/ChangePasswordDialog';
import { PersonalCenterDialog } from '../dialogs/PersonalCenterDialog';
import type { EntryDialog } from './entry-decisions';
import { runEntryChecks } from './run-entry-checks';

/**
 * The checks on entering the shell (spec §2): a forced password change, then the profile
 * confirmation. Rendered once inside the main layout; runs once per signed-in user.
 */
export function ShellEntryChecks() {
  const userInfo = useUserStore((s) => s.userInfo);
  const checkedFor = useRef<number | null>(null);
  const [queue, setQueue] = useState<EntryDialog[]>([]);

  useEffect(() => {
    if (!userInfo || checkedFor.current === userInfo.user_ID) return;
    checkedFor.current = userInfo.user_ID;
    // No cancel flag: under StrictMode the second run is skipped by the ref, so the first must land.
    void runEntryChecks(userInfo.user_ID, userInfo.type).then(setQueue);
  }, [userInfo]);

  const current = queue[0];
  const handleClose = () => setQueue((q) => q.slice(1));

  return (
    <>
      <ChangePasswordDialog open={current === 'password'} forced onClose={handleClose} />
      <PersonalCenterDialog open={current === 'profile'} fromConfirmation onClose={handleClose} />
    </>
  );
}
