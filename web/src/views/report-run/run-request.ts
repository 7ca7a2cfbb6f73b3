import type { TReportRunRequest } from '@proposal-desk/shared';

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
