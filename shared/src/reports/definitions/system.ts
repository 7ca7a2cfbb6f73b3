import { report, t } from './report-definition';

/** System (系统): the print test page. */
export const SYSTEM_REPORTS = [
  report({
    id: 'test',
    title: t('打印测试页', 'Print test page'),
    kind: 'document',
    group: 'system',
    orientation: 'portrait',
    params: [],
    minLevel: 1,
  }),
];
