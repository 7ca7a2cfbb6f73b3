import { fixtureReport } from './fixtures';
import { ReportRenderer, resolvePdfEngine } from './engine';
import { inspectPdf, pageFooters } from './pdf-tools.test-util';
import { splitCjkWord } from './react-pdf-worker';

describe('react-pdf PDF (PDF_ENGINE=react-pdf)', () => {
  const renderer = new ReportRenderer({ pdfEngine: 'react-pdf' });
  afterAll(() => renderer.close());

  it('is the engine when chosen, and for auto when Chromium is missing', () => {
    expect(renderer.pdfEngine).toBe('react-pdf');
    expect(resolvePdfEngine('auto', '/nonexistent/chromium')).toBe('react-pdf');
    expect(resolvePdfEngine('chromium', '/nonexistent/chromium')).toBe('chromium');
  });

  it('prints a 120-row report over several pages with the embedded CJK font, every row and "第 X 页 共 Y 页"', async () => {
    const pdf = await renderer.renderPdf(fixtureReport(120));
    expect(Buffer.from(pdf.subarray(0, 4)).toString()).toBe('%PDF');
    const { text, pages, fonts } = inspectPdf(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(fonts).toMatch(/NotoSansSC-Regular\s+CID TrueType/);
    expect(fonts).toMatch(/NotoSansSC-Bold\s+CID TrueType/);
    expect(text).toContain('办理状态统计测试');
    expect(text).toContain('市人大常委会 · 第十六届人民代表大会第三次会议');
    expect(text).toContain('打印人：测试管理员');
    for (const n of [1, 60, 120]) expect(text).toContain(`市第${n}承办单位`);
    expect(text).toMatch(/经济建设\s+42/);
    expect(pageFooters(text)).toEqual(Array.from({ length: pages }, (_, i) => ({ page: i + 1, total: pages })));
    expect(text.match(/最近答复日期/g)).toHaveLength(pages);
  }, 120_000);

  it('titles the PDF after its report', async () => {
    expect(inspectPdf(await renderer.renderPdf(fixtureReport(1, { title: '按性质统计' }))).title).toBe('按性质统计');
  }, 120_000);

  it('wraps Chinese by character instead of losing the text past the cell edge', async () => {
    expect(splitCjkWord('办理情况')).toEqual(['办', '', '理', '', '情', '', '况', '']);
    expect(splitCjkWord('RD2026')).toEqual(['RD2026']);
    expect(splitCjkWord('提高。')).toEqual(['提', '', '高。', '']);
    const long = '建议加快推进城市轨道交通建设并完善公交接驳体系的实施方案';
    const data = fixtureReport(1, { orientation: 'portrait' });
    data.blocks = [
      {
        type: 'table',
        columns: [
          { key: 'a', title: '案由', format: 'text', width: 4 },
          { key: 'b', title: '备注', format: 'text', width: 20 },
        ],
        rows: [{ kind: 'data', cells: { a: long, b: null } }],
      },
    ];
    const { text } = inspectPdf(await renderer.renderPdf(data));
    const lines = text.split('\n').filter((line) => /[城轨建议]/.test(line) && !line.includes('案由'));
    expect(lines.length).toBeGreaterThan(3);
    expect(text.replace(/\s+/g, '')).toContain(long);
  }, 120_000);
});
