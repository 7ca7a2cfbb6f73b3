import type { TableBlock } from '@proposal-desk/shared';
import { CHART_BAR_LIMIT, chartOf } from './unit-statistics';

const unitTable = (count: number): TableBlock => ({
  type: 'table',
  columns: [
    { key: 'unit', title: '承办单位', format: 'text' },
    { key: 'replied', title: '已答复', format: 'int' },
  ],
  rows: [
    { kind: 'group', cells: {}, label: '政府系统' },
    // Replies rise and fall so that table order and value order differ.
    ...Array.from({ length: count }, (_, i) => ({ kind: 'data' as const, cells: { unit: `单位${i + 1}`, replied: (i * 7) % count } })),
    { kind: 'total', cells: { unit: '合计', replied: 0 } },
  ],
});

describe('chartOf', () => {
  it('charts every data row in table order while they fit', () => {
    const chart = chartOf(unitTable(12), 'replied', '各单位已答复件数', 'int');
    expect(chart.bars.map((b) => b.label)).toEqual(Array.from({ length: 12 }, (_, i) => `单位${i + 1}`));
    expect(chart.truncated).toBeUndefined();
  });

  it('charts the 20 largest of 40 units and says there are 40', () => {
    const table = unitTable(40);
    const chart = chartOf(table, 'replied', '各单位已答复件数', 'int');
    expect(chart.bars).toHaveLength(CHART_BAR_LIMIT);
    expect(chart.truncated).toEqual({ total: 40, noun: '单位' });
    const values = table.rows.filter((r) => r.kind === 'data').map((r) => Number(r.cells.replied));
    const twentieth = [...values].sort((a, b) => b - a)[CHART_BAR_LIMIT - 1]!;
    expect(chart.bars.every((b) => b.value >= twentieth)).toBe(true);
    expect(chart.bars.map((b) => b.value)).toEqual([...chart.bars.map((b) => b.value)].sort((a, b) => b - a));
  });

  it('names the items after the dimension it is given', () => {
    expect(chartOf(unitTable(25), 'replied', '各类别立案件数', 'int', '类别').truncated).toEqual({ total: 25, noun: '类别' });
  });
});
