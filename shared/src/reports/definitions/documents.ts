import { report, t } from './report-definition';

/** One-case documents (单件打印): the forms of one suggestion, motion or proposal. */
export const DOCUMENT_REPORTS = [
  report({
    id: 'npcContentAdvicePrint',
    title: t('代表建议', 'Deputy suggestion'),
    kind: 'document',
    group: 'document',
    orientation: 'portrait',
    params: ['caseId'],
    body: 'NPC',
    caseKinds: ['SUGGESTION'],
    minLevel: 1,
  }),
  report({
    id: 'npcConentMotionPrint',
    title: t('代表议案', 'Deputy motion'),
    kind: 'document',
    group: 'document',
    orientation: 'portrait',
    params: ['caseId'],
    body: 'NPC',
    caseKinds: ['MOTION'],
    minLevel: 1,
  }),
  report({
    id: 'npccContentPrint',
    title: t('政协提案', 'CPPCC proposal'),
    kind: 'document',
    group: 'document',
    orientation: 'portrait',
    params: ['caseId'],
    body: 'CPPCC',
    caseKinds: ['PROPOSAL'],
    minLevel: 1,
  }),
];
