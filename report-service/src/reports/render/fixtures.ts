import type { ReportColumn, ReportData, ReportRow, TableBlock } from '@proposal-desk/shared';

// Report data for renderer tests and the benchmark: written by hand, not produced by the queries.

export const FIXTURE_COLUMNS: ReportColumn[] = [
  { key: 'unit', title: '承办单位', format: 'text', width: 24 },
  { key: 'lead', title: '主办', format: 'int', group: '交办件数' },
  { key: 'assist', title: '协办', format: 'int', group: '交办件数' },
  { key: 'total', title: '合计', format: 'int', group: '交办件数' },
  { key: 'replied', title: '已答复', format: 'int' },
  { key: 'rate', title: '办复率', format: 'percent' },
  { key: 'replyDate', title: '最近答复日期', format: 'date' },
];

/** `count` unit rows in groups of 30, a subtotal per group and a grand total; unit i has i % 7 + 1 lead cases, i % 3 assisted, i % 5 replied. */
export function fixtureRows(count: number): ReportRow[] {
  const rows: ReportRow[] = [];
  const sums = { lead: 0, assist: 0, replied: 0 };
  for (let start = 0; start < count; start += 30) {
    rows.push({ kind: 'group', cells: {}, label: `第${start / 30 + 1}组 承办单位` });
    const group = { lead: 0, assist: 0, replied: 0 };
    for (let i = start; i < Math.min(count, start + 30); i++) {
      const lead = (i % 7) + 1;
      const assist = i % 3;
      const replied = Math.min(lead + assist, i % 5);
      group.lead += lead;
      group.assist += assist;
      group.replied += replied;
      const day = String((i % 28) + 1).padStart(2, '0');
      rows.push({
        kind: 'data',
        cells: {
          unit: `市第${i + 1}承办单位（交通运输与城市管理局）`,
          lead,
          assist,
          total: lead + assist,
          replied,
          rate: replied / (lead + assist),
          replyDate: `2026-06-${day}`,
        },
      });
    }
    rows.push({
      kind: 'subtotal',
      cells: { unit: '小计', ...group, total: group.lead + group.assist, rate: group.replied / (group.lead + group.assist) },
    });
    sums.lead += group.lead;
    sums.assist += group.assist;
    sums.replied += group.replied;
  }
  const total = sums.lead + sums.assist;
  rows.push({ kind: 'total', cells: { unit: '合计', ...sums, total, rate: total ? sums.replied / total : 0, replyDate: null } });
  return rows;
}

/** A report with every kind of block: fields, a heading and paragraph, a chart and a table of `rowCount` unit rows. */
export function fixtureReport(rowCount = 120, overrides: Partial<ReportData> = {}): ReportData {
  return {
    id: 'test',
    title: '办理状态统计测试',
    subtitle: '人大 · 第十六届人民代表大会第三次会议 · 交办日期：2026-01-01 至 2026-06-30',
    orientation: 'landscape',
    header: '市人大常委会 · 第十六届人民代表大会第三次会议',
    generatedAt: '2026-11-22T05:30:00.000Z',
    generatedBy: '测试管理员',
    blocks: [
      {
        type: 'fields',
        title: '基本情况',
        columns: 2,
        fields: [
          { label: '案号', value: 'RD2026-0001' },
          { label: '届次', value: '第十六届三次' },
          { label: '案由', value: '关于加快推进城市轨道交通建设的建议', span: 2 },
          { label: '内容', value: '建议市政府统筹规划，加快轨道交通二期工程建设。'.repeat(6), span: 2 },
        ],
      },
      { type: 'paragraph', text: '一、总体情况', heading: true },
      { type: 'paragraph', text: '本次会议期间共收到代表建议一百二十件，已全部交办，办复率持续提高。'.repeat(3) },
      {
        type: 'chart',
        title: '各类别件数',
        format: 'int',
        bars: [
          { label: '经济建设', value: 42 },
          { label: '城乡建设', value: 35 },
          { label: '教育科技文化卫生', value: 21 },
          { label: '其他', value: 4 },
        ],
      },
      { type: 'table', title: '承办单位办理情况', columns: FIXTURE_COLUMNS, rows: fixtureRows(rowCount) },
    ],
    ...overrides,
  };
}

const UNIT_NAMES = ['发展和改革委员会', '教育委员会', '科学技术委员会', '经济和信息化局', '公安局', '民政局', '司法局', '财政局'];

/** Shaped like 承办单位统计: `units` rows of 14 figures under three header groups, and a totals row. */
export function statisticFixture(units = 40): ReportData {
  const groups: [string, string[]][] = [
    ['交办件数', ['主办', '协办', '合计']],
    ['已办复', ['主办', '协办', '合计']],
    ['办理工作', ['满意', '基本满意', '不满意', '未表态']],
    ['办理结果', ['满意', '基本满意', '不满意', '未表态']],
  ];
  const columns: ReportColumn[] = [{ key: 'unit', title: '承办单位', format: 'text', width: 22 }];
  groups.forEach(([group, titles], g) =>
    titles.forEach((title, i) => columns.push({ key: `g${g}c${i}`, title, format: 'int', width: 6, group })),
  );
  columns.splice(8, 0, { key: 'rate', title: '办复率', format: 'percent', width: 8 });
  const rows: ReportRow[] = [];
  const totals: Record<string, number> = {};
  for (let u = 0; u < units; u++) {
    const cells: Record<string, number | string> = { unit: `市${UNIT_NAMES[u % UNIT_NAMES.length]}${u >= UNIT_NAMES.length ? u : ''}` };
    for (const [index, column] of columns.entries()) {
      if (column.format !== 'int') continue;
      cells[column.key] = (u * 7 + index * 5) % 40;
      totals[column.key] = (totals[column.key] ?? 0) + Number(cells[column.key]);
    }
    cells.rate = Number(cells.g1c2) / Math.max(1, Number(cells.g0c2));
    rows.push({ kind: 'data', cells });
  }
  rows.push({ kind: 'total', cells: { unit: '合计', ...totals, rate: (totals.g1c2 ?? 0) / Math.max(1, totals.g0c2 ?? 0) } });
  return {
    ...fixtureReport(0),
    id: 'caseUnitReportPrint',
    title: '承办单位统计',
    blocks: [{ type: 'table', columns, rows }],
  };
}

/** Shaped like 人大建议办理清单: `count` cases of 11 columns, a group row per unit. */
export function listFixture(count: number): ReportData {
  const columns: ReportColumn[] = [
    { key: 'no', title: '案号', format: 'text', width: 12 },
    { key: 'subject', title: '案由', format: 'text', width: 30 },
    { key: 'lead', title: '领衔人', format: 'text', width: 8 },
    { key: 'group', title: '代表团', format: 'text', width: 10 },
    { key: 'category', title: '类别', format: 'text', width: 8 },
    { key: 'main', title: '主办', format: 'text', width: 14 },
    { key: 'assist', title: '协办', format: 'text', width: 14 },
    { key: 'step', title: '当前环节', format: 'text', width: 8 },
    { key: 'replied', title: '答复日期', format: 'date', width: 11 },
    { key: 'result', title: '办理类别', format: 'text', width: 6 },
    { key: 'satisfied', title: '满意度', format: 'text', width: 6 },
  ];
  const rows: ReportRow[] = [];
  for (let i = 0; i < count; i++) {
    const unit = `市${UNIT_NAMES[i % UNIT_NAMES.length]}`;
    if (i % 50 === 0) rows.push({ kind: 'group', cells: {}, label: `${unit} · 主办件` });
    rows.push({
      kind: 'data',
      cells: {
        no: `R16-3-${String(i + 1).padStart(5, '0')}`,
        subject: `关于推进第${i + 1}项民生实事落实的建议`,
        lead: ['张明', '李华', '王芳', '赵强'][i % 4]!,
        group: ['东城区代表团', '西城区代表团', '朝阳区代表团'][i % 3]!,
        category: ['经济发展', '城乡建设', '社会民生'][i % 3]!,
        main: unit,
        assist: i % 2 ? `市${UNIT_NAMES[(i + 3) % UNIT_NAMES.length]}` : '',
        step: ['办理中', '已答复', '已办结'][i % 3]!,
        replied: i % 3 ? `2026-0${(i % 6) + 3}-1${i % 10}` : null,
        result: i % 3 ? 'ABCD'[i % 4]! : '',
        satisfied: i % 3 === 2 ? '满意' : '',
      },
    });
  }
  return { ...fixtureReport(0), id: 'npcTransactionList', title: '人大建议办理清单', blocks: [{ type: 'table', columns, rows }] };
}

/** 承办单位统计's shape with every figure opening its list and every counted column defined, as the report queries give them. */
export function drilledFixture(units = 3): ReportData {
  const data = statisticFixture(units);
  const table = data.blocks[0] as TableBlock;
  const columns = table.columns.map((column) =>
    column.format === 'text'
      ? column
      : { ...column, definition: { zh: `${column.group ?? ''}${column.title}的口径。`, en: `What ${column.key} counts.` } },
  );
  const rows = table.rows.map((row, r) => ({
    ...row,
    drill: Object.fromEntries(
      columns
        .filter((column) => column.format !== 'text' && Number(row.cells[column.key]) > 0)
        .map((column) => [
          column.key,
          { list: 'assignments' as const, path: '/api/Assignment/GetList', query: { body: 'NPC', unitId: r + 1, figure: column.key } },
        ]),
    ),
  }));
  return { ...data, blocks: [{ type: 'table', columns, rows }] };
}
