import { report, t } from './report-definition';

/** Handling reports (办理情况报告): the narrative report of each body. */
export const NARRATIVE_REPORTS = [
  report({
    id: 'npcProcessReportPrint',
    title: t('人大代表建议办理情况报告', 'NPC handling report'),
    kind: 'document',
    group: 'narrative',
    orientation: 'portrait',
    params: ['sessionId', 'asOf'],
    body: 'NPC',
    minLevel: 3,
    word: true,
  }),
  report({
    id: 'cppccProcessReportPrint',
    title: t('政协提案办理情况报告', 'CPPCC handling report'),
    kind: 'document',
    group: 'narrative',
    orientation: 'portrait',
    params: ['sessionId', 'asOf'],
    body: 'CPPCC',
    minLevel: 3,
    word: true,
  }),
];
