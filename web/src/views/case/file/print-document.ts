import { type CaseKind, REPORT_DEFINITIONS } from '@proposal-desk/shared';

/** The one-case document report (and print route) of a kind of case: 代表建议, 代表议案 or 政协提案. */
export const documentReportOf = (kind: CaseKind) =>
  REPORT_DEFINITIONS.find((report) => report.kind === 'document' && report.params.includes('caseId') && report.caseKinds?.includes(kind));

/** Opens the case's printable document in a new window (the app routes by hash). */
export function openCaseDocument(kind: CaseKind, caseId: number): void {
  const report = documentReportOf(kind);
  if (report) window.open(`#/${report.id}?caseId=${caseId}`, '_blank', 'noopener');
}
