import type { AssignmentRole } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { DataScope } from '../auth/context';
import { caseScopeCondition } from '../cases/case-scope';
import type { Database } from '../db/schema';

/** Who asks for a file: the signed-in user and their data scope. */
export interface FileReader {
  userId: number | null;
  scope: DataScope;
}

/**
 * Who may read a reply of a case they may read (domain.md "Who may read a file"): everyone, but a 协办 unit's
 * opinion goes to the lead unit only: the office, leaders and administrators, the lead unit(s) and the 协办 unit
 * that wrote it read it; its submitters and the case's other units do not.
 */
export function replyReadableBy(
  scope: DataScope,
  reply: { role: AssignmentRole | string; unitId: number },
  leadUnitIds: readonly number[],
) {
  if (reply.role !== 'CO') return true;
  if (scope.kind === 'all' || scope.kind === 'body') return true;
  if (scope.kind !== 'unit' || scope.unitId === null) return false;
  return scope.unitId === reply.unitId || leadUnitIds.includes(scope.unitId);
}

/** Whether a case was never submitted: a draft (withdrawn before submitting too), which only its author reads. */
const unsubmitted = (kase: { status: string; submitted_at: Date | null }) =>
  kase.status === 'DRAFT' || (kase.status === 'WITHDRAWN' && kase.submitted_at === null);

async function caseFileReadable(db: Kysely<Database>, caseId: number, scope: DataScope): Promise<boolean> {
  const kase = await db
    .selectFrom('cases')
    .select(['status', 'submitted_at', 'lead_member_id'])
    .where('id', '=', caseId)
    .where(caseScopeCondition(scope))
    .executeTakeFirst();
  if (!kase) return false;
  return !unsubmitted(kase) || (scope.kind === 'member' && scope.memberId !== null && kase.lead_member_id === scope.memberId);
}

async function replyFileReadable(db: Kysely<Database>, replyId: number, scope: DataScope): Promise<boolean> {
  const reply = await db
    .selectFrom('replies')
    .innerJoin('assignments', 'assignments.id', 'replies.assignment_id')
    .select(['assignments.role', 'assignments.unit_id', 'assignments.case_id'])
    .where('replies.id', '=', replyId)
    .where('assignments.case_id', 'in', (eb) => eb.selectFrom('cases').select('cases.id').where(caseScopeCondition(scope)))
    .executeTakeFirst();
  if (!reply) return false;
  const leads =
    reply.role === 'CO'
      ? await db
          .selectFrom('assignments')
          .select('unit_id')
          .where('case_id', '=', reply.case_id)
          .where('role', '=', 'LEAD')
          .where('status', '<>', 'VOID')
          .execute()
      : [];
  return replyReadableBy(
    scope,
    { role: reply.role, unitId: reply.unit_id },
    leads.map((l) => l.unit_id),
  );
}

/**
 * Whether the reader may read a stored file: exactly who may read its owner. A case's file: whoever may read the
 * case (caseScopeCondition), but a draft's only its author; a reply's: whoever may read the reply (replyReadableBy);
 * an upload not attached yet: its uploader; a file its owner dropped, or no such file: nobody.
 */
export async function fileReadable(db: Kysely<Database>, fileId: number, reader: FileReader): Promise<boolean> {
  const file = await db
    .selectFrom('files')
    .select(['uploaded_by', 'owner_case_id', 'owner_reply_id', 'attached_at'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (!file) return false;
  if (file.attached_at === null) return file.uploaded_by !== null && file.uploaded_by === reader.userId;
  if (file.owner_case_id !== null) return caseFileReadable(db, file.owner_case_id, reader.scope);
  if (file.owner_reply_id !== null) return replyFileReadable(db, file.owner_reply_id, reader.scope);
  return false;
}
