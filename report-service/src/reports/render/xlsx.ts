import type { Writable } from 'node:stream';
import {
  chartNote,
  columnWidth,
  EXCEL_NUMBER_FORMATS,
  fieldLines,
  footerLine,
  formatPrintTime,
  headerCells,
  headerDepth,
  type BarChartBlock,
  type CellFormat,
  type CellValue,
  type DrillTarget,
  type FieldGridBlock,
  type ReportBlock,
  type ReportData,
  type ReportRow,
  type TableBlock,
} from '@proposal-desk/shared';
import type { DrillHref } from '@proposal-desk/shared/src/print';
import ExcelJS from 'exceljs';
import { shareRowStyle } from '../../lib/stream-workbook';

// Reports as .xlsx with exceljs's streaming writer: rows are written and committed one by one, so a
// 50,000-row list stays in bounded memory. Frozen panes and print setup must be known before the
// first row, so the row layout is planned first.

type Worksheet = ExcelJS.Worksheet;
type Row = ExcelJS.Row;

const THIN: Partial<ExcelJS.Border> = { style: 'thin', color: { argb: 'FF000000' } };
const BORDER: Partial<ExcelJS.Borders> = { top: THIN, left: THIN, bottom: THIN, right: THIN };
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EDF3' } };
const GROUP_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF3F3F3' } };
const TOTAL_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEAEAEA' } };
const FONT = 'Microsoft YaHei';
const BODY_FONT: Partial<ExcelJS.Font> = { name: FONT, size: 10 };
const BOLD_FONT: Partial<ExcelJS.Font> = { name: FONT, size: 10, bold: true };
/** A group row's cells (one object, serialised once: see rowStyles). */
const GROUP_STYLE: Partial<ExcelJS.Style> = { font: BOLD_FONT, fill: GROUP_FILL, border: BORDER };
/** The style of every row (none of its own), one object for all (see shareRowStyle). */
const ROW_STYLE: Readonly<Partial<ExcelJS.Style>> = Object.freeze({});
const FIELD_COLUMN_WIDTHS = [12, 30, 12, 30];
/** Freeze below the first table's header only when it is near the top; a frozen band taller than a screen is useless. */
const MAX_FROZEN_ROWS = 12;

/** The footer's text in the report's language (a Chinese footer as every renderer prints it). */
function footerText(data: ReportData): string {
  if (data.lang !== 'en') return footerLine(data.generatedAt, data.generatedBy);
  const time = formatPrintTime(data.generatedAt);
  return data.generatedBy === undefined ? `Generated: ${time}` : `Printed: ${time}  By: ${data.generatedBy}`;
}

/** The chart's note of left-out items in the report's language. */
function chartNoteIn(block: BarChartBlock, lang: ReportData['lang']): string | undefined {
  const note = chartNote(block);
  if (!note || lang !== 'en') return note;
  return `Note: the chart lists the ${block.bars.length} largest of ${block.truncated!.total} ${block.truncated!.noun} by value; the table above has them all.`;
}

/** Excel refuses sheet names longer than 31 characters or containing any of `[]:*?/\`. */
export function sheetName(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Report';
}

/** How many sheet rows a block takes. */
function blockHeight(block: ReportBlock): number {
  switch (block.type) {
    case 'table':
      return (block.title ? 1 : 0) + headerDepth(block.columns) + block.rows.length;
    case 'fields':
      return (block.title ? 1 : 0) + fieldLines(block).length;
    case 'paragraph':
      return 1;
    case 'chart':
      return 1 + block.bars.length + (chartNote(block) ? 1 : 0); // the English note is there exactly when the Chinese one is
    default: {
      const never: never = block;
      return never;
    }
  }
}

const TITLE_ROWS = 2;

/** The first row of each block: blocks follow the title and subtitle, one empty row apart. */
function blockStarts(blocks: readonly ReportBlock[]): number[] {
  let next = TITLE_ROWS + 2;
  return blocks.map((block) => {
    const start = next;
    next += blockHeight(block) + 1;
    return start;
  });
}

function sheetColumnWidths(data: ReportData): number[] {
  const tables = data.blocks.filter((b): b is TableBlock => b.type === 'table');
  const widths: number[] = [];
  for (const table of tables) table.columns.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, columnWidth(c))));
  if (widths.length === 0) return [...FIELD_COLUMN_WIDTHS];
  while (widths.length < 2) widths.push(FIELD_COLUMN_WIDTHS[widths.length]!);
  return widths;
}

/** Excel's HYPERLINK takes an address of at most 255 characters. */
const MAX_LINK_LENGTH = 255;

/**
 * A figure that opens its list: a HYPERLINK formula whose cached result is the figure, so it stays a number
 * (summed, formatted, read back as one). exceljs's own hyperlinks hold text only and its streaming writer drops them.
 */
function linkedValue(value: number, href: string | undefined): ExcelJS.CellValue {
  if (!href || href.length > MAX_LINK_LENGTH) return value;
  return { formula: `HYPERLINK("${href.replace(/"/g, '%22')}",${value})`, result: value };
}

function excelValue(value: CellValue, format: CellFormat): ExcelJS.CellValue {
  if (value === null || value === '') return null;
  if (format === 'date' && typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : value;
  }
  return value;
}

class SheetWriter {
  constructor(
    private readonly sheet: Worksheet,
    private readonly width: number,
    private readonly lang: ReportData['lang'],
    private readonly linkOf: DrillHref | undefined,
  ) {}

  private hrefOf(drill: DrillTarget | undefined): string | undefined {
    return drill && this.linkOf ? this.linkOf(drill) : undefined;
  }

  // A linked figure looks like a link; one style object per base style (see styleCache).
  private readonly linkStyles = new WeakMap<Partial<ExcelJS.Style>, Partial<ExcelJS.Style>>();

  private linkStyle(style: Partial<ExcelJS.Style>): Partial<ExcelJS.Style> {
    let linked = this.linkStyles.get(style);
    if (!linked) {
      linked = { ...style, font: { ...style.font, underline: true, color: { argb: 'FF1062D2' } } };
      this.linkStyles.set(style, linked);
    }
    return linked;
  }

  /** The next row, after committing nothing: rows are added in order and committed when written. */
  private row(values: ExcelJS.CellValue[] = []): Row {
    const row = this.sheet.addRow(values);
    shareRowStyle(row, ROW_STYLE);
    return row;
  }

  private mergeAcross(row: Row, from: number, to: number): void {
    if (to > from) this.sheet.mergeCells(row.number, from, row.number, to);
  }

  blank(): void {
    this.row().commit();
  }

  title(text: string, height: number, font: Partial<ExcelJS.Font>): void {
    const row = this.row([text]);
    row.height = height;
    row.getCell(1).font = font;
    row.getCell(1).alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
    this.mergeAcross(row, 1, this.width);
    row.commit();
  }

  blockTitle(text: string | undefined): void {
    if (!text) return;
    const row = this.row([text]);
    row.getCell(1).font = { ...BOLD_FONT, size: 11 };
    row.commit();
  }

  table(block: TableBlock): void {
    this.blockTitle(block.title);
    this.tableHeader(block);
    for (const row of block.rows) this.tableRow(block, row);
  }

  private tableHeader(block: TableBlock): void {
    const depth = headerDepth(block.columns);
    const top = this.row();
    const second = depth === 2 ? this.row() : undefined;
    for (const cell of headerCells(block.columns)) {
      top.getCell(cell.first + 1).value = cell.title;
      if (cell.isGroup) {
        this.mergeAcross(top, cell.first + 1, cell.first + cell.span);
        block.columns.slice(cell.first, cell.first + cell.span).forEach((c, i) => (second!.getCell(cell.first + 1 + i).value = c.title));
      } else if (second) {
        this.sheet.mergeCells(top.number, cell.first + 1, second.number, cell.first + 1);
      }
    }
    for (const row of second ? [top, second] : [top]) {
      row.height = 20;
      for (let c = 1; c <= block.columns.length; c++) {
        const cell = row.getCell(c);
        cell.font = BOLD_FONT;
        cell.fill = HEADER_FILL;
        cell.border = BORDER;
        cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
      }
      row.commit();
    }
  }

  private tableRow(block: TableBlock, data: ReportRow): void {
    if (data.kind === 'group') {
      const row = this.row([data.label ?? '']);
      for (let c = 1; c <= block.columns.length; c++) row.getCell(c).style = GROUP_STYLE;
      this.mergeAcross(row, 1, block.columns.length);
      row.commit();
      return;
    }
    // Most rows of a long list open nothing: they skip the links.
    const hrefs = data.drill && this.linkOf ? block.columns.map((c) => this.hrefOf(data.drill?.[c.key])) : undefined;
    const row = this.row(
      block.columns.map((c, i) => {
        const value = data.cells[c.key] ?? null;
        return typeof value === 'number' ? linkedValue(value, hrefs?.[i]) : excelValue(value, c.format);
      }),
    );
    const styles = this.rowStyles(block, data.kind);
    for (let index = 0; index < styles.length; index++) {
      const style = styles[index]!;
      row.getCell(index + 1).style = hrefs?.[index] ? this.linkStyle(style) : style;
    }
    row.commit();
  }

  // One style object per table, row kind and column: exceljs recognises a style object it has seen
  // (a WeakMap), while a style built per cell costs a serialisation each, ten times the raw write time.
  private readonly styleCache = new WeakMap<TableBlock, Map<ReportRow['kind'], Partial<ExcelJS.Style>[]>>();

  private rowStyles(block: TableBlock, kind: ReportRow['kind']): Partial<ExcelJS.Style>[] {
    let byKind = this.styleCache.get(block);
    if (!byKind) this.styleCache.set(block, (byKind = new Map()));
    let styles = byKind.get(kind);
    if (!styles) {
      styles = block.columns.map((column) => {
        const style: Partial<ExcelJS.Style> = { font: kind === 'data' ? BODY_FONT : BOLD_FONT, border: BORDER };
        const numFmt = EXCEL_NUMBER_FORMATS[column.format];
        if (numFmt) style.numFmt = numFmt;
        if (kind === 'total') style.fill = TOTAL_FILL;
        if (column.align) style.alignment = { horizontal: column.align, vertical: 'middle' };
        else if (column.format === 'date') style.alignment = { horizontal: 'center' };
        return style;
      });
      byKind.set(kind, styles);
    }
    return styles;
  }

  fields(block: FieldGridBlock): void {
    this.blockTitle(block.title);
    const perLine = Math.max(1, block.columns ?? 2);
    const pairWidth = Math.max(2, Math.floor(this.width / perLine));
    for (const line of fieldLines(block)) {
      const row = this.row();
      let column = 1;
      line.forEach((field, index) => {
        const label = row.getCell(column);
        label.value = field.label;
        label.font = BOLD_FONT;
        label.fill = HEADER_FILL;
        const valueEnd = index === line.length - 1 ? this.width : column + field.span * pairWidth - 1;
        const value = row.getCell(column + 1);
        value.value = field.value;
        value.font = BODY_FONT;
        value.alignment = { wrapText: true, vertical: 'top' };
        for (let c = column; c <= valueEnd; c++) row.getCell(c).border = BORDER;
        this.mergeAcross(row, column + 1, valueEnd);
        column = valueEnd + 1;
      });
      row.height = this.textHeight(
        line.reduce((longest, f) => Math.max(longest, f.value.length), 0),
        this.width / perLine,
      );
      row.commit();
    }
  }

  paragraph(text: string, heading: boolean): void {
    const row = this.row([text]);
    const cell = row.getCell(1);
    cell.font = heading ? { ...BOLD_FONT, size: 12 } : BODY_FONT;
    cell.alignment = { wrapText: true, vertical: 'top' };
    this.mergeAcross(row, 1, this.width);
    row.height = this.textHeight(text.length, this.width);
    row.commit();
  }

  chart(block: BarChartBlock): void {
    this.blockTitle(block.title);
    for (const bar of block.bars) {
      const href = this.hrefOf(bar.drill);
      const row = this.row([bar.label, linkedValue(bar.value, href)]);
      row.getCell(1).font = BODY_FONT;
      row.getCell(2).font = href ? { ...BODY_FONT, underline: true, color: { argb: 'FF1062D2' } } : BODY_FONT;
      row.getCell(2).numFmt = EXCEL_NUMBER_FORMATS[block.format]!;
      row.commit();
    }
    const note = chartNoteIn(block, this.lang);
    if (note) {
      const row = this.row([note]);
      row.getCell(1).font = { ...BODY_FONT, color: { argb: 'FF444444' } };
      this.mergeAcross(row, 1, this.width);
      row.commit();
    }
  }

  /** A row tall enough for `chars` Chinese characters (two width units each) wrapped over about `columns` columns of width 14. */
  private textHeight(chars: number, columns: number): number {
    const perLine = Math.max(10, (columns * 14) / 2);
    return Math.min(409, Math.max(1, Math.ceil(chars / perLine)) * 15 + 4);
  }
}

/** Streams the report as an .xlsx into `out` (fixed text in `data.lang`, see reportIn); resolves when the whole workbook is written. */
export async function writeReportWorkbook(data: ReportData, out: Writable, linkOf?: DrillHref): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Proposal Desk';
  workbook.created = new Date(data.generatedAt);
  const widths = sheetColumnWidths(data);
  const starts = blockStarts(data.blocks);
  const firstTable = data.blocks.findIndex((b) => b.type === 'table');
  let titleRows: string | undefined;
  let frozen = TITLE_ROWS;
  if (firstTable >= 0) {
    const table = data.blocks[firstTable] as TableBlock;
    const headerFirst = starts[firstTable]! + (table.title ? 1 : 0);
    const headerLast = headerFirst + headerDepth(table.columns) - 1;
    titleRows = `${headerFirst}:${headerLast}`;
    if (headerLast <= MAX_FROZEN_ROWS) frozen = headerLast;
  }
  const sheet = workbook.addWorksheet(sheetName(data.title), {
    views: [{ state: 'frozen', ySplit: frozen, xSplit: 0 }],
    pageSetup: {
      paperSize: 9,
      orientation: data.orientation,
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      horizontalCentered: true,
      margins: { left: 0.5, right: 0.5, top: 0.75, bottom: 0.75, header: 0.3, footer: 0.3 },
      ...(titleRows ? { printTitlesRow: titleRows } : {}),
    },
    headerFooter: {
      oddHeader: `&L${data.header.replace(/&/g, '&&')}`,
      oddFooter: `&L${footerText(data).replace(/&/g, '&&')}&R${data.lang === 'en' ? 'Page &P of &N' : '第 &P 页 共 &N 页'}`,
    },
  });
  sheet.columns = widths.map((width) => ({ width }));
  const writer = new SheetWriter(sheet, widths.length, data.lang, linkOf);
  writer.title(data.title, 30, { name: FONT, size: 16, bold: true });
  writer.title(data.subtitle, 18, { name: FONT, size: 10 });
  data.blocks.forEach((block) => {
    writer.blank();
    switch (block.type) {
      case 'table':
        return writer.table(block);
      case 'fields':
        return writer.fields(block);
      case 'paragraph':
        return writer.paragraph(block.text, block.heading === true);
      case 'chart':
        return writer.chart(block);
      default: {
        const never: never = block;
        return never;
      }
    }
  });
  sheet.commit();
  await workbook.commit();
}
