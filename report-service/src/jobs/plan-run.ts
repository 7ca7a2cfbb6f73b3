import { reportDefinition, type ReportFormat, type TReportRunRequest } from '@proposal-desk/shared';
import type { PlannedItem } from './run-store';

const FORMATS_OF: Record<TReportRunRequest['formats'], ReportFormat[]> = {
  pdf: ['pdf'],
  xlsx: ['xlsx'],
  both: ['pdf', 'xlsx'],
  docx: ['docx'],
};

/** A Word document only for the reports that have one (a pack asked for in Word gives its handling report). */
const offers = (reportId: string, format: ReportFormat) => format !== 'docx' || reportDefinition(reportId)?.word === true;

/** Which reports make a body's pack (every statistic, list and narrative report of that body). */
export type PackContents = (body: 'NPC' | 'CPPCC') => string[];

/** The files a run request asks for: each report in each chosen format, a pack expanded to its reports. */
export function planRunItems(request: TReportRunRequest, packContents: PackContents): PlannedItem[] {
  const formats = FORMATS_OF[request.formats];
  const reports = request.pack
    ? packContents(request.pack.body).map((id) => ({
        id,
        params: { body: request.pack!.body, ...(request.pack!.sessionId ? { sessionId: request.pack!.sessionId } : {}) },
      }))
    : (request.reports ?? []);
  return reports.flatMap((report) =>
    formats.filter((format) => offers(report.id, format)).map((format) => ({ reportId: report.id, params: report.params, format })),
  );
}
