import type { ReportColumn } from '../reports/report-data';
import { chartNote, formatCell, formatDate, formatPercent, formatPrintTime, pageOfPages } from './format';
import { barPercents, columnPercents, fieldLines, headerCells, headerDepth } from './layout';

describe('report formatting', () => {
  it('writes counts, rates, scores and dates the same way everywhere', () => {
    expect(formatCell(12, 'int')).toBe('12');
    expect(formatCell(6 / 7, 'percent')).toBe('85.7%');
    expect(formatPercent(1)).toBe('100.0%');
    expect(formatCell(87.25, 'score')).toBe('87.3');
    expect(formatCell(null, 'int')).toBe('');
    expect(formatCell('—', 'int')).toBe('—');
    expect(formatCell('2026-03-01', 'date')).toBe('2026-03-01');
    // 16:30 UTC is already the next day in Beijing.
    expect(formatDate('2026-03-01T16:30:00Z')).toBe('2026-03-02');
    expect(formatPrintTime('2026-11-22T05:30:00.000Z')).toBe('2026-11-22 13:30');
    expect(pageOfPages(2, 5)).toBe('第 2 页 共 5 页');
  });
});

describe('chart note', () => {
  const bars = Array.from({ length: 20 }, (_, i) => ({ label: `单位${i}`, value: i }));
  it('says how many of how many a chart of the largest bars shows, and nothing for a complete chart', () => {
    expect(chartNote({ type: 'chart', title: '件数', format: 'int', bars, truncated: { total: 40, noun: '单位' } })).toBe(
      '注：图中按数值从高到低列出前 20 位，共 40 个单位，全部数据见上表。',
    );
    expect(chartNote({ type: 'chart', title: '件数', format: 'int', bars })).toBeUndefined();
    expect(chartNote({ type: 'chart', title: '件数', format: 'int', bars, truncated: { total: 20, noun: '单位' } })).toBeUndefined();
  });
});

describe('report layout', () => {
  const columns: ReportColumn[] = [
    { key: 'unit', title: '承办单位', format: 'text', width: 20 },
    { key: 'a', title: '主办', format: 'int', group: '已办复', width: 5 },
    { key: 'b', title: '协办', format: 'int', group: '已办复', width: 5 },
    { key: 'rate', title: '办复率', format: 'percent', width: 10 },
  ];

  it('puts neighbouring columns of one group under one header cell', () => {
    expect(headerDepth(columns)).toBe(2);
    expect(headerCells(columns)).toEqual([
      { title: '承办单位', first: 0, span: 1, isGroup: false },
      { title: '已办复', first: 1, span: 2, isGroup: true },
      { title: '办复率', first: 3, span: 1, isGroup: false },
    ]);
    expect(headerDepth([columns[0]!])).toBe(1);
    expect(columnPercents(columns)).toEqual([50, 12.5, 12.5, 25]);
  });

  it('fills field lines and stretches the last field of a line', () => {
    const lines = fieldLines({
      type: 'fields',
      columns: 2,
      fields: [
        { label: '案号', value: '1' },
        { label: '案由', value: '2', span: 2 },
        { label: '届次', value: '3' },
      ],
    });
    expect(lines.map((line) => line.map((f) => `${f.label}:${f.span}`))).toEqual([['案号:2'], ['案由:2'], ['届次:2']]);
  });

  it('scales bars to the largest value', () => {
    expect(barPercents([5, 10, 0])).toEqual([50, 100, 0]);
    expect(barPercents([0, 0])).toEqual([0, 0]);
  });
});
