import type { ReportRow } from '@proposal-desk/shared';
import type { ReportContent } from './types';

const TEST_ROWS = 200;

/** 打印测试页: fonts (Chinese, Latin, digits), a field grid, a chart and a 200-row table across pages. No case data. */
export async function testPage(): Promise<ReportContent> {
  const rows: ReportRow[] = Array.from({ length: TEST_ROWS }, (_, i) => {
    const n = i + 1;
    return {
      kind: 'data',
      cells: {
        no: n,
        text: `第${n}行：中文汉字 Latin text ${n}`,
        digits: n * 1234.5,
        share: (n % 100) / 100,
        day: `2026-${String((i % 12) + 1).padStart(2, '0')}-15`,
      },
    };
  });
  return {
    header: '打印测试页',
    subtitle: '检查打印机或 PDF 引擎：字体、分页、页码',
    blocks: [
      { type: 'paragraph', text: '字体检查', heading: true },
      {
        type: 'paragraph',
        text: '中文：建议提案办理系统——代表建议、政协提案、承办单位、满意度测评。繁體：辦理類別。標點：，。、；：？！“”（）《》',
      },
      { type: 'paragraph', text: 'Latin: The quick brown fox jumps over the lazy dog. ÀÉÎÕÜ àéîõü ß' },
      { type: 'paragraph', text: 'Digits: 0123456789 · 1,234,567.89 · 98.6% · 2026-11-22 08:30' },
      {
        type: 'fields',
        title: '字段网格',
        columns: 2,
        fields: [
          { label: '案号', value: 'R16-3-0001' },
          { label: '届次', value: '第十六届人大第三次会议' },
          { label: '案由', value: '关于加强城市精细化管理的建议（一段较长的文字，用于检查按字符换行是否正常）', span: 2 },
        ],
      },
      {
        type: 'chart',
        title: '柱状图',
        format: 'int',
        bars: ['一', '二', '三', '四', '五'].map((label, i) => ({ label: `第${label}组`, value: (i + 1) * 20 })),
      },
      {
        type: 'table',
        title: `长表格（${TEST_ROWS}行，跨页时每页重复表头）`,
        columns: [
          { key: 'no', title: '序号', format: 'int', width: 6 },
          { key: 'text', title: '文字', format: 'text', width: 40, align: 'left' },
          { key: 'digits', title: '数字', format: 'score', width: 12, align: 'right' },
          { key: 'share', title: '百分比', format: 'percent', width: 10, align: 'right' },
          { key: 'day', title: '日期', format: 'date', width: 12 },
        ],
        rows,
      },
    ],
  };
}
