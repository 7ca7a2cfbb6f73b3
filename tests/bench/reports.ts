// `npm run bench -- --reports`: report rendering measured in this process, each next to the bare engine
// on the same document: warm Chromium PDF time of a statistic report and of a 1,500-row list (and the
// statistic's throughput with the page pool), and a 50,000-row workbook against raw exceljs streaming,
// with the peak RSS of this Node process during each. Prints a markdown table.
import { existsSync } from 'node:fs';
import os from 'node:os';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import puppeteer, { type Page } from 'puppeteer-core';
import type { ReportData, TableBlock } from '@proposal-desk/shared';
import { prepareReportPage, printBody, reportPdfOptions, setReportBody } from '../../report-service/src/reports/render/chromium';
import { DEFAULT_CHROMIUM_PATH, ReportRenderer } from '../../report-service/src/reports/render/engine';
import { listFixture, statisticFixture } from '../../report-service/src/reports/render/fixtures';
import { renderReportBody, renderReportHtml } from '../../report-service/src/reports/render/html';
import { writeReportWorkbook } from '../../report-service/src/reports/render/xlsx';
import type { GoalSink } from './goals';
import { startJsreport, type PeerRenderer, type PeerTuning } from './jsreport-peer';
import { downloadLine, withListDownload } from './list-download';

const TARGETS = { statisticRatio: 1.3, statisticPerSec: 10, peerRatio: 0.5, listSeconds: 2, xlsxRatio: 1.3, xlsxRssMb: 300 };
/** jsreport's renders at once in the throughput line, as its users run it (2 workers, 4 requests in flight). */
const PEER_CONCURRENCY = 4;

interface Measured {
  ms: number;
  peakRssMb: number;
}

/** Runs `work` while sampling this process's RSS. */
async function measured(work: () => Promise<void>): Promise<Measured> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  const start = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  const ms = performance.now() - start;
  return { ms, peakRssMb: Math.max(peak, process.memoryUsage.rss()) / 2 ** 20 };
}

/** Discards what is written, as a fast client would. */
const sink = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/** The same cells with exceljs's streaming writer and nothing else: no title, styles, formats or merges. */
async function rawWorkbook(data: ReportData): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink(), useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Sheet1');
  const table = data.blocks[0] as TableBlock;
  sheet.addRow(table.columns.map((c) => c.title)).commit();
  for (const row of table.rows) sheet.addRow(table.columns.map((c) => row.cells[c.key] ?? null)).commit();
  sheet.commit();
  await workbook.commit();
}

/** Chromium without the product: the report's HTML, written beforehand, printed on a page that has the font loaded. */
async function barePdf(page: Page, data: ReportData, body: string): Promise<void> {
  await printBody(page, data, body, 60_000);
}

/** Alternates the two so that both see the same load on a shared machine; mean time of each. */
async function alternating(times: number, product: () => Promise<unknown>, bare: () => Promise<unknown>): Promise<[Measured, Measured]> {
  const spent = [0, 0];
  const peaks = [0, 0];
  for (let i = 0; i < times; i++) {
    for (const [index, work] of [product, bare].entries()) {
      const one = await measured(async () => {
        await work();
      });
      spent[index]! += one.ms;
      peaks[index] = Math.max(peaks[index]!, one.peakRssMb);
    }
  }
  return [
    { ms: spent[0]! / times, peakRssMb: peaks[0]! },
    { ms: spent[1]! / times, peakRssMb: peaks[1]! },
  ];
}

interface Line {
  scenario: string;
  product: string;
  bare: string;
  ratio: number | undefined;
  /** jsreport on the same HTML, and product/jsreport (time, or jsreport's rate over the product's). */
  peer?: string;
  peerRatio?: number;
  /** The same with jsreport tuned (see PeerTuning). */
  tuned?: string;
  tunedRatio?: number;
  met: boolean;
  target: string;
  rss: string;
}

const fixed = (n: number, digits = 0) => n.toFixed(digits);

/** Mean time of `times` calls of `work`, one after another. */
async function meanMs(times: number, work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < times; i++) await work();
  return (performance.now() - start) / times;
}

/** `count` calls of `work`, `concurrency` at a time; the rate per second. */
async function ratePerSec(count: number, concurrency: number, work: () => Promise<unknown>): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < count) await work();
    }),
  );
  return (count / (performance.now() - start)) * 1000;
}

interface Stages {
  react: number;
  body: number;
  pdf: number;
}

/** Where one statistic PDF's time goes, each stage timed alone: the React render of its body, putting it on a prepared page, and Chromium printing it. */
async function statisticStages(page: Page, data: ReportData, times: number): Promise<Stages> {
  const spent = { react: 0, body: 0, pdf: 0 };
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    const body = renderReportBody(data, { marginBoxes: true });
    const rendered = performance.now();
    await setReportBody(page, data, body);
    const placed = performance.now();
    await page.pdf(reportPdfOptions(data, 60_000));
    spent.react += rendered - start;
    spent.body += placed - rendered;
    spent.pdf += performance.now() - placed;
  }
  return { react: spent.react / times, body: spent.body / times, pdf: spent.pdf / times };
}

const stageSummary = (stages: Stages, productMs: number) => {
  const share = (ms: number) => `${fixed(ms, 1)} ms (${fixed((ms / productMs) * 100)} %)`;
  return (
    `Where one statistic PDF's ${fixed(productMs)} ms go (each stage timed alone on a prepared page, mean of 20): React render ${share(stages.react)}, ` +
    `body into the page with its font ${share(stages.body)}, Chromium's page.pdf ${share(stages.pdf)}; ` +
    `the rest (${fixed(Math.max(0, productMs - stages.react - stages.body - stages.pdf), 1)} ms) is the render gate, the page pool and the bytes back to Node.`
  );
};

export async function benchReports({ log, goals }: { log: (message: string) => void; goals?: GoalSink }): Promise<boolean> {
  const lines: Line[] = [];
  let stageLine = '';

  log('[reports] XLSX: 50,000-row list, product vs raw exceljs streaming…');
  const big = listFixture(50_000);
  const small = listFixture(2_000);
  await writeReportWorkbook(small, sink());
  await rawWorkbook(small);
  const [productX, rawX] = await alternating(
    2,
    () => writeReportWorkbook(big, sink()),
    () => rawWorkbook(big),
  );
  const xRatio = productX.ms / rawX.ms;
  lines.push({
    scenario: 'XLSX, 50,000-row list (streamed)',
    product: `${fixed(productX.ms)} ms`,
    bare: `${fixed(rawX.ms)} ms`,
    ratio: xRatio,
    met: xRatio <= TARGETS.xlsxRatio && productX.peakRssMb < TARGETS.xlsxRssMb,
    target: `≤ ${TARGETS.xlsxRatio}×, RSS < ${TARGETS.xlsxRssMb} MB`,
    rss: `${fixed(productX.peakRssMb)} MB (raw ${fixed(rawX.peakRssMb)} MB)`,
  });
  log(`  product ${fixed(productX.ms)} ms, raw ${fixed(rawX.ms)} ms, peak RSS ${fixed(productX.peakRssMb)} MB`);

  const chromiumPath = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;
  if (!existsSync(chromiumPath)) {
    log(`[reports] Chromium not found at ${chromiumPath}: PDF scenarios skipped`);
  } else {
    const poolSize = os.availableParallelism();
    // The product's renderer as a download uses it: its gate runs as many renders at once as cores, the rest wait.
    const renderer = new ReportRenderer({ pdfEngine: 'chromium', chromiumPath, concurrency: poolSize, maxQueued: 1000 });
    const browser = await puppeteer.launch({
      executablePath: chromiumPath,
      headless: true,
      args: [
        '--headless',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--font-render-hinting=none',
        ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      ],
    });
    let peer: PeerRenderer | undefined;
    try {
      const barePages = await Promise.all(Array.from({ length: poolSize }, () => browser.newPage()));
      await Promise.all(barePages.map((page) => prepareReportPage(page, 60_000)));
      const statistic = statisticFixture(40);
      const list = listFixture(1_500);
      const statisticHtml = renderReportBody(statistic, { marginBoxes: true });
      const listHtml = renderReportBody(list, { marginBoxes: true });

      log('[reports] PDF: statistic report (40 units), warm…');
      for (let i = 0; i < 3; i++) {
        // Both pages of the pool get their font loaded before anything is timed.
        await Promise.all([renderer.renderPdf(statistic), renderer.renderPdf(statistic)]);
        await barePdf(barePages[0]!, statistic, statisticHtml);
      }
      const [productS, bareS] = await alternating(
        20,
        () => renderer.renderPdf(statistic),
        () => barePdf(barePages[0]!, statistic, statisticHtml),
      );
      const sRatio = productS.ms / bareS.ms;
      const stages = await statisticStages(barePages[0]!, statistic, 20);
      log(
        `  stages of one statistic PDF (mean of 20): React render ${fixed(stages.react, 1)} ms, body into the page ${fixed(stages.body, 1)} ms, ` +
          `page.pdf ${fixed(stages.pdf, 1)} ms; the product's whole render ${fixed(productS.ms, 1)} ms`,
      );
      stageLine = stageSummary(stages, productS.ms);
      const burst = 40;
      const productT = await measured(async () => {
        await Promise.all(Array.from({ length: burst }, () => renderer.renderPdf(statistic)));
      });
      const bareT = await measured(async () => {
        let next = 0;
        await Promise.all(
          barePages.map(async (page) => {
            while (next++ < burst) await barePdf(page, statistic, statisticHtml);
          }),
        );
      });
      const perSec = (burst / productT.ms) * 1000;
      const barePerSec = (burst / bareT.ms) * 1000;
      lines.push({
        scenario: 'PDF, statistic report (40 units × 15 columns), one at a time',
        product: `${fixed(productS.ms)} ms`,
        bare: `${fixed(bareS.ms)} ms`,
        ratio: sRatio,
        met: sRatio <= TARGETS.statisticRatio,
        target: `≤ ${TARGETS.statisticRatio}× bare, ≤ ${TARGETS.peerRatio}× jsreport`,
        rss: `${fixed(productS.peakRssMb)} MB`,
      });
      lines.push({
        scenario: `PDF, statistic report, ${burst} at once on ${poolSize} pages`,
        product: `${fixed(perSec, 1)}/s`,
        bare: `${fixed(barePerSec, 1)}/s`,
        ratio: barePerSec / perSec,
        met: perSec >= TARGETS.statisticPerSec,
        target: `≥ ${TARGETS.statisticPerSec}/s, ≤ ${TARGETS.peerRatio}× jsreport`,
        rss: `${fixed(productT.peakRssMb)} MB`,
      });
      log(
        `  one: product ${fixed(productS.ms)} ms, bare ${fixed(bareS.ms)} ms; burst: ${fixed(perSec, 1)}/s vs bare ${fixed(barePerSec, 1)}/s`,
      );

      log('[reports] PDF: 1,500-row handling list, warm…');
      await renderer.renderPdf(list);
      await barePdf(barePages[0]!, list, listHtml);
      const [productL, bareL] = await alternating(
        3,
        () => renderer.renderPdf(list),
        () => barePdf(barePages[0]!, list, listHtml),
      );
      lines.push({
        scenario: 'PDF, handling list of 1,500 cases',
        product: `${fixed(productL.ms)} ms`,
        bare: `${fixed(bareL.ms)} ms`,
        ratio: productL.ms / bareL.ms,
        met: productL.ms <= TARGETS.listSeconds * 1000,
        target: `≤ ${TARGETS.listSeconds} s, faster than jsreport tuned`,
        rss: `${fixed(productL.peakRssMb)} MB`,
      });
      log(`  product ${fixed(productL.ms)} ms, bare ${fixed(bareL.ms)} ms`);

      // jsreport runs alone, after the product has been measured: its worker threads and browsers stay up while it lives.
      await renderer.close();
      await browser.close();
      const statisticPage = renderReportHtml(statistic);
      const listPage = renderReportHtml(list);
      // The real list as a user downloads it, rendered afresh each time; jsreport is then given its page ready-made.
      const http = await withListDownload(log, async (download) => ({
        ms: await download.meanMs(3),
        rows: download.rows,
        data: download.data,
        page: renderReportHtml(download.data),
      }));
      log(`  the product's download of the NPC handling list (${http.rows} rows): ${fixed(http.ms)} ms`);
      const peerTimes = async (tuning: PeerTuning) => {
        log(`[reports] jsreport (chrome-pdf, ${tuning}, the same Chromium) on the same HTML pages…`);
        peer = await startJsreport(chromiumPath, poolSize, tuning);
        const jsreportPdf = (data: ReportData, page: string) => peer!.renderPdf(page, data.orientation === 'landscape');
        for (let i = 0; i < 3; i++) await jsreportPdf(statistic, statisticPage);
        await jsreportPdf(list, listPage);
        const one = await meanMs(20, () => jsreportPdf(statistic, statisticPage));
        const perSecond = await ratePerSec(burst, PEER_CONCURRENCY, () => jsreportPdf(statistic, statisticPage));
        const long = await meanMs(3, () => jsreportPdf(list, listPage));
        await jsreportPdf(http.data, http.page);
        const real = await meanMs(3, () => jsreportPdf(http.data, http.page));
        await peer.close();
        peer = undefined;
        log(
          `  jsreport ${tuning}: one ${fixed(one)} ms, ${burst} at ${PEER_CONCURRENCY} at once ${fixed(perSecond, 1)}/s, the list ${fixed(long)} ms, ` +
            `the NPC handling list's page ${fixed(real)} ms`,
        );
        return { one, perSecond, long, real };
      };
      const plain = await peerTimes('default');
      const tuned = await peerTimes('tuned');
      const [one, many, long] = lines.slice(-3) as [Line, Line, Line];
      lines.splice(
        -3,
        3,
        {
          ...one,
          peer: `${fixed(plain.one)} ms`,
          peerRatio: productS.ms / plain.one,
          tuned: `${fixed(tuned.one)} ms`,
          tunedRatio: productS.ms / tuned.one,
          met: one.met && productS.ms / plain.one <= TARGETS.peerRatio,
        },
        {
          ...many,
          peer: `${fixed(plain.perSecond, 1)}/s`,
          peerRatio: plain.perSecond / perSec,
          tuned: `${fixed(tuned.perSecond, 1)}/s`,
          tunedRatio: tuned.perSecond / perSec,
          met: many.met && plain.perSecond / perSec <= TARGETS.peerRatio,
        },
        {
          ...long,
          peer: `${fixed(plain.long)} ms`,
          peerRatio: productL.ms / plain.long,
          tuned: `${fixed(tuned.long)} ms`,
          tunedRatio: productL.ms / tuned.long,
          met: long.met && productL.ms < tuned.long,
        },
      );
      lines.push(downloadLine(http, plain.real, tuned.real));
    } finally {
      // Each may have been closed already, before jsreport started.
      await peer?.close();
      await renderer.close().catch(() => undefined);
      await browser.close().catch(() => undefined);
    }
  }

  const cpus = os.cpus();
  const table = [
    '| scenario | product | bare engine | ratio (product/bare) | jsreport | ratio (product/jsreport) | jsreport tuned | ratio (product/tuned) | target | met? | peak RSS (Node) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|---|---:|',
    ...lines.map(
      (l) =>
        `| ${l.scenario} | ${l.product} | ${l.bare} | ${l.ratio === undefined ? '—' : `${fixed(l.ratio, 2)}×`} | ${l.peer ?? '—'} | ` +
        `${l.peerRatio === undefined ? '—' : `${fixed(l.peerRatio, 2)}×`} | ${l.tuned ?? '—'} | ` +
        `${l.tunedRatio === undefined ? '—' : `${fixed(l.tunedRatio, 2)}×`} | ${l.target} | ${l.met ? 'yes' : 'no'} | ${l.rss} |`,
    ),
    '',
    `Node ${process.version} · ${cpus.length} CPU (${cpus[0]?.model.trim() ?? 'unknown'}) · ${new Date().toISOString().slice(0, 10)} · ` +
      'in one process, on generated report data shaped like the real reports (no database). Bare PDF = the same HTML, written beforehand, ' +
      'printed by page.pdf with the same options on a page with the font loaded (no React, no pool); for the throughput line the ratios are bare/product and jsreport/product. ' +
      `jsreport = @jsreport/jsreport-core with chrome-pdf (chrome-pool, ${os.availableParallelism()} workers, the same Chromium) printing the same report's whole HTML page; its throughput with ${PEER_CONCURRENCY} requests in flight; tuned = the same with an untagged PDF and the print CSS's page size ` +
      '(tagged: false, preferCSSPageSize: true, as the product prints). ' +
      'Raw XLSX = the same cells through exceljs WorkbookWriter ' +
      'without title, styles, number formats or merges. Peak RSS is this Node process (Chromium runs in its own processes).',
    ...(stageLine ? ['', stageLine] : []),
  ].join('\n');
  console.log(`\n${table}\n`);
  for (const line of lines.filter(
    (l) => l.scenario.startsWith('XLSX') || l.scenario.includes(' at once ') || l.scenario.includes(' list of '),
  ))
    goals?.({
      scenario: line.scenario,
      figure:
        `${line.product} (bare ${line.bare}, ${line.ratio === undefined ? '—' : `${fixed(line.ratio, 2)}×`})` +
        (line.peer ? `; jsreport ${line.peer}, product/jsreport ${fixed(line.peerRatio ?? 0, 2)}×` : '') +
        (line.tuned ? `; jsreport tuned ${line.tuned}, product/tuned ${fixed(line.tunedRatio ?? 0, 2)}×` : '') +
        `; peak RSS ${line.rss}`,
      goal: line.target,
      met: line.met,
    });
  return true;
}
