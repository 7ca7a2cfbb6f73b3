import type { BodyCode } from '@proposal-desk/shared';
import { LOG_MODULES } from '@proposal-desk/shared';
import type { DataScope } from '../auth/context';
import type { Actor } from '../lib/activity-log';

/** Who acts on a case: the log's actor, the name the timeline shows, the roles the workflow checks and the data scope. */
export interface CaseActor {
  actor: Actor;
  name: string;
  roleCodes: readonly string[];
  scope: DataScope;
}

/** The log module of a body's cases: 建议管理 or 提案管理. */
export const caseLogModule = (body: BodyCode) => (body === 'NPC' ? LOG_MODULES.npcCase : LOG_MODULES.cppccCase);

/** What a body calls its cases, for the timeline and the log: 建议 or 提案 (议案 for a motion), in both languages. */
export const caseNoun = (body: BodyCode, kind: string): { zh: string; en: string } =>
  kind === 'MOTION' ? { zh: '议案', en: 'motion' } : body === 'NPC' ? { zh: '建议', en: 'suggestion' } : { zh: '提案', en: 'proposal' };

/** How the timeline and the log name a case: its number, or its id before it has one. */
export const caseRef = (kase: { id: number; case_no: string | null }): string => kase.case_no ?? `#${kase.id}`;
