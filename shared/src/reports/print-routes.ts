/** The hidden print and list routes of spec §2: one report each, whose id is the route name (reports.md). */
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
/** A print route's name, which is also its report's id. */
export type PrintRouteName = PrintRoutePath extends `/${infer Name}` ? Name : never;

/** The route name of a print path: the path without its slash. */
export const printRouteName = (path: string): string => path.replace(/^\//, '');
