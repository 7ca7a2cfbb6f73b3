import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { routesOf } from '../../http/routes';
import { actorOf } from '../../lib/activity-log';
import { saveCaseSettings } from './case-settings-commands';
import { previewCaseNumbers, readCaseSettings } from './case-settings-queries';
import { saveDocumentSettings } from './document-settings-commands';
import { readDocumentSettings } from '../../documents/letterhead-queries';

/** The handling settings (admin only): the 案号 pattern of each body, its preview, the case deadlines, and the letterheads. */
export function caseSettingsRouter({ db }: AppContext): Router {
  return routesOf({
    caseSettings: () => readCaseSettings(db),
    caseNumberPreview: ({ body }) => previewCaseNumbers(db, { NPC: body.npcPattern, CPPCC: body.cppccPattern, digits: body.digits }),
    caseSettingsSave: ({ body, req }) => saveCaseSettings(db, actorOf(req), body),
    documentSettings: () => readDocumentSettings(db),
    documentSettingsSave: ({ body, req }) => saveDocumentSettings(db, actorOf(req), body),
  });
}
