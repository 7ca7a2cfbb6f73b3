import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { PassThrough, type Writable } from 'node:stream';
import type { ReportData } from '@proposal-desk/shared';
import type { Logger } from 'pino';
import { ChromiumRenderer, type ChromiumOptions } from './chromium';
import { renderReportDocx } from './docx';
import { renderReportHtml } from './html';
import { ReactPdfRenderer } from './react-pdf';
import { RenderAbortedError, RenderGate, type RunOptions } from './render-gate';
import { writeReportWorkbook } from './xlsx';
import { absoluteDrillHref } from './drill-links';
import type { DrillHref } from '@proposal-desk/shared/src/print';

// The one place that picks how a report becomes a file.

export const PDF_ENGINES = ['auto', 'chromium', 'react-pdf'] as const;
export type PdfEngineChoice = (typeof PDF_ENGINES)[number];
export type ReportFormat = 'pdf' | 'xlsx' | 'docx' | 'html';

/** Debian's Chromium binary; `/usr/bin/chromium` is a wrapper script that adds flags and warnings. */
export const DEFAULT_CHROMIUM_PATH = '/usr/lib/chromium/chromium';

export interface RendererOptions {
  pdfEngine: PdfEngineChoice;
  chromiumPath?: string | undefined;
  chromium?: Omit<ChromiumOptions, 'executablePath'>;
  /** Interactive renders at once (default: the cores, as many as Chromium keeps warm pages). */
  concurrency?: number;
  /** Renders that may wait for a slot before a download is refused (429). */
  maxQueued?: number;
  /** Where the product is opened (PUBLIC_URL): a figure in a PDF or workbook links to its list there; none without it. */
  publicUrl?: string | undefined;
  /** Told of what fails on the side (a Chromium page or browser that does not close). */
  logger?: Pick<Logger, 'warn'>;
}

/** A render's options: its place in the queue, and where its figures' links lead when not the renderer's own address. */
export interface RenderOptions extends RunOptions {
  linkBase?: string | undefined;
}

export const DEFAULT_RENDER_QUEUE = 8;

export const FORMAT_FILES: Record<ReportFormat, { contentType: string; extension: string }> = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
  html: { contentType: 'text/html; charset=utf-8', extension: 'html' },
};

/** `auto` takes Chromium when its binary exists, else react-pdf, which needs nothing but npm packages. */
export function resolvePdfEngine(choice: PdfEngineChoice, chromiumPath: string): 'chromium' | 'react-pdf' {
  if (choice !== 'auto') return choice;
  return existsSync(chromiumPath) ? 'chromium' : 'react-pdf';
}

async function collect(write: (out: Writable) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  await write(out);
  if (!out.writableEnded) out.end();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * Renders reports in every format; holds the Chromium pool when that engine is used.
 *
 * One concurrency gate per render path, never two stacked on one render:
 * - interactive renders (the PDF and Excel downloads; writeReport, renderReport, renderPdf) pass through
 *   `gate` (see RenderGate): the cores at once, then RENDER_QUEUE waiting, then `refuseWhenFull` answers
 *   RenderQueueFullError (429 with Retry-After);
 * - batch renders (renderForBatch) are bounded by the render worker's own slots (WORKERS per instance,
 *   see report-jobs.ts), so a big pack neither queues behind downloads nor fills their queue;
 * - Chromium's page pool only keeps warm pages and never makes a render wait (see ChromiumRenderer).
 * An aborted `signal` stops a render waiting or in flight.
 */
export class ReportRenderer {
  readonly pdfEngine: 'chromium' | 'react-pdf';
  readonly gate: RenderGate;
  private chromium: ChromiumRenderer | undefined;
  private reactPdf: ReactPdfRenderer | undefined;
  private readonly publicUrl: string | undefined;

  constructor(options: RendererOptions) {
    const chromiumPath = options.chromiumPath ?? DEFAULT_CHROMIUM_PATH;
    const concurrency = Math.max(1, options.concurrency ?? options.chromium?.poolSize ?? availableParallelism());
    this.gate = new RenderGate({ concurrency, maxQueued: options.maxQueued ?? DEFAULT_RENDER_QUEUE });
    this.pdfEngine = resolvePdfEngine(options.pdfEngine, chromiumPath);
    this.publicUrl = options.publicUrl;
    if (this.pdfEngine === 'chromium')
      this.chromium = new ChromiumRenderer({
        poolSize: concurrency,
        ...(options.logger && { logger: options.logger }),
        ...options.chromium,
        executablePath: chromiumPath,
      });
    else this.reactPdf = new ReactPdfRenderer();
  }

  /** Writes the report in `format` to `out` (a response): Excel is streamed row by row, a PDF is written once complete. */
  writeReport(data: ReportData, format: ReportFormat, out: Writable, options: RenderOptions = {}): Promise<void> {
    return this.gate.run((signal) => this.write(data, format, out, signal, this.linksTo(options.linkBase)), options);
  }

  /** The whole file in memory. */
  renderReport(data: ReportData, format: ReportFormat, options: RenderOptions = {}): Promise<Buffer> {
    return collect((out) => this.writeReport(data, format, out, options));
  }

  renderPdf(data: ReportData, options: RenderOptions = {}): Promise<Uint8Array> {
    return this.gate.run((signal) => this.pdf(data, signal, this.linksTo(options.linkBase)), options);
  }

  /** A batch job's file in memory, outside `gate`: the caller holds one of the render worker's slots. */
  renderForBatch(data: ReportData, format: ReportFormat, signal: AbortSignal): Promise<Buffer> {
    if (signal.aborted) return Promise.reject(new RenderAbortedError());
    return collect((out) => this.write(data, format, out, signal, this.linksTo()));
  }

  /** A figure's link: to `linkBase`, else to the renderer's own address; none when neither is known. */
  private linksTo(linkBase?: string): DrillHref | undefined {
    const base = linkBase ?? this.publicUrl;
    return base ? absoluteDrillHref(base) : undefined;
  }

  private async pdf(data: ReportData, signal: AbortSignal | undefined, links: DrillHref | undefined): Promise<Uint8Array> {
    if (this.chromium) return this.chromium.renderPdf(data, signal, links);
    const pdf = await this.reactPdf!.renderPdf(data);
    if (signal?.aborted) throw new RenderAbortedError();
    return pdf;
  }

  private async write(
    data: ReportData,
    format: ReportFormat,
    out: Writable,
    signal: AbortSignal | undefined,
    links: DrillHref | undefined,
  ): Promise<void> {
    switch (format) {
      case 'pdf':
        out.end(await this.pdf(data, signal, links));
        return;
      case 'xlsx':
        await writeReportWorkbook(data, out, links);
        return;
      case 'docx':
        out.end(await renderReportDocx(data));
        return;
      case 'html':
        out.end(renderReportHtml(data));
        return;
      default: {
        const never: never = format;
        throw new Error(`unknown report format ${String(never)}`);
      }
    }
  }

  /** Starts Chromium ahead of the first PDF (nothing to start for react-pdf). */
  async warmUp(): Promise<void> {
    await this.chromium?.warmUp();
  }

  /** The Chromium pool, when that is the engine (for health checks and tests). */
  get chromiumPool(): ChromiumRenderer | undefined {
    return this.chromium;
  }

  async close(): Promise<void> {
    await Promise.all([this.chromium?.close(), this.reactPdf?.close()]);
  }
}

const renderers = new Map<string, ReportRenderer>();

/** The process's renderer for a configuration, created on first use (one Chromium per process). */
export function reportRenderer(
  env: {
    PDF_ENGINE: PdfEngineChoice;
    CHROMIUM_PATH?: string | undefined;
    RENDER_QUEUE?: number | undefined;
    PORT?: number | undefined;
    PUBLIC_URL?: string | undefined;
  },
  logger?: Pick<Logger, 'warn'>,
): ReportRenderer {
  const publicUrl = env.PUBLIC_URL ?? (env.PORT ? `http://localhost:${env.PORT}` : undefined);
  const key = [env.PDF_ENGINE, env.CHROMIUM_PATH ?? '', env.RENDER_QUEUE ?? '', publicUrl ?? ''].join('|');
  let renderer = renderers.get(key);
  if (!renderer) {
    renderer = new ReportRenderer({
      pdfEngine: env.PDF_ENGINE,
      chromiumPath: env.CHROMIUM_PATH,
      maxQueued: env.RENDER_QUEUE,
      publicUrl,
      ...(logger && { logger }),
    });
    renderers.set(key, renderer);
  }
  return renderer;
}

/** Ends the process's renderers (graceful shutdown, end of tests). */
export async function closeReportRenderers(): Promise<void> {
  const all = [...renderers.values()];
  renderers.clear();
  await Promise.all(all.map((r) => r.close()));
}
