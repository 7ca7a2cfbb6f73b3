import type { MessageKey } from '@proposal-desk/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { MessageParams } from '../errors';
import { beijingDayOf } from '../lib/beijing-time';
import { deadlineSettings } from './case-deadline-queries';

/** The first-round statuses an extension may move (a re-handling has its own due time). */
const EXTENDABLE = new Set(['PENDING', 'SIGNED']);

export type ExtensionRefusal = { key: MessageKey; params?: MessageParams } | null;

interface ExtensionState {
  status: string;
  due_at: Date;
}

/**
 * Why an extension of this assignment cannot be asked now (domain.md "Extension"), or null: the assignment must be
 * open and its due day not over, no other request may wait, and fewer than `extensionsMax` may have been approved.
 */
export function extensionRefusal(
  assignment: ExtensionState,
  caseStatus: string,
  requests: ReadonlyArray<{ status: string }>,
  extensionsMax: number,
  now: Date,
): ExtensionRefusal {
  if (!EXTENDABLE.has(assignment.status) || caseStatus === 'CLOSED') return { key: 'case.extensionNotOpen' };
  if (now > assignment.due_at) return { key: 'case.extensionAfterDue', params: { date: beijingDayOf(assignment.due_at) } };
  if (requests.some((r) => r.status === 'PENDING')) return { key: 'case.extensionPending' };
  if (requests.filter((r) => r.status === 'APPROVED').length >= extensionsMax)
    return { key: 'case.extensionsUsed', params: { count: extensionsMax } };
  return null;
}

/** The extension requests of these assignments, by assignment. */
export async function extensionRequestsOf(db: Kysely<Database> | Transaction<Database>, ids: readonly number[]) {
  const byAssignment = new Map<number, Array<{ status: string }>>();
  if (ids.length === 0) return byAssignment;
  const rows = await db.selectFrom('assignment_extensions').select(['assignment_id', 'status']).where('assignment_id', 'in', ids).execute();
  for (const row of rows) byAssignment.set(row.assignment_id, [...(byAssignment.get(row.assignment_id) ?? []), row]);
  return byAssignment;
}

/** Which of these assignments may ask for an extension now: one read of the settings and of the requests for all. */
export async function extensionsOpen(
  db: Kysely<Database>,
  assignments: ReadonlyArray<ExtensionState & { id: number; caseStatus: string }>,
  now: Date,
): Promise<Set<number>> {
  const candidates = assignments.filter((a) => EXTENDABLE.has(a.status));
  if (candidates.length === 0) return new Set();
  const [settings, requests] = await Promise.all([
    deadlineSettings(db),
    extensionRequestsOf(
      db,
      candidates.map((a) => a.id),
    ),
  ]);
  return new Set(
    candidates
      .filter((a) => extensionRefusal(a, a.caseStatus, requests.get(a.id) ?? [], settings.extensionsMax, now) === null)
      .map((a) => a.id),
  );
}
