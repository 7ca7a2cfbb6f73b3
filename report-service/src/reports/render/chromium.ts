import { availableParallelism } from 'node:os';
import type { ReportData } from '@proposal-desk/shared';
import type { Logger } from 'pino';
import type { Browser, Page, PDFOptions } from 'puppeteer-core';
import { readFileSync } from 'node:fs';
import { launchChromium } from './chromium-launch';
import { cjkFontFiles } from './fonts';
import type { DrillHref } from '@proposal-desk/shared/src/print';
import { htmlPage, renderReportBody, type FontUrls } from './html';
import { RenderAbortedError } from './render-gate';
import { DomainError } from '../../errors';

// Chromium PDF rendering: one browser per process, launched on first use, and a pool of warm pages.

export interface ChromiumOptions {
  executablePath: string;
  /**
   * Warm report pages kept between renders (two saturate two cores). The pool bounds nothing: a render
   * finding no idle page opens one, closed after it; how many render at once is up to the callers' gates.
   */
  poolSize?: number;
  /** A render taking longer fails and its page is closed. */
  renderTimeoutMs?: number;
  /** The browser is replaced after this many renders (Chromium's memory grows over time). */
  maxRendersPerBrowser?: number;
  /** Told when a page or a browser does not close (a crashed Chromium, one left running); none in the unit tests. */
  logger?: Pick<Logger, 'warn'>;
}

export interface ChromiumStats {
  launches: number;
  renders: number;
  pagesOpen: number;
  pagesBusy: number;
  browserPid: number | undefined;
}

interface BrowserHandle {
  browser: Browser;
  renders: number;
  busy: number;
  retired: boolean;
}

interface Slot {
  page: Page;
  handle: BrowserHandle;
}

/** How long a caller whose render ran out of time is asked to wait before trying again. */
const RETRY_AFTER_TIMEOUT_SECONDS = 30;

/**
 * A render that ran past its time, which a machine short of CPU causes: the caller is told the renderer is
 * busy and when to come back (429 with Retry-After; a batch run tries again), not a server error.
 */
export class RenderTimeoutError extends DomainError {
  constructor(readonly ms: number) {
    super('busy', 'run.busy', {}, RETRY_AFTER_TIMEOUT_SECONDS);
    this.message = `render timed out after ${ms} ms`;
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RenderTimeoutError(ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The browser globals used inside page.evaluate: the service is compiled without the DOM library. */
export interface InPage {
  document: {
    title: string;
    body: { innerHTML: string };
    fonts: Iterable<{ family: string; weight: string; status: string }> & {
      ready: Promise<unknown>;
      load(font: string, text: string): Promise<unknown>;
    };
  };
}

const FONT_BASE = 'https://fonts.report.invalid/';
let fontCache: { urls: FontUrls; bodies: Map<string, Buffer> } | undefined;

/** The font files in memory, and the URLs the report pages ask for them by. */
function bundledFonts(): { urls: FontUrls; bodies: Map<string, Buffer> } {
  if (!fontCache) {
    const files = cjkFontFiles();
    const urls: FontUrls = { 400: `${FONT_BASE}NotoSansSC-Regular.ttf`, 700: `${FONT_BASE}NotoSansSC-Bold.ttf` };
    fontCache = {
      urls,
      bodies: new Map([
        [urls[400], readFileSync(files.regular)],
        [urls[700], readFileSync(files.bold)],
      ]),
    };
  }
  return fontCache;
}

/**
 * Makes a fresh page a report page: the empty report document with the bundled CJK font loaded, once.
 * The page may fetch nothing from outside: the font is answered from memory (a page from setContent
 * may not load file:// fonts), every other request is refused.
 */
export async function prepareReportPage(page: Page, timeoutMs: number): Promise<void> {
  const fonts = bundledFonts();
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    const body = fonts.bodies.get(request.url());
    if (body) void request.respond({ status: 200, contentType: 'font/ttf', headers: { 'Access-Control-Allow-Origin': '*' }, body });
    else void request.abort('blockedbyclient');
  });
  await page.setContent(htmlPage('report', '', fonts.urls), { waitUntil: 'load', timeout: timeoutMs });
  await page.evaluate(async (family: string) => {
    const { document } = globalThis as unknown as InPage;
    await Promise.all([document.fonts.load(`400 16px ${family}`, '中'), document.fonts.load(`700 16px ${family}`, '中')]);
  }, "'Noto Sans SC'");
}

/** Puts a report's body (see renderReportBody) on a report page, which keeps its document and font; the document's title becomes the PDF's title. */
export async function setReportBody(page: Page, data: ReportData, body: string): Promise<void> {
  await page.evaluate(
    async (html: string, title: string) => {
      const { document } = globalThis as unknown as InPage;
      document.title = title;
      document.body.innerHTML = html;
      await document.fonts.ready;
    },
    body,
    data.title,
  );
}

/**
 * How a report page is printed. The running header and footer ("第 X 页 共 Y 页") are the print CSS's
 * page-margin boxes, drawn with the page's own font; Chromium's header and footer templates could only use
 * system fonts.
 */
export const reportPdfOptions = (data: ReportData, timeoutMs: number): PDFOptions => ({
  format: 'A4',
  landscape: data.orientation === 'landscape',
  preferCSSPageSize: true,
  printBackground: true,
  tagged: false,
  timeout: timeoutMs,
});

/**
 * Prints a report's body on a report page: only the body and the title are replaced. The document's title
 * becomes the PDF's title (its Info /Title, which a PDF reader shows in its title bar).
 */
export async function printBody(page: Page, data: ReportData, body: string, timeoutMs: number): Promise<Uint8Array> {
  await setReportBody(page, data, body);
  return page.pdf(reportPdfOptions(data, timeoutMs));
}

/** Renders reports to PDF with Chromium; safe to call concurrently, `close()` ends the browser. */
export class ChromiumRenderer {
  private readonly poolSize: number;
  private readonly timeoutMs: number;
  private readonly maxRenders: number;
  private current: Promise<BrowserHandle> | null = null;
  private currentHandle: BrowserHandle | null = null;
  private readonly handles = new Set<BrowserHandle>();
  /** Retired browsers still closing: close() waits for them too, so no Chromium outlives the renderer. */
  private readonly closing = new Set<Promise<void>>();
  private idle: Slot[] = [];
  private open = 0;
  private busy = 0;
  private launches = 0;
  private renders = 0;
  private closed = false;

  constructor(private readonly options: ChromiumOptions) {
    this.poolSize = Math.max(1, options.poolSize ?? availableParallelism());
    this.timeoutMs = options.renderTimeoutMs ?? 60_000;
    this.maxRenders = options.maxRendersPerBrowser ?? 500;
  }

  /** The report as a PDF; with `drillHref`, each figure with a list is a link annotation to it. */
  async renderPdf(data: ReportData, signal?: AbortSignal, drillHref?: DrillHref): Promise<Uint8Array> {
    const body = renderReportBody(data, { marginBoxes: true, drillHref });
    return this.withPage((page) => printBody(page, data, body, this.timeoutMs), signal);
  }

  /**
   * Runs `work` on a pooled report page (it must not navigate away) within the render timeout; a page
   * whose work failed is closed, never reused. When `signal` aborts, the page is closed at once, which
   * stops Chromium's work on it.
   */
  async withPage<T>(work: (page: Page) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw new RenderAbortedError();
    const slot = await this.acquire();
    let healthy = false;
    const onAbort = () => void slot.page.close().catch((err: unknown) => this.closeFailed(err, 'page'));
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const result = await withTimeout(work(slot.page), this.timeoutMs);
      if (signal?.aborted) throw new RenderAbortedError();
      healthy = true;
      return result;
    } catch (err) {
      throw signal?.aborted ? new RenderAbortedError() : err;
    } finally {
      signal?.removeEventListener('abort', onAbort);
      await this.release(slot, healthy);
    }
  }

  /**
   * Starts the browser before the first report asks: started lazily, the first requests after a start all waited for
   * Chromium to launch (50 asking for one statistic PDF waited up to 2.3 s). Pages are opened by the renders, as
   * before: a prepared page holds the report font, which would cost the server's memory before any PDF is asked for.
   */
  async warmUp(): Promise<void> {
    if (!this.closed) await this.browser();
  }

  stats(): ChromiumStats {
    const latest = [...this.handles].find((h) => !h.retired);
    return {
      launches: this.launches,
      renders: this.renders,
      pagesOpen: this.open,
      pagesBusy: this.busy,
      browserPid: latest?.browser.process()?.pid,
    };
  }

  /** How many tabs the current browser has open, the pool's pages and its first blank tab included (tests look for leaks). */
  async tabsOpen(): Promise<number> {
    return (await this.currentHandle?.browser.pages())?.length ?? 0;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.current = null;
    this.currentHandle = null;
    this.idle = [];
    await Promise.all([...[...this.handles].map((h) => this.shutDown(h)), ...this.closing]);
  }

  /** An idle warm page, else a new one: never waits for another render to finish. */
  private async acquire(): Promise<Slot> {
    if (this.closed) throw new Error('the PDF renderer is closed');
    for (let slot = this.idle.pop(); slot; slot = this.idle.pop()) {
      if (!slot.handle.retired && !slot.page.isClosed()) return this.take(slot);
      this.open -= 1;
    }
    this.open += 1;
    let handle: BrowserHandle | null = null;
    try {
      handle = await this.liveBrowser();
      const page = await handle.browser.newPage();
      await this.prepare(page).catch(async (err: unknown) => {
        await page.close().catch((closing: unknown) => this.closeFailed(closing, 'page'));
        throw err;
      });
      this.busy += 1;
      return { page, handle };
    } catch (err) {
      this.open -= 1;
      if (handle) await this.leave(handle);
      throw err;
    }
  }

  /**
   * The current browser, counted busy at once: a browser retiring meanwhile (its render limit reached by
   * another render) stays up until the page being opened on it has rendered, instead of closing under it.
   */
  private async liveBrowser(): Promise<BrowserHandle> {
    for (;;) {
      const handle = await this.browser();
      if (!handle.retired) {
        handle.busy += 1;
        return handle;
      }
    }
  }

  /** One piece of work fewer on a browser; a retired one closes with its last. */
  private async leave(handle: BrowserHandle): Promise<void> {
    handle.busy -= 1;
    if (handle.retired && handle.busy === 0) await this.shutDown(handle);
  }

  private prepare(page: Page): Promise<void> {
    return prepareReportPage(page, this.timeoutMs);
  }

  private take(slot: Slot): Slot {
    slot.handle.busy += 1;
    this.busy += 1;
    return slot;
  }

  private async release(slot: Slot, healthy: boolean): Promise<void> {
    const { handle, page } = slot;
    this.busy -= 1;
    if (healthy) {
      this.renders += 1;
      handle.renders += 1;
      if (handle.renders >= this.maxRenders) this.retire(handle);
    }
    if (healthy && !handle.retired && !this.closed && !page.isClosed() && this.idle.length < this.poolSize) {
      this.idle.push(slot);
    } else {
      this.open -= 1;
      await page.close().catch((err: unknown) => this.closeFailed(err, 'page'));
    }
    await this.leave(handle);
  }

  private browser(): Promise<BrowserHandle> {
    if (!this.current) {
      const launching = this.launch();
      this.current = launching;
      // eslint-disable-next-line no-restricted-syntax -- every caller of browser() awaits this launch and gets its failure
      launching.catch(() => {
        if (this.current === launching) this.current = null;
      });
    }
    return this.current;
  }

  private async launch(): Promise<BrowserHandle> {
    const browser = await launchChromium(this.options.executablePath);
    this.launches += 1;
    const handle: BrowserHandle = { browser, renders: 0, busy: 0, retired: false };
    this.handles.add(handle);
    this.currentHandle = handle;
    browser.on('disconnected', () => {
      this.retire(handle);
      this.handles.delete(handle);
    });
    if (this.closed) await browser.close();
    return handle;
  }

  /** No new work for this browser: idle pages go, and it closes when its last render returns. */
  private retire(handle: BrowserHandle): void {
    if (handle.retired) return;
    handle.retired = true;
    if (this.currentHandle === handle) {
      this.current = null;
      this.currentHandle = null;
    }
    const keep: Slot[] = [];
    for (const slot of this.idle) {
      if (slot.handle === handle) {
        this.open -= 1;
        void slot.page.close().catch((err: unknown) => this.closeFailed(err, 'page'));
      } else keep.push(slot);
    }
    this.idle = keep;
    if (handle.busy === 0) void this.shutDown(handle);
  }

  /** A page or browser that would not close: its Chromium crashed, or may still be running. */
  private readonly closeFailed = (err: unknown, what: 'page' | 'browser') =>
    this.options.logger?.warn({ err }, `a Chromium ${what} did not close`);

  private shutDown(handle: BrowserHandle): Promise<void> {
    this.handles.delete(handle);
    const closing = handle.browser.close().catch((err: unknown) => this.closeFailed(err, 'browser'));
    this.closing.add(closing);
    return closing.finally(() => this.closing.delete(closing));
  }
}
