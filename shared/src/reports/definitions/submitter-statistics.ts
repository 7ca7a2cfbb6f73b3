import { STAT_PARAMS, report, t } from './report-definition';

/** Delegation and submitter statistics (代表团与提案者统计). */
export const SUBMITTER_REPORTS = [
  report({
    id: 'caseDLGReportPrint',
    title: t('代表团(提案单位)统计', 'By delegation / group'),
    kind: 'statistic',
    group: 'submitter',
    orientation: 'portrait',
    params: STAT_PARAMS,
    dateBasis: 'submitted',
    minLevel: 3,
  }),
  report({
    id: 'caseDLGReportPrinSFB',
    title: t('代表团统计(政府系统承办)', 'By delegation (government units)'),
    kind: 'statistic',
    group: 'submitter',
    orientation: 'portrait',
    params: STAT_PARAMS,
    governmentOnly: true,
    dateBasis: 'submitted',
    minLevel: 3,
  }),
  report({
    id: 'caseDLGDerPrint',
    title: t('代表领衔建议统计', 'By lead deputy'),
    kind: 'statistic',
    group: 'submitter',
    orientation: 'landscape',
    params: STAT_PARAMS,
    dateBasis: 'submitted',
    minLevel: 3,
  }),
];
