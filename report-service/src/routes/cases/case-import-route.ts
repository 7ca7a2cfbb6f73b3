import { FILE_TYPES, LOG_MODULES, translate } from '@proposal-desk/shared';
import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { caseNoun } from '../../cases/case-actor';
import { importCases } from '../../cases/case-import-commands';
import { findTemplateExample } from '../../cases/case-import-queries';
import { readCaseSheet } from '../../cases/case-import';
import { renderCaseImportTemplate } from '../../cases/case-import-template';
import { assertOfficeOf } from '../../cases/office-queries';
import { sendDownload } from '../../http/download';
import { routesOf, sayingText } from '../../http/routes';
import { recordActivity } from '../../lib/activity-log';
import { receiveImportFile, uploadedWorkbook } from '../upload/import-upload';
import { caseActorOf } from './case-actions';

/** `Case/Import` and its template: cases from the previous system, for the office staff of the register's body. */
export function caseImportRouter(ctx: AppContext): Router {
  const { db } = ctx;

  return routesOf({
    caseImport: {
      use: [receiveImportFile(ctx)],
      handle: async ({ query: { body, mode }, req }) => {
        const actor = caseActorOf(req);
        assertOfficeOf(actor, body);
        const rows = await readCaseSheet(uploadedWorkbook(req), req.lang);
        const report = await importCases(db, actor, rows, { body, mode, lang: req.lang });
        const message =
          report.imported > 0
            ? translate('case.imported', req.lang, { count: report.imported })
            : translate('case.importRejected', req.lang, { count: report.invalid });
        return sayingText(report, message);
      },
    },

    caseImportTemplate: async ({ query: { body }, req, res }) => {
      const actor = caseActorOf(req);
      assertOfficeOf(actor, body);
      const noun = body === 'NPC' ? '建议' : '提案';
      await recordActivity(db, actor.actor, LOG_MODULES.export, {
        key: 'log.case.importTemplate',
        params: { noun: caseNoun(body, body === 'NPC' ? 'SUGGESTION' : 'PROPOSAL') },
      });
      const name = req.lang === 'en' ? `${body === 'NPC' ? 'Suggestions' : 'Proposals'} import template` : `${noun}导入模板`;
      sendDownload(res, {
        body: await renderCaseImportTemplate(body, await findTemplateExample(db, body), req.lang),
        name: `${name}.xlsx`,
        fallbackName: body === 'NPC' ? 'suggestions_template.xlsx' : 'proposals_template.xlsx',
        contentType: FILE_TYPES.xlsx,
        cacheControl: 'no-store',
      });
    },
  });
}
