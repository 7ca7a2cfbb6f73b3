import { API_PATHS, LOG_MODULES, type ReportData } from '@proposal-desk/shared';
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../app-context';
import { attachmentDisposition, sendDownload } from '../../http/download';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { beijingDateStamp } from '../../lib/beijing-time';
import { callerOf } from '../../middlewares/auth';
import { loadReportData } from '../../reports/load-report';
import { FORMAT_FILES, reportRenderer, type ReportFormat } from '../../reports/render/engine';

const FORMAT_LABELS: Record<Exclude<ReportFormat, 'html'>, string> = { pdf: 'PDF', xlsx: 'Excel' };

/** `办理状态统计_20261122.pdf`, with `caseStatusReportPrint_20261122.pdf` for clients without RFC 5987. */
function fileNames(data: ReportData, format: ReportFormat): { name: string; fallback: string } {
  const stamp = beijingDateStamp(new Date(data.generatedAt));
  const { extension } = FORMAT_FILES[format];
  return { name: `${data.title}_${stamp}.${extension}`, fallback: `${data.id}_${stamp}.${extension}` };
}

const logDownload = (ctx: AppContext, req: Request, data: ReportData, format: 'pdf' | 'xlsx') =>
  recordActivity(ctx.db, actorOf(req), LOG_MODULES.report, `下载报表${FORMAT_LABELS[format]}：${data.title}（${data.id}）`);

/** Aborts when the client goes away before the answer is complete: its render stops. */
function abortWhenGone(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** `GET /api/Report/:id/pdf` and `/xlsx`: the report's data in the caller's scope (query = parameters), as a file. */
export function reportFilesRouter(ctx: AppContext): Router {
  const router = Router();
  const renderer = () => reportRenderer(ctx.env);

  router.get(API_PATHS.reportPdf, async (req: Request, res: Response) => {
    const data = await loadReportData(ctx.db, callerOf(req), String(req.params.id ?? ''), req.query);
    const pdf = await renderer().renderPdf(data, { refuseWhenFull: true, signal: abortWhenGone(res) });
    await logDownload(ctx, req, data, 'pdf');
    const { name, fallback } = fileNames(data, 'pdf');
    sendDownload(res, { body: pdf, name, fallbackName: fallback, contentType: FORMAT_FILES.pdf.contentType, cacheControl: 'no-store' });
  });

  // The workbook is streamed into the response as it is written, so a long list needs little memory.
  router.get(API_PATHS.reportXlsx, async (req: Request, res: Response) => {
    const data = await loadReportData(ctx.db, callerOf(req), String(req.params.id ?? ''), req.query);
    const { name, fallback } = fileNames(data, 'xlsx');
    const headers = {
      'Content-Type': FORMAT_FILES.xlsx.contentType,
      'Content-Disposition': attachmentDisposition(name, fallback),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    };
    for (const [header, value] of Object.entries(headers)) res.setHeader(header, value);
    try {
      await renderer().writeReport(data, 'xlsx', res, { refuseWhenFull: true, signal: abortWhenGone(res) });
      await logDownload(ctx, req, data, 'xlsx');
    } catch (err) {
      // Refused before a byte was written (queue full): the error middleware answers instead.
      if (!res.headersSent) {
        for (const header of Object.keys(headers)) res.removeHeader(header);
        throw err;
      }
      ctx.logger.error({ err, report: data.id }, 'workbook failed while streaming');
      res.destroy(err instanceof Error ? err : new Error(String(err)));
    }
  });

  return router;
}
