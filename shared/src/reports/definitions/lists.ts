import { LIST_PARAMS, report, t } from './report-definition';

/** Handling lists (办理清单): one row per case or assignment. */
export const LIST_REPORTS = [
  report({
    id: 'npcTransactionList',
    title: t('人大建议办理清单', 'NPC handling list'),
    kind: 'list',
    group: 'list',
    orientation: 'landscape',
    params: LIST_PARAMS,
    body: 'NPC',
    minLevel: 1,
  }),
  report({
    id: 'cppccTransactionList',
    title: t('政协提案办理清单', 'CPPCC handling list'),
    kind: 'list',
    group: 'list',
    orientation: 'landscape',
    params: LIST_PARAMS,
    body: 'CPPCC',
    minLevel: 1,
  }),
  report({
    id: 'assignedListPrint',
    title: t('交办清单', 'Assignment list'),
    kind: 'list',
    group: 'list',
    orientation: 'portrait',
    params: ['body', ...LIST_PARAMS],
    minLevel: 2,
  }),
];
