import { API_CALLS, type CallBody } from '@proposal-desk/shared';
import { callApi } from './request';

const { caseSettings, caseNumberPreview, caseSettingsSave } = API_CALLS;

/** The fields of the handling settings form as `Setting/SaveCaseSettings` takes them. */
export type CaseSettingsValues = CallBody<typeof caseSettingsSave>;

/** A pattern to try, as `Setting/PreviewCaseNumber` takes it. */
export type CaseNumberPattern = CallBody<typeof caseNumberPreview>;

export const fetchCaseSettings = (signal?: AbortSignal) => callApi(caseSettings, {}, signal);

export const previewCaseNumber = (body: CaseNumberPattern, signal?: AbortSignal) => callApi(caseNumberPreview, { body }, signal);

export const saveCaseSettings = (body: CaseSettingsValues) => callApi(caseSettingsSave, { body });

const { documentSettings, documentSettingsSave } = API_CALLS;

/** Both bodies' letterheads, as `Setting/SaveDocumentSettings` takes them. */
export type DocumentSettingsValues = CallBody<typeof documentSettingsSave>;

export const fetchDocumentSettings = (signal?: AbortSignal) => callApi(documentSettings, {}, signal);

export const saveDocumentSettings = (body: DocumentSettingsValues) => callApi(documentSettingsSave, { body });
