import { report, t } from './report-definition';

/**
 * The letters the office sends (公文函件): to each handling unit its newly assigned cases (交办函), to each
 * deputy or member where their cases went (一人一函). A batch run writes one file per unit or per submitter.
 */
export const LETTER_REPORTS = [
  report({
    id: 'assignmentLetterPrint',
    title: t('交办函', 'Assignment letter'),
    kind: 'document',
    group: 'letter',
    orientation: 'portrait',
    params: ['body', 'sessionId', 'from', 'to', 'unitId', 'docSeq'],
    minLevel: 2,
    word: true,
  }),
  report({
    id: 'memberLetterPrint',
    title: t('一人一函', 'Letter to a submitter'),
    kind: 'document',
    group: 'letter',
    orientation: 'portrait',
    params: ['body', 'sessionId', 'memberId', 'docSeq'],
    dateBasis: 'submitted',
    minLevel: 3,
    word: true,
  }),
];
