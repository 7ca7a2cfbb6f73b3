import { createReadStream, createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { finished, pipeline } from 'node:stream/promises';
import { LOG_MODULES, reportIn, type ApiCalls, type Language, type ReportData, type ReportDefinition } from '@proposal-desk/shared';
import type { Request, Response, Router } from 'express';
import type { AppContext } from '../../app-context';
import type { AuthContext } from '../../auth/context';
import { attachmentDisposition, breakOffDownload } from '../../http/download';
import { requestOrigin } from '../../http/request-origin';
import { routesOf, type RouteInput } from '../../http/routes';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { DomainError } from '../../errors';
import { beijingDateStamp, beijingDayOf } from '../../lib/beijing-time';
import { reportCacheFolder } from '../../reports/cache/cache-folder';
import { reportFileKey } from '../../reports/cache/report-cache-key';
import { ReportFileCache, type CachedFileMeta, type FileLease } from '../../reports/cache/report-file-cache';
import { readDataVersion } from '../../reports/data-version-queries';
import { loadReportData, reportRequestOf } from '../../reports/load-report';
import { dictionaryTermsEn } from '../../reports/report-terms-queries';
import { FORMAT_FILES, reportRenderer } from '../../reports/render/engine';

type FileFormat = 'pdf' | 'xlsx' | 'docx';

/** Both downloads take the same input. */
type ReportFileCall = ApiCalls['reportPdf'];

interface FileRequest {
  caller: AuthContext;
  format: FileFormat;
  now: Date;
  query: unknown;
  /** The language of the file's fixed text: the reader's for a workbook; a PDF prints in Chinese. */
  lang: Language;
  /** Where the file's figures link to: PUBLIC_URL, or the address the request came to. */
  linkBase: string | undefined;
}

const FORMAT_LABELS: Record<FileFormat, string> = { pdf: 'PDF', xlsx: 'Excel', docx: 'Word' };

/** `办理状态统计_20261122.pdf`, with `caseStatusReportPrint_20261122.pdf` for clients without RFC 5987. */
function fileMeta(data: ReportData, format: FileFormat): CachedFileMeta {
  const stamp = beijingDateStamp(new Date(data.generatedAt));
  const { extension, contentType } = FORMAT_FILES[format];
  return { name: `${data.title}_${stamp}.${extension}`, fallbackName: `${data.id}_${stamp}.${extension}`, contentType };
}

const logDownload = (ctx: AppContext, req: Request, definition: ReportDefinition, format: FileFormat) =>
  recordActivity(ctx.db, actorOf(req), LOG_MODULES.report, {
    key: 'log.report.downloaded',
    params: { format: FORMAT_LABELS[format], title: definition.title, id: definition.id },
  });

/** Aborts when the client goes away before the answer is complete. */
function abortWhenGone(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** Whether an If-None-Match header names this ETag (or `*`). */
function revalidates(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });
}

/**
 * `GET /api/Report/:id/pdf` and `/xlsx`: the report's data in the caller's scope (query = parameters), as a file.
 *
 * A file is shared by every caller asking for the same report, parameters, data scope, day and data version
 * and language (reportFileKey): concurrent requests wait for one render, later ones get the kept file (ReportFileCache), and
 * a browser holding it is answered 304. Any write to the reported data changes the data version, so a file is
 * never served after the data it shows has changed. Shared by several people, a file names no person: its
 * footer says when it was made (the activity log says who downloaded it).
 */
export function reportFilesRouter(ctx: AppContext): Router {
  const renderer = () => reportRenderer(ctx.env, ctx.logger);
  const cache = new ReportFileCache(reportCacheFolder(ctx.env.DATA_DIR), ctx.env.REPORT_CACHE_MB * 1024 * 1024, ctx.logger);

  /** Renders the report into `file` for the caller's scope. */
  async function produce(asked: FileRequest, definition: ReportDefinition, file: string, signal: AbortSignal): Promise<CachedFileMeta> {
    const { caller, format, now, query, lang, linkBase } = asked;
    const { generatedBy: _person, ...loaded } = await loadReportData(ctx.db, caller, definition.id, query, now);
    const data = reportIn(loaded, definition.title, lang, lang === 'en' ? await dictionaryTermsEn(ctx.db) : undefined);
    const options = { refuseWhenFull: true, signal, linkBase };
    if (format === 'pdf') await writeFile(file, await renderer().renderPdf(data, options));
    else if (format === 'docx') await writeFile(file, await renderer().renderReport(data, 'docx', options));
    else {
      const out = createWriteStream(file);
      try {
        await renderer().writeReport(data, 'xlsx', out, options);
        if (!out.writableEnded) out.end();
        await finished(out);
      } finally {
        out.destroy();
      }
    }
    return fileMeta(data, format);
  }

  const download =
    (format: FileFormat) =>
    async ({ caller, params: { id }, query, req, res }: RouteInput<ReportFileCall>): Promise<void> => {
      const started = performance.now();
      const { definition, params } = reportRequestOf(caller, id, query);
      if (format === 'docx' && !definition.word) throw new DomainError('invalid', 'report.formatNotOffered', { format: 'Word' });
      const now = new Date();
      const lang: Language = format === 'xlsx' ? req.lang : 'zh';
      const { stamp } = await readDataVersion(ctx.db);
      const linkBase = ctx.env.PUBLIC_URL ?? requestOrigin(req);
      const key = reportFileKey({
        linkBase,
        id: definition.id,
        format,
        params,
        caller,
        dataStamp: stamp,
        day: beijingDayOf(now),
        engine: renderer().pdfEngine,
        lang,
      });
      const etag = `"${key}"`;
      if (revalidates(req.headers['if-none-match'], etag)) {
        await logDownload(ctx, req, definition, format);
        setValidators(res, etag);
        res.setHeader('Server-Timing', serverTiming('revalidated', started));
        res.status(304).end();
        return;
      }
      const lease = await cache.obtain(
        key,
        (file, signal) => produce({ caller, format, now, query, lang, linkBase }, definition, file, signal),
        abortWhenGone(res),
      );
      try {
        await logDownload(ctx, req, definition, format);
        setValidators(res, etag);
        res.setHeader('Server-Timing', serverTiming(lease.source, started));
        await sendFile(res, lease);
      } finally {
        lease.release();
      }
    };

  return routesOf({ reportPdf: download('pdf'), reportXlsx: download('xlsx'), reportDocx: download('docx') });
}

/** How long the server took before the first byte, and whether it rendered (for the bench and the browser's tools). */
const serverTiming = (what: string, started: number) => `report;desc="${what}";dur=${(performance.now() - started).toFixed(1)}`;

/** The browser keeps the file but asks each time; private: a scope's file is never a shared proxy's to keep. */
function setValidators(res: Response, etag: string): void {
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('ETag', etag);
}

async function sendFile(res: Response, lease: FileLease): Promise<void> {
  res.setHeader('Content-Type', lease.meta.contentType);
  res.setHeader('Content-Length', String(lease.size));
  res.setHeader('Content-Disposition', attachmentDisposition(lease.meta.name, lease.meta.fallbackName));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Report-Cache', lease.source);
  const file = createReadStream(lease.file);
  try {
    await pipeline(file, res);
    // A cache file shorter than its lease says would end the answer short of its Content-Length.
    if (file.bytesRead !== lease.size) throw new Error(`report file ${lease.file} held ${file.bytesRead} of ${lease.size} bytes`);
  } catch (error) {
    breakOffDownload(res, error);
  }
}
