import {
  API_PATHS,
  CaseDetailQuery,
  CaseExportQuery,
  CaseListQuery,
  CaseSearchQuery,
  LOG_MODULES,
  type CaseRow,
  type TCaseFilter,
  type TCaseListQuery,
} from '@proposal-desk/shared';
import { Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { DataScope } from '../../auth/context';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { attachmentDisposition } from '../../http/download';
import { parseQuery } from '../../http/input';
import { ok } from '../../http/respond';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { beijingDateStamp } from '../../lib/beijing-time';
import { callerOf } from '../../middlewares/auth';
import { streamCaseWorkbook } from './case-excel';
import { findCaseFile } from './case-file-queries';
import { filteredCases, findCasePage, findCaseRows } from './case-list-queries';
import { searchCases } from './case-search-queries';
import { summariseCases } from './case-summary-queries';
import { findReturnRequests } from './return-request-queries';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const EXPORT_BATCH = 1000;
const ReturnRequestsQuery = z.object({ body: CaseListQuery.shape.body });

/** Every row of the filter, a batch at a time, in the list's order. */
async function* caseBatches(db: Kysely<Database>, scope: DataScope, query: TCaseFilter & Pick<TCaseListQuery, 'sortField' | 'sortOrder'>) {
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows: CaseRow[] = await findCaseRows(db, scope, query, { limit: EXPORT_BATCH, offset });
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** Case reads for the signed-in caller, always within their data scope. */
export function caseRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get(API_PATHS.caseSummary, async (req, res) => {
    const caller = callerOf(req);
    ok(req, res, await summariseCases(db, caller.scope, caller.userId));
  });

  router.get(API_PATHS.caseSearch, async (req, res) => {
    const query = parseQuery(req, CaseSearchQuery);
    ok(req, res, await searchCases(db, callerOf(req).scope, query));
  });

  router.get(API_PATHS.caseList, async (req, res) => {
    const query = parseQuery(req, CaseListQuery);
    ok(req, res, await findCasePage(db, callerOf(req).scope, query, req.lang));
  });

  router.get(API_PATHS.caseDetail, async (req, res) => {
    const { id } = parseQuery(req, CaseDetailQuery);
    const caller = callerOf(req);
    const file = await findCaseFile(db, caller, id, req.lang);
    if (!file) throw notFound('case.notFound');
    ok(req, res, file);
  });

  router.get(API_PATHS.caseReturnRequests, async (req, res) => {
    const { body } = parseQuery(req, ReturnRequestsQuery);
    ok(req, res, await findReturnRequests(db, callerOf(req).scope, body));
  });

  router.get(API_PATHS.caseExport, async (req, res) => {
    const query = parseQuery(req, CaseExportQuery);
    const { scope } = callerOf(req);
    const count = await filteredCases(db, scope, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const title = query.body === 'CPPCC' ? '提案' : query.body === 'NPC' ? '建议' : '案件';
    await recordActivity(db, actorOf(req), LOG_MODULES.export, `导出${title}清单 ${Number(count.n)} 条`);
    const stamp = beijingDateStamp(new Date());
    res.setHeader('Content-Type', XLSX_TYPE);
    res.setHeader('Content-Disposition', attachmentDisposition(`${title}清单_${stamp}.xlsx`, `cases_${stamp}.xlsx`));
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    try {
      await streamCaseWorkbook(res, `${title}清单`, caseBatches(db, scope, query));
    } catch (error) {
      // Once bytes are out no envelope can follow: the download breaks off instead of ending as a bad file.
      if (!res.headersSent) throw error;
      res.destroy(error instanceof Error ? error : undefined);
    }
  });

  return router;
}
