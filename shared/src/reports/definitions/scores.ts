import { report, t } from './report-definition';

/** Scores (评分考核): case quality and the yearly assessment of units. */
export const SCORE_REPORTS = [
  report({
    id: 'caseScoresReportPrint',
    title: t('建议(提案)质量评分', 'Case scores'),
    kind: 'statistic',
    group: 'score',
    orientation: 'portrait',
    params: ['body', 'sessionId', 'category', 'property', 'keyOnly'],
    minLevel: 3,
  }),
  report({
    id: 'caseProcessScoreReportPrint',
    title: t('办理过程考核评分', 'Unit process scores'),
    kind: 'statistic',
    group: 'score',
    orientation: 'portrait',
    params: ['body', 'sessionId', 'unitSystem'],
    minLevel: 3,
  }),
];
