import { FILE_TYPES, LOG_MODULES, type AssignmentRow, type TAssignmentFilter } from '@proposal-desk/shared';
import type { Router } from 'express';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { AuthContext } from '../../auth/context';
import type { Database } from '../../db/schema';
import { forbidden } from '../../errors';
import { attachmentDisposition, breakOffDownload } from '../../http/download';
import { routesOf } from '../../http/routes';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { beijingDateStamp } from '../../lib/beijing-time';
import { findAssignmentFactPage } from './assignment-fact-list-queries';
import { ASSIGNMENT_EXPORT_TITLE, streamAssignmentWorkbook } from './assignment-excel';
import { type AssignmentOrder, countAssignmentStages, findAssignmentPage, findAssignmentRows } from './assignment-list-queries';

const XLSX_TYPE = FILE_TYPES.xlsx;
const EXPORT_BATCH = 1000;

/** The caller's handling unit: the workspace belongs to unit staff only. */
function callerUnit({ scope }: AuthContext): number {
  if (scope.kind !== 'unit' || scope.unitId === null) throw forbidden();
  return scope.unitId;
}

/** Every row of the stage and filter, a batch at a time, in the list's order. */
async function* assignmentBatches(db: Kysely<Database>, unitId: number, query: TAssignmentFilter & AssignmentOrder, now: Date) {
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows: AssignmentRow[] = await findAssignmentRows(db, unitId, query, { limit: EXPORT_BATCH, offset }, now);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** The handling unit's workspace (交办件办理): its own assignments by stage, and their export. */
export function assignmentListRouter({ db }: AppContext): Router {
  return routesOf({
    caseAssignments: ({ query, caller }) => findAssignmentPage(db, caller, callerUnit(caller), query),

    // The assignments behind a figure: anyone, within their data scope (a unit sees only its own).
    assignmentFacts: ({ query, caller }) => findAssignmentFactPage(db, caller.scope, query),

    caseAssignmentsExport: async ({ query, caller, req, res }) => {
      const unitId = callerUnit(caller);
      const now = new Date();
      const counts = await countAssignmentStages(db, unitId, query, now);
      await recordActivity(db, actorOf(req), LOG_MODULES.export, {
        key: 'log.case.assignmentsExported',
        params: { title: ASSIGNMENT_EXPORT_TITLE, count: counts[query.stage] },
      });
      const stamp = beijingDateStamp(now);
      res.setHeader('Content-Type', XLSX_TYPE);
      const sheetName = ASSIGNMENT_EXPORT_TITLE[req.lang];
      res.setHeader('Content-Disposition', attachmentDisposition(`${sheetName}_${stamp}.xlsx`, `assignments_${stamp}.xlsx`));
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      try {
        await streamAssignmentWorkbook(res, sheetName, assignmentBatches(db, unitId, query, now), req.lang);
      } catch (error) {
        breakOffDownload(res, error);
      }
    },
  });
}
