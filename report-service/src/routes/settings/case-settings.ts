import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { routesOf } from '../../http/routes';
import { actorOf } from '../../lib/activity-log';
import { saveCaseSettings } from './case-settings-commands';
import { previewCaseNumbers, readCaseSettings } from './case-settings-queries';

/** The handling settings (admin only): the 案号 pattern of each body, its preview, and the case deadlines. */
export function caseSettingsRouter({ db }: AppContext): Router {
  return routesOf({
    caseSettings: () => readCaseSettings(db),
    caseNumberPreview: ({ body }) => previewCaseNumbers(db, { NPC: body.npcPattern, CPPCC: body.cppccPattern, digits: body.digits }),
    caseSettingsSave: ({ body, req }) => saveCaseSettings(db, actorOf(req), body),
  });
}
