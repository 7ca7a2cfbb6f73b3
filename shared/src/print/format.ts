import type { BarChartBlock, CellFormat, CellValue } from '../reports/report-data';

// Formatting of report figures, written once for the web preview, both PDF engines and Excel.

const BEIJING_OFFSET_MS = 8 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A count: a whole number without separators, as the office writes case counts. */
export function formatInt(value: number): string {
  return String(Math.round(value));
}

/** A rate stored as 0..1, printed with one decimal: 0.8571 → `85.7%`. */
export function formatPercent(value: number): string {
  return `${(Math.round(value * 1000) / 10).toFixed(1)}%`;
}

/** A score with one decimal: 87.25 → `87.3`. */
export function formatScore(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

/** The calendar day of a value in Beijing time: `YYYY-MM-DD`; a date-only string is kept as it is. */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return value;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const local = new Date(date.getTime() + BEIJING_OFFSET_MS);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
}

/** The print time of the footer: `YYYY-MM-DD HH:mm` in Beijing time. */
export function formatPrintTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const local = new Date(date.getTime() + BEIJING_OFFSET_MS);
  return `${formatDate(date)} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** A cell as printed text; empty cells print nothing, text that is not a number is printed as it is. */
export function formatCell(value: CellValue, format: CellFormat): string {
  if (value === null || value === '') return '';
  if (typeof value === 'string') return format === 'date' ? formatDate(value) : value;
  switch (format) {
    case 'int':
      return formatInt(value);
    case 'percent':
      return formatPercent(value);
    case 'score':
      return formatScore(value);
    case 'date':
      return formatDate(new Date(value));
    case 'text':
      return String(value);
    default: {
      const never: never = format;
      return String(never);
    }
  }
}

/** The Excel number format of each cell format (the same rounding as the printed text). */
export const EXCEL_NUMBER_FORMATS: Record<CellFormat, string | undefined> = {
  text: undefined,
  int: '0',
  percent: '0.0%',
  score: '0.0',
  date: 'yyyy-mm-dd',
};

/** Where a cell sits in its column when the column does not say: figures right, text left. */
export function defaultAlign(format: CellFormat): 'left' | 'center' | 'right' {
  return format === 'text' ? 'left' : format === 'date' ? 'center' : 'right';
}

/** The footer line of every page, without the page number: who printed it and when, or when a shared file was made. */
export function footerLine(generatedAt: string, generatedBy: string | undefined): string {
  const time = formatPrintTime(generatedAt);
  return generatedBy === undefined ? `生成时间：${time}` : `打印时间：${time}\u3000打印人：${generatedBy}`;
}

/** `第 X 页 共 Y 页`. */
export const pageOfPages = (page: number | string, total: number | string) => `第 ${page} 页 共 ${total} 页`;

/**
 * The note under a chart that draws only the largest bars of more items:
 * `注：图中按数值从高到低列出前 20 位，共 40 个单位，全部数据见上表。`; undefined when every item has its bar.
 */
export function chartNote(block: BarChartBlock): string | undefined {
  const { truncated } = block;
  if (!truncated || truncated.total <= block.bars.length) return undefined;
  return `注：图中按数值从高到低列出前 ${block.bars.length} 位，共 ${truncated.total} 个${truncated.noun}，全部数据见上表。`;
}
