/** The hidden print and list routes of spec §2; they need sign-in and get their reports later. */
export const PRINT_ROUTES = [
  '/test',
  '/npcContentAdvicePrint',
  '/npcConentMotionPrint',
  '/npccContentPrint',
  '/npcTransactionList',
  '/cppccTransactionList',
  '/caseStatusReportPrint',
  '/mscsSFB',
  '/bllbSFB',
  '/ProcessCheduleSFB',
  '/caseStatusReportPrintSFB',
  '/casePropertyReportPrint',
  '/caseTypeReportPrint',
  '/caseUnitReportPrint',
  '/caseDLGReportPrint',
  '/caseDLGReportPrinSFB',
  '/caseScoresReportPrint',
  '/caseProcessScoreReportPrint',
  '/caseOrgReportPrint',
  '/srBLDWMYDReportPrint',
  '/assignedListPrint',
  '/processTypeReplyPrint',
  '/feedbackReplyPrint',
  '/satisfiedEvaluateReplyPrint',
  '/progressReportPrint',
  '/npcProcessReportPrint',
  '/cppccProcessReportPrint',
  '/mscsReportPrint',
  '/bllbReportPrint',
  '/caseDLGDerPrint',
] as const;

export type PrintRoutePath = (typeof PRINT_ROUTES)[number];

/** The route name of a print path: the path without its slash. */
export const printRouteName = (path: string): string => path.replace(/^\//, '');
