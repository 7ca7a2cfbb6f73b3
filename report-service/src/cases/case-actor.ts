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

/** What a body calls its cases, for the timeline and the log: 建议 or 提案 (议案 for a motion). */
export const caseNoun = (body: BodyCode, kind: string) => (kind === 'MOTION' ? '议案' : body === 'NPC' ? '建议' : '提案');
