import { composeCaseText, FILE_TYPES, LOG_MODULES, type CaseRow, type Language } from '@proposal-desk/shared';
import type { Router } from 'express';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { DataScope } from '../../auth/context';
import type { Database } from '../../db/schema';
import { caseNoun } from '../../cases/case-actor';
import { assertMaySearchBody, findSimilarCases } from '../../cases/case-similarity-queries';
import { proposeUnits } from '../../cases/unit-proposal-queries';
import { notFound } from '../../errors';
import { attachmentDisposition, breakOffDownload } from '../../http/download';
import { routesOf } from '../../http/routes';
import { perUserLimit } from '../../rate-limits/per-user-limit';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { beijingDateStamp } from '../../lib/beijing-time';
import { caseExportTitle, streamCaseWorkbook } from './case-excel';
import { findCaseFile } from './case-file-queries';
import { type CaseListQuery, filteredCases, findCasePage, findCaseRows, orderedCaseIds } from './case-list-queries';
import { searchCases } from './case-search-queries';
import { summariseCases } from './case-summary-queries';
import { findReturnRequests } from './return-request-queries';

const EXPORT_BATCH = 1000;

/** Every row of the filter, a batch at a time, in the list's order. */
async function* caseBatches(db: Kysely<Database>, scope: DataScope, query: CaseListQuery, lang: Language) {
  const ids = await orderedCaseIds(db, scope, query);
  for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
    const rows: CaseRow[] = await findCaseRows(db, scope, query, { ids: ids.slice(start, start + EXPORT_BATCH) }, lang);
    if (rows.length > 0) yield rows;
  }
}

/** Case reads for the signed-in caller, always within their data scope. */
/** 查重 searches one deputy or member may make a minute. */
export const SIMILAR_SEARCHES_PER_MINUTE = 30;

export function caseRouter(ctx: AppContext): Router {
  const { db } = ctx;
  // A deputy's 查重 runs when typing pauses: a person writing stays far below this; a script reading the body does not.
  const similarLimit = perUserLimit(db, {
    prefix: 'similar:',
    perMinute: SIMILAR_SEARCHES_PER_MINUTE,
    appliesTo: (caller) => caller.scope.kind === 'member',
  });

  return routesOf({
    caseSummary: ({ caller, req }) => summariseCases(db, caller, req.lang),

    caseSearch: ({ query, caller }) => searchCases(db, caller.scope, query),

    caseSimilar: {
      use: [similarLimit],
      handle: async ({ body, caller }) => {
        await assertMaySearchBody(db, caller.scope, body.body);
        return findSimilarCases(db, { body: body.body, text: composeCaseText(body), excludeId: body.excludeId, reader: caller.scope });
      },
    },

    caseProposeUnits: ({ query, caller }) => proposeUnits(db, caller.scope, query.id),

    caseList: ({ query, caller, req }) => findCasePage(db, caller.scope, query, req.lang),

    caseDetail: async ({ query, caller, req }) => {
      const file = await findCaseFile(db, caller, query.id, req.lang, req.log);
      if (!file) throw notFound('case.notFound');
      return file;
    },

    caseReturnRequests: ({ query, caller }) => findReturnRequests(db, caller.scope, query.body),

    caseExport: async ({ query, caller, req, res }) => {
      const { scope } = caller;
      const count = await filteredCases(db, scope, query)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const noun = query.body ? caseNoun(query.body, query.body === 'NPC' ? 'SUGGESTION' : 'PROPOSAL') : { zh: '案件', en: 'case' };
      await recordActivity(db, actorOf(req), LOG_MODULES.export, { key: 'log.case.exported', params: { noun, count: Number(count.n) } });
      const stamp = beijingDateStamp(new Date());
      res.setHeader('Content-Type', FILE_TYPES.xlsx);
      // The sheet, its headers and labels follow the reader's language; the log entry is shown in its reader's.
      const sheetName = caseExportTitle(query.body, req.lang);
      res.setHeader('Content-Disposition', attachmentDisposition(`${sheetName}_${stamp}.xlsx`, `cases_${stamp}.xlsx`));
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      try {
        await streamCaseWorkbook(res, sheetName, caseBatches(db, scope, query, req.lang), req.lang);
      } catch (error) {
        breakOffDownload(res, error);
      }
    },
  });
}
