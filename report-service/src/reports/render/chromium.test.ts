import { existsSync } from 'node:fs';
import { drilledFixture, fixtureReport } from './fixtures';
import { absoluteDrillHref } from './drill-links';
import { ChromiumRenderer, RenderTimeoutError, type InPage } from './chromium';
import { RenderAbortedError } from './render-gate';
import { DEFAULT_CHROMIUM_PATH } from './engine';
import { inspectPdf, pageFooters, pdfLinks } from './pdf-tools.test-util';

const chromiumPath = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;
if (!existsSync(chromiumPath)) throw new Error(`these tests need Chromium at ${chromiumPath}`);

let renderer: ChromiumRenderer;
beforeAll(() => {
  renderer = new ChromiumRenderer({ executablePath: chromiumPath, poolSize: 2, renderTimeoutMs: 30_000, maxRendersPerBrowser: 1000 });
});
afterAll(() => renderer.close());

/** Whether a process of that id exists (signal 0 only checks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(check: () => boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('Chromium PDF', () => {
  it('prints a 120-row report over several pages with the Chinese title, every row and "第 X 页 共 Y 页"', async () => {
    const pdf = await renderer.renderPdf(fixtureReport(120));
    expect(Buffer.from(pdf.subarray(0, 4)).toString()).toBe('%PDF');
    const { text, pages } = inspectPdf(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('办理状态统计测试');
    expect(text).toContain('市人大常委会 · 第十六届人民代表大会第三次会议');
    expect(text).toContain('打印人：测试管理员');
    expect(text).toContain('市第1承办单位');
    expect(text).toContain('市第120承办单位');
    expect(text).toMatch(/经济建设\s+42/);
    expect(text).toContain('案由 关于加快推进城市轨道交通建设的建议');
    expect(pageFooters(text)).toEqual(Array.from({ length: pages }, (_, i) => ({ page: i + 1, total: pages })));
    // The table header is repeated on every page.
    expect(text.match(/最近答复日期/g)).toHaveLength(pages);
  });

  it('lays reports out with the bundled Noto Sans SC, loaded in the page, and lets the page fetch nothing else', async () => {
    await renderer.renderPdf(fixtureReport(1));
    const fonts = await renderer.withPage((page) =>
      page.evaluate(() => [...(globalThis as unknown as InPage).document.fonts].map((f) => `${f.family} ${f.weight} ${f.status}`)),
    );
    expect(fonts.sort()).toEqual(['Noto Sans SC 400 loaded', 'Noto Sans SC 700 loaded']);
    const outside = await renderer.withPage((page) =>
      page.evaluate(() =>
        fetch('https://example.com/').then(
          () => 'fetched',
          () => 'refused',
        ),
      ),
    );
    expect(outside).toBe('refused');
  });

  it('titles every PDF after its report (the Info /Title a reader shows), also when its pooled page printed another report before', async () => {
    const first = inspectPdf(await renderer.renderPdf(fixtureReport(1, { title: '办理状态统计' })));
    const second = inspectPdf(await renderer.renderPdf(fixtureReport(1, { title: '按性质统计' })));
    expect(first.title).toBe('办理状态统计');
    expect(second.title).toBe('按性质统计');
  });

  it('says under a chart of the largest bars how many it shows of how many', async () => {
    const data = fixtureReport(1, { orientation: 'portrait' });
    data.blocks = [
      {
        type: 'chart',
        title: '各单位已答复件数',
        format: 'int',
        bars: Array.from({ length: 20 }, (_, i) => ({ label: `市第${i + 1}承办单位`, value: 40 - i })),
        truncated: { total: 40, noun: '单位' },
      },
    ];
    const { text } = inspectPdf(await renderer.renderPdf(data));
    expect(text.replace(/\s+/g, '')).toContain('注：图中按数值从高到低列出前20位，共40个单位，全部数据见上表。');
  });

  it('links each figure with a list to its page of the product (a link annotation a reader opens) and prints what each column counts', async () => {
    const data = drilledFixture(2);
    const pdf = await renderer.renderPdf(data, undefined, absoluteDrillHref('https://proposals.example.gov.cn'));
    const table = data.blocks[0] as Extract<(typeof data.blocks)[number], { type: 'table' }>;
    const expected = table.rows.flatMap((row) => Object.values(row.drill ?? {})).length;
    const links = pdfLinks(pdf);
    expect(links).toHaveLength(expected);
    expect(links).toContain('https://proposals.example.gov.cn/#/report/assignments?body=NPC&unitId=1&figure=g0c0');
    const { text } = inspectPdf(pdf);
    expect(text.replace(/\s+/g, '')).toContain('交办件数主办：交办件数主办的口径。');
    expect(pdfLinks(await renderer.renderPdf(data))).toEqual([]);
  });

  it('prints a portrait one-page document', async () => {
    const data = fixtureReport(3, { orientation: 'portrait', title: '代表建议' });
    const { text, pages } = inspectPdf(await renderer.renderPdf(data));
    expect(pages).toBe(1);
    expect(text).toContain('代表建议');
    expect(pageFooters(text)).toEqual([{ page: 1, total: 1 }]);
  });

  it('closes the page of a render that throws, and the next render works', async () => {
    await renderer.renderPdf(fixtureReport(2));
    const before = renderer.stats();
    await expect(
      renderer.withPage(async (page) => {
        await page.setContent('<p>x</p>');
        throw new Error('broken template');
      }),
    ).rejects.toThrow('broken template');
    const after = renderer.stats();
    expect(after.pagesBusy).toBe(0);
    expect(after.pagesOpen).toBe(before.pagesOpen - 1);
    const { text } = inspectPdf(await renderer.renderPdf(fixtureReport(2)));
    expect(text).toContain('办理状态统计测试');
  });

  it('gives up a render after its timeout and frees the page', async () => {
    const quick = new ChromiumRenderer({ executablePath: chromiumPath, poolSize: 1, renderTimeoutMs: 300 });
    try {
      await expect(quick.withPage(() => new Promise<never>(() => undefined))).rejects.toBeInstanceOf(RenderTimeoutError);
      expect(quick.stats()).toMatchObject({ pagesBusy: 0, pagesOpen: 0 });
      await expect(quick.withPage(async (page) => page.evaluate(() => 1 + 1))).resolves.toBe(2);
    } finally {
      await quick.close();
    }
  });

  it('keeps a retiring browser up for a page still being opened on it (renders that overlap a browser change all succeed)', async () => {
    // Every render retires its browser: a page being opened for the next render must not see it closed under it.
    const churn = new ChromiumRenderer({ executablePath: chromiumPath, poolSize: 1, maxRendersPerBrowser: 1 });
    try {
      const renders = Array.from({ length: 12 }, (_, i) => churn.withPage(async (page) => page.evaluate((n) => n * 2, i)));
      await expect(Promise.all(renders)).resolves.toEqual(Array.from({ length: 12 }, (_, i) => i * 2));
      expect(churn.stats()).toMatchObject({ pagesBusy: 0 });
    } finally {
      await churn.close();
    }
  }, 180_000); // Twelve browsers launched one after another: 30 s on a quiet 2-core machine, over 60 s beside the other test workers.

  it('stops a render in flight when its signal aborts: the page is closed, no page is left open or busy', async () => {
    const big = fixtureReport(1500);
    await renderer.renderPdf(fixtureReport(1));
    /** Tabs Chromium has open beyond the pool's own pages (its first blank tab): a leak would raise it. */
    const untracked = async () => (await renderer.tabsOpen()) - renderer.stats().pagesOpen;
    const before = await untracked();
    const controller = new AbortController();
    const started = Date.now();
    const render = renderer.renderPdf(big, controller.signal);
    await waitFor(() => renderer.stats().pagesBusy > 0);
    setTimeout(() => controller.abort(), 150);
    await expect(render).rejects.toBeInstanceOf(RenderAbortedError);
    const stopped = Date.now() - started;
    expect(renderer.stats().pagesBusy).toBe(0);
    expect(await untracked()).toBe(before);
    // The whole 1,500-row list takes seconds to print; the aborted one ended well before that.
    const whole = Date.now();
    await renderer.renderPdf(big);
    expect(stopped).toBeLessThan(Date.now() - whole);
  });

  it('launches a new browser after the old one is killed', async () => {
    await renderer.renderPdf(fixtureReport(2));
    const { launches, browserPid } = renderer.stats();
    expect(browserPid).toBeDefined();
    process.kill(browserPid!, 'SIGKILL');
    await waitFor(() => renderer.stats().browserPid !== browserPid);
    const { text } = inspectPdf(await renderer.renderPdf(fixtureReport(2)));
    expect(text).toContain('办理状态统计测试');
    expect(renderer.stats().launches).toBe(launches + 1);
    expect(renderer.stats().browserPid).not.toBe(browserPid);
  });

  it('replaces the browser every N renders, and leaves no Chromium running once closed', async () => {
    const short = new ChromiumRenderer({ executablePath: chromiumPath, poolSize: 1, maxRendersPerBrowser: 2 });
    const pids = new Set<number>();
    try {
      for (let i = 0; i < 3; i++) {
        await short.renderPdf(fixtureReport(1));
        // A browser past its N renders is retired at once: its pid is read while it is the current one.
        const { browserPid } = short.stats();
        if (browserPid) pids.add(browserPid);
      }
      expect(short.stats()).toMatchObject({ launches: 2, renders: 3 });
    } finally {
      await short.close();
    }
    expect(pids.size).toBe(2);
    expect([...pids].filter(isRunning)).toEqual([]);
  });

  it('starts the browser ahead of the first render, which then launches none', async () => {
    const warm = new ChromiumRenderer({ executablePath: chromiumPath, poolSize: 2 });
    try {
      await warm.warmUp();
      const { browserPid } = warm.stats();
      expect(browserPid && isRunning(browserPid)).toBe(true);
      expect(warm.stats()).toMatchObject({ launches: 1, renders: 0, pagesOpen: 0 });
      const pdfs = await Promise.all([warm.renderPdf(fixtureReport(1)), warm.renderPdf(fixtureReport(2))]);
      expect(pdfs.every((pdf) => inspectPdf(pdf).pages >= 1)).toBe(true);
      expect(warm.stats()).toMatchObject({ launches: 1, renders: 2, browserPid });
    } finally {
      await warm.close();
    }
  });

  it('renders concurrently on a pool of pages', async () => {
    const pdfs = await Promise.all(Array.from({ length: 4 }, (_, i) => renderer.renderPdf(fixtureReport(5, { title: `并发报表${i}` }))));
    pdfs.forEach((pdf, i) => expect(inspectPdf(pdf).text).toContain(`并发报表${i}`));
    expect(renderer.stats().pagesOpen).toBeLessThanOrEqual(2);
    expect(renderer.stats().pagesBusy).toBe(0);
  });
});
