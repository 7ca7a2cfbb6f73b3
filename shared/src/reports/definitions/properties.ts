import type { BodyCode, CASE_PROPERTIES } from '../../domain/enums';

export type CasePropertyCode = (typeof CASE_PROPERTIES)[number]['value'];

/**
 * The case properties (性质) each body's cases take, which the statistics by property list and the
 * property filter offers: 重点提案 is the CPPCC's own (the NPC marks its key suggestions 重点督办).
 */
export const BODY_PROPERTIES: Record<BodyCode, readonly CasePropertyCode[]> = {
  NPC: ['CURRENT', 'REPEATED', 'SUPERVISED'],
  CPPCC: ['CURRENT', 'REPEATED', 'SUPERVISED', 'KEY_PROPOSAL'],
};

/** Whether a property code belongs to a body's cases. */
export const isPropertyOfBody = (body: BodyCode, code: string): boolean => (BODY_PROPERTIES[body] as readonly string[]).includes(code);
