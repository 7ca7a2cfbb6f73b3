import type { Insertable } from 'kysely';
import type { CaseEventMessage } from '@proposal-desk/shared/src/api/case-event-messages';
import type { CaseStatus } from '@proposal-desk/shared/src/domain/enums';
import type { AssignmentsTable, Body, EvaluationsTable, RepliesTable } from '../schema';
import type { CaseStory } from './case-plan';
import type { Random } from './random';
import type { UnitRecord } from './roster';

export interface EventDraft {
  /** A status the case moved to, or a step that moves none (the office withdrawing an assignment). */
  step: CaseStatus | 'ASSIGNMENT_WITHDRAWN';
  /** What the timeline says (its Chinese text is stored as `action`, the key and parameters beside it). */
  message: CaseEventMessage;
  operator: string;
  at: Date;
  note?: string;
}

/** A planned case with its id and number, ready for handling. */
export interface NumberedCase {
  id: number;
  story: CaseStory;
  caseNo: string | null;
  /** Who submitted it, as the event log names them. */
  submitterName: string;
  /** How a reply letter addresses the submitter: "张伟代表" / "民盟界". */
  addressee: string;
  /** The member who evaluates the handling (the lead); null for group cases. */
  evaluatorId: number | null;
}

export interface HandlingContext {
  rng: Random;
  units: readonly UnitRecord[];
  unitsByKey: ReadonlyMap<string, UnitRecord>;
  nextId: { assignment: number; reply: number; evaluation: number };
  docNumbers: Map<string, number>;
  officeOperator(body: Body): string;
}

export interface HandlingResult {
  assignments: Insertable<AssignmentsTable>[];
  replies: Insertable<RepliesTable>[];
  evaluations: Insertable<EvaluationsTable>[];
  events: EventDraft[];
  closedAt: Date | null;
}
