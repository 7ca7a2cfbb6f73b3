import { DOCUMENT_REPORTS } from './documents';
import { LETTER_REPORTS } from './letters';
import { LIST_REPORTS } from './lists';
import { NARRATIVE_REPORTS } from './narratives';
import { SCORE_REPORTS } from './scores';
import { STATUS_REPORTS } from './status-statistics';
import { SUBMITTER_REPORTS } from './submitter-statistics';
import { SYSTEM_REPORTS } from './system';
import { UNIT_REPORTS } from './unit-statistics';

/** Every report of reports.md, family by family in the order of REPORT_GROUPS (the report centre's order). */
export const REPORT_DECLARATIONS = [
  ...DOCUMENT_REPORTS,
  ...LIST_REPORTS,
  ...STATUS_REPORTS,
  ...UNIT_REPORTS,
  ...SUBMITTER_REPORTS,
  ...SCORE_REPORTS,
  ...NARRATIVE_REPORTS,
  ...LETTER_REPORTS,
  ...SYSTEM_REPORTS,
];

/** A report's id, which is also the name of its print route. */
export type ReportId = (typeof REPORT_DECLARATIONS)[number]['id'];
