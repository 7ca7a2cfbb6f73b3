import { API_PATHS, CaseImportQuery, CaseImportTemplateQuery, LOG_MODULES, ROLE_LEVELS, translate } from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { importCases } from '../../cases/case-import-commands';
import { findTemplateExample } from '../../cases/case-import-queries';
import { readCaseSheet } from '../../cases/case-import';
import { renderCaseImportTemplate } from '../../cases/case-import-template';
import { assertOfficeOf } from '../../cases/office-queries';
import { sendDownload } from '../../http/download';
import { parseParams } from '../../http/input';
import { okWithMessage } from '../../http/respond';
import { recordActivity } from '../../lib/activity-log';
import { requireLevel } from '../../middlewares/auth';
import { receiveImportFile, uploadedWorkbook } from '../upload/import-upload';
import { caseActorOf } from './case-actions';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `Case/Import` and its template: cases from the previous system, for the office staff of the register's body. */
export function caseImportRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.post(API_PATHS.caseImport, requireLevel(ROLE_LEVELS.OFFICE_STAFF), receiveImportFile(ctx), async (req, res) => {
    const { body, mode } = parseParams(req, CaseImportQuery);
    const actor = caseActorOf(req);
    assertOfficeOf(actor, body);
    const rows = await readCaseSheet(uploadedWorkbook(req));
    const report = await importCases(db, actor, rows, { body, mode, lang: req.lang });
    const message =
      report.imported > 0
        ? translate('case.imported', req.lang, { count: report.imported })
        : translate('case.importRejected', req.lang, { count: report.invalid });
    okWithMessage(res, report, message);
  });

  router.get(API_PATHS.caseImportTemplate, requireLevel(ROLE_LEVELS.OFFICE_STAFF), async (req, res) => {
    const { body } = parseParams(req, CaseImportTemplateQuery);
    const actor = caseActorOf(req);
    assertOfficeOf(actor, body);
    const noun = body === 'NPC' ? '建议' : '提案';
    await recordActivity(db, actor.actor, LOG_MODULES.export, `下载${noun}导入模板`);
    sendDownload(res, {
      body: await renderCaseImportTemplate(body, await findTemplateExample(db, body)),
      name: `${noun}导入模板.xlsx`,
      fallbackName: body === 'NPC' ? 'suggestions_template.xlsx' : 'proposals_template.xlsx',
      contentType: XLSX_TYPE,
      cacheControl: 'no-store',
    });
  });

  return router;
}
