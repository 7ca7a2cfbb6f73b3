import { defaultRunTitle, type Language, type TReportRunRequest } from '@proposal-desk/shared';

/** The values of RunRequestFields as the form holds them. */
export interface RunRequestValues {
  title?: string;
  mode: 'pack' | 'list';
  body?: 'NPC' | 'CPPCC';
  /** A session chosen from the list; blank = the body's current session when the run renders. */
  sessionId?: number | null;
  reportIds?: string[];
  formats: TReportRunRequest['formats'];
}

/** Form values → the API's run request (a pack or a list, never both). */
export function toRunRequest(values: RunRequestValues): TReportRunRequest {
  const title = values.title?.trim() || undefined;
  const common = { formats: values.formats, ...(title ? { title } : {}) };
  if (values.mode === 'list') return { ...common, reports: (values.reportIds ?? []).map((id) => ({ id, params: {} })) };
  const { sessionId } = values;
  return { ...common, pack: { body: values.body ?? 'NPC', ...(sessionId ? { sessionId } : {}) } };
}

/** The API's run request → form values (editing a schedule). */
export function fromRunRequest(request: TReportRunRequest): RunRequestValues {
  if (request.reports)
    return {
      mode: 'list',
      reportIds: request.reports.map((r) => r.id),
      formats: request.formats,
      ...(request.title ? { title: request.title } : {}),
    };
  return {
    mode: 'pack',
    body: request.pack?.body ?? 'NPC',
    ...(request.pack?.sessionId ? { sessionId: request.pack.sessionId } : {}),
    formats: request.formats,
    ...(request.title ? { title: request.title } : {}),
  };
}

/**
 * The title the server gives a run left without one, in the reader's language (the run is named in the
 * language of whoever starts it): the pack of the chosen body, or the number of files the chosen reports make.
 */
export function automaticRunTitle(values: Partial<RunRequestValues>, lang: Language): string {
  if (values.mode !== 'list') return defaultRunTitle({ packBody: values.body ?? 'NPC', files: 0 }, lang);
  const perReport = values.formats === 'pdf' || values.formats === 'xlsx' ? 1 : 2;
  return defaultRunTitle({ files: (values.reportIds?.length ?? 0) * perReport }, lang);
}
