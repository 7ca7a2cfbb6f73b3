import type { CaseAssignment } from '@proposal-desk/shared';

/** An assignment still waiting for its unit's reply or opinion. */
export const isOpenAssignment = (row: Pick<CaseAssignment, 'status'>) => row.status !== 'REPLIED' && row.status !== 'VOID';
