import type { PrintRouteName } from '@proposal-desk/shared';
import { byCategory, byProperty } from './case-statistics';
import { commitmentsByUnit } from './commitments';
import { caseDocument } from './documents';
import { feedback, satisfactionEvaluation } from './feedback';
import { assignedList, transactionList } from './lists';
import { assignmentLetter, memberLetter } from './letters';
import { handlingReport } from './narrative';
import { caseScores, unitProcessScores } from './scores';
import { byDelegation, byLeadDeputy } from './submitters';
import { testPage } from './test-page';
import type { ReportQuery } from './types';
import {
  bySystem,
  consultationByUnit,
  progressByUnit,
  repliesByRole,
  resultCategoryByUnit,
  statusByUnit,
  unitHandling,
  unitSatisfaction,
} from './unit-statistics';

/**
 * The query of every report, by id. The record type makes the type-checker hold it complete; the SFB
 * variants share their family's query (the definition's `governmentOnly` narrows the units).
 */
export const REPORT_QUERIES: Record<PrintRouteName, ReportQuery> = {
  test: testPage,
  npcContentAdvicePrint: caseDocument,
  npcConentMotionPrint: caseDocument,
  npccContentPrint: caseDocument,
  npcTransactionList: transactionList,
  cppccTransactionList: transactionList,
  assignedListPrint: assignedList,
  caseStatusReportPrint: statusByUnit,
  caseStatusReportPrintSFB: statusByUnit,
  progressReportPrint: progressByUnit,
  ProcessCheduleSFB: progressByUnit,
  caseUnitReportPrint: unitHandling,
  srBLDWMYDReportPrint: unitSatisfaction,
  bllbReportPrint: resultCategoryByUnit,
  bllbSFB: resultCategoryByUnit,
  mscsReportPrint: consultationByUnit,
  mscsSFB: consultationByUnit,
  processTypeReplyPrint: repliesByRole,
  caseOrgReportPrint: bySystem,
  commitmentReportPrint: commitmentsByUnit,
  feedbackReplyPrint: feedback,
  satisfiedEvaluateReplyPrint: satisfactionEvaluation,
  casePropertyReportPrint: byProperty,
  caseTypeReportPrint: byCategory,
  caseDLGReportPrint: byDelegation,
  caseDLGReportPrinSFB: byDelegation,
  caseDLGDerPrint: byLeadDeputy,
  caseScoresReportPrint: caseScores,
  caseProcessScoreReportPrint: unitProcessScores,
  npcProcessReportPrint: handlingReport,
  cppccProcessReportPrint: handlingReport,
  assignmentLetterPrint: assignmentLetter,
  memberLetterPrint: memberLetter,
};
