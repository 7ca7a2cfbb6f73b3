import { CaseNumberPreview, CaseNumberPreviewBody, CaseSettings, CaseSettingsSaveBody } from '../../schemas/case-settings';
import { DocumentSettings } from '../../schemas/document-settings';
import { callsOf } from '../call';

/** The handling settings (办理设置): the 案号 pattern of each body and the case deadlines (admin only). */
export const settingsCalls = callsOf('Handling settings')({
  caseSettings: {
    method: 'get',
    path: '/api/Setting/GetCaseSettings',
    summary: 'The case number pattern and the deadlines, each deadline with its unit',
    access: 'admin',
    answer: CaseSettings,
  },
  caseNumberPreview: {
    method: 'post',
    path: '/api/Setting/PreviewCaseNumber',
    summary: 'The next case number a pattern would give in each body’s current session (nothing is drawn)',
    access: 'admin',
    body: CaseNumberPreviewBody,
    answer: CaseNumberPreview,
  },
  caseSettingsSave: {
    method: 'put',
    path: '/api/Setting/SaveCaseSettings',
    summary: 'Saves the case number pattern and the deadlines (all of them), logged with the old and new values',
    access: 'admin',
    body: CaseSettingsSaveBody,
    answer: CaseSettings,
    message: 'common.saved',
  },
  documentSettings: {
    method: 'get',
    path: '/api/Setting/GetDocumentSettings',
    summary: 'The letterhead of each body’s documents: issuing office, document number pattern, contact',
    access: 'admin',
    answer: DocumentSettings,
  },
  documentSettingsSave: {
    method: 'put',
    path: '/api/Setting/SaveDocumentSettings',
    summary: 'Saves both bodies’ letterheads, logged with the old and new values',
    access: 'admin',
    body: DocumentSettings,
    answer: DocumentSettings,
    message: 'common.saved',
  },
});
