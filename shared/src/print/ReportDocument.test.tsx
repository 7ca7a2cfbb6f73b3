/** @jsxRuntime automatic */
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReportData } from '../reports/report-data';
import { ReportDocument } from './ReportDocument';

const data: ReportData = {
  id: 'caseUnitReportPrint',
  title: '承办单位统计',
  subtitle: '人大 · 第十六届三次 · 承办单位：政府系统',
  orientation: 'landscape',
  header: '人大 · 第十六届三次',
  generatedAt: '2026-11-22T05:30:00.000Z',
  generatedBy: '张三',
  blocks: [
    {
      type: 'table',
      columns: [
        { key: 'unit', title: '承办单位', format: 'text' },
        { key: 'a', title: '主办', format: 'int', group: '已办复' },
        { key: 'b', title: '协办', format: 'int', group: '已办复' },
        { key: 'rate', title: '办复率', format: 'percent' },
      ],
      rows: [
        { kind: 'group', cells: {}, label: '政府系统' },
        { kind: 'data', cells: { unit: '市教委', a: 3, b: 1, rate: 0.75 } },
        { kind: 'total', cells: { unit: '合计', a: 3, b: 1, rate: 0.75 } },
      ],
    },
    { type: 'paragraph', text: '一、总体情况', heading: true },
    { type: 'chart', title: '件数', format: 'int', bars: [{ label: '市教委', value: 4 }] },
  ],
};

describe('ReportDocument', () => {
  const html = renderToStaticMarkup(<ReportDocument data={data} />);

  it('writes the title, filters and a two-line table header that repeats on every printed page', () => {
    expect(html).toContain('<h1 class="pd-title">承办单位统计</h1>');
    expect(html).toContain('人大 · 第十六届三次 · 承办单位：政府系统');
    expect(html).toContain(
      '<thead><tr><th rowSpan="2">承办单位</th><th colSpan="2">已办复</th><th rowSpan="2">办复率</th></tr><tr><th>主办</th><th>协办</th></tr></thead>',
    );
    expect(html).toContain('thead { display: table-header-group; }');
    expect(html).toContain('break-inside: avoid');
  });

  it('prints a running header above a report, and nothing above a letter’s red letterhead', () => {
    expect(html).toContain('@top-left { content: "人大 · 第十六届三次"');
    const letter = renderToStaticMarkup(
      <ReportDocument data={{ ...data, letterhead: { office: '市人大常委会代表工作委员会', number: '人代交〔2026〕12号' } }} />,
    );
    expect(letter).toContain('市人大常委会代表工作委员会');
    expect(letter).not.toContain('@top-left');
    expect(letter).not.toContain('class="pd-running pd-running--header"');
    expect(letter).toContain('counter(page)');
  });

  it('writes group rows across the table, formatted figures and a marked totals row', () => {
    expect(html).toContain('<tr class="pd-row-group"><td colSpan="4">政府系统</td></tr>');
    expect(html).toContain('75.0%');
    expect(html).toMatch(/<tr class="pd-row-total"><td[^>]*>合计<\/td>/);
    expect(html).toContain('<h2 class="pd-heading">一、总体情况</h2>');
  });

  it('says under a chart of the top 20 of 40 units how many it shows of how many, and nothing under a complete chart', () => {
    const units = Array.from({ length: 40 }, (_, i) => ({ label: `市第${i + 1}承办单位`, value: 40 - i }));
    const top: ReportData = {
      ...data,
      blocks: [
        { type: 'chart', title: '各单位已答复件数', format: 'int', bars: units.slice(0, 20), truncated: { total: 40, noun: '单位' } },
      ],
    };
    const chart = renderToStaticMarkup(<ReportDocument data={top} />);
    expect(chart.match(/class="pd-bar-row"/g)).toHaveLength(20);
    expect(chart).toContain('<p class="pd-chart-note">注：图中按数值从高到低列出前 20 位，共 40 个单位，全部数据见上表。</p>');
    expect(html).not.toContain('<p class="pd-chart-note">');
  });

  it('sizes the page by orientation and, for the browser print, numbers the pages in the margin', () => {
    expect(html).toContain('size: A4 landscape');
    expect(html).toContain('"第 " counter(page) " 页 共 " counter(pages) " 页"');
    expect(html).toContain('打印人：张三');
    const pdfHtml = renderToStaticMarkup(<ReportDocument data={data} marginBoxes={false} />);
    expect(pdfHtml).not.toContain('counter(page)');
  });

  it('opens each figure with a list through a link named by its row, column and figure, and says under the table what each column counts', () => {
    const drill = {
      list: 'assignments' as const,
      path: '/api/Assignment/GetList',
      query: { body: 'NPC', unitId: 7, figure: 'replied', part: 'main' },
    };
    const defined: ReportData = {
      ...data,
      blocks: [
        {
          type: 'table',
          columns: [
            { key: 'unit', title: '承办单位', format: 'text' },
            { key: 'a', title: '主办', format: 'int', group: '已办复', definition: { zh: '已答复的主办件次。', en: 'Replied, led.' } },
            { key: 'b', title: '协办', format: 'int', group: '已办复' },
          ],
          rows: [{ kind: 'data', cells: { unit: '市教委', a: 3, b: 0 }, drill: { a: drill } }],
        },
        { type: 'paragraph', text: '共答复 3 件次。', runs: [{ text: '共答复 ' }, { text: '3 件次', drill }, { text: '。' }] },
        { type: 'chart', title: '已答复', format: 'int', bars: [{ label: '市教委', value: 3, drill }] },
      ],
    };
    const linked = renderToStaticMarkup(<ReportDocument data={defined} drillHref={(d) => `/list?unitId=${String(d.query.unitId)}`} />);
    expect(linked).toContain('<a class="pd-drill" href="/list?unitId=7" aria-label="市教委 · 已办复 主办：3 件次，打开列表">3</a>');
    expect(linked).toContain('<a class="pd-drill" href="/list?unitId=7" aria-label="3 件次，打开列表">3 件次</a>');
    expect(linked).toContain('aria-label="市教委 · 已答复：3 件次，打开列表"');
    // A zero has no list: it stays text.
    expect(linked.match(/class="pd-drill"/g)).toHaveLength(3);
    expect(linked).toContain('<th title="已答复的主办件次。">主办</th>');
    expect(linked).toContain('<dl class="pd-legend"><div><dt>已办复 主办：</dt><dd>已答复的主办件次。</dd></div></dl>');
    const english = renderToStaticMarkup(<ReportDocument data={{ ...defined, lang: 'en' }} drillHref={() => '/x'} />);
    expect(english).toContain('aria-label="市教委 · 已办复 主办: 3 assignments, open the list"');
    expect(english).toContain('<dd>Replied, led.</dd>');
    // Without a place for the lists (the workbook's source), the figures are plain text.
    expect(renderToStaticMarkup(<ReportDocument data={defined} />)).not.toContain('<a ');
  });
});
