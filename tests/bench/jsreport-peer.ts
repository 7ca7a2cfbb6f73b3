// The report server users would pick instead of the product: jsreport 4 (jsreport-core with the chrome-pdf
// recipe), printing the same HTML with the same Chromium, for the ratios of `npm run bench -- --reports`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// jsreport ships no types; this is the part of its API the bench calls.
interface JsreportResponse {
  content: Buffer;
}
interface Jsreport {
  use(extension: unknown): Jsreport;
  init(): Promise<void>;
  render(request: { template: Record<string, unknown> }): Promise<JsreportResponse>;
  close(): Promise<void>;
}

export interface PeerRenderer {
  /** A whole HTML page (fonts declared with file:// URLs) printed as A4. */
  renderPdf(html: string, landscape: boolean): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * How jsreport prints: as it comes, or tuned as a careful user would tune it for long documents (an untagged
 * PDF, which spares Chromium the accessibility tree, and the page size from the print CSS, whose page-margin
 * boxes carry the running header and footer as in the product).
 */
export type PeerTuning = 'default' | 'tuned';

const CHROME_OPTIONS: Record<PeerTuning, Record<string, unknown>> = {
  default: {},
  tuned: { tagged: false, preferCSSPageSize: true },
};

/** jsreport with `workers` render workers and as many Chromium pages, on the given Chromium binary. */
export async function startJsreport(executablePath: string, workers: number, tuning: PeerTuning = 'default'): Promise<PeerRenderer> {
  /* eslint-disable @typescript-eslint/no-require-imports -- CommonJS packages without types */
  const createJsreport = require('@jsreport/jsreport-core') as (options: Record<string, unknown>) => Jsreport;
  const chromePdf = require('@jsreport/jsreport-chrome-pdf') as () => unknown;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const tempDirectory = mkdtempSync(path.join(os.tmpdir(), 'pd-bench-jsreport-'));
  // A switch Chromium ignores, naming this instance's browsers: jsreport's close() leaves its chrome-pool's browsers
  // running (seen 2026-12-02: two per instance, left after each bench), so close() ends them by it.
  const marker = `--pd-bench-peer=${tempDirectory}`;
  const launchOptions = {
    executablePath,
    args: [
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--font-render-hinting=none',
      marker,
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ],
  };
  const reporter = createJsreport({
    tempDirectory,
    logger: { silent: true },
    reportTimeout: 120_000,
    trustUserCode: true,
    workers: { numberOfWorkers: workers },
    extensions: { 'chrome-pdf': { strategy: 'chrome-pool', numberOfWorkers: workers, allowLocalFilesAccess: true, launchOptions } },
  });
  reporter.use(chromePdf());
  await reporter.init();
  return {
    async renderPdf(html, landscape) {
      const response = await reporter.render({
        template: {
          content: html,
          engine: 'none',
          recipe: 'chrome-pdf',
          chrome: { format: 'A4', landscape, printBackground: true, ...CHROME_OPTIONS[tuning] },
        },
      });
      return response.content;
    },
    async close() {
      await reporter.close();
      spawnSync('pkill', ['-KILL', '-f', '--', marker]);
      rmSync(tempDirectory, { recursive: true, force: true });
    },
  };
}
