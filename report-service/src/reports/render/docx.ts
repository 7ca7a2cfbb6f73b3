import type { FieldGridBlock, ParagraphBlock, ReportBlock, ReportData, TableBlock } from '@proposal-desk/shared';
import { columnPercents, defaultAlign, formatCell, headerCells, headerDepth, chartNote } from '@proposal-desk/shared/src/print';
import {
  AlignmentType,
  BorderStyle,
  convertMillimetersToTwip,
  Document,
  Footer,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
  type IRunOptions,
} from 'docx';

/**
 * The fonts of a Chinese official document (GB/T 9704), named as Word and WPS on an office PC know them:
 * the title in 方正小标宋简体, the body in 仿宋_GB2312, first-level headings in 黑体, second-level in
 * 楷体_GB2312, the page number in 宋体; Latin letters and digits in Times New Roman.
 */
export const OFFICIAL_FONTS = {
  title: '方正小标宋简体',
  body: '仿宋_GB2312',
  heading1: '黑体',
  heading2: '楷体_GB2312',
  pageNumber: '宋体',
  latin: 'Times New Roman',
} as const;

/** Font sizes in half-points: 二号 22 pt, 三号 16 pt, 四号 14 pt, 五号 10.5 pt (a table's cells, so a case number stays on one line). */
const SIZE = { erhao: 44, sanhao: 32, sihao: 28, wuhao: 21 } as const;

/** 22 lines on a 225 mm type area: an exact line height of 28.95 pt. */
const BODY_LINE = 579;
/** Two characters of 三号 (the first-line indent of a paragraph, the space beside a page number). */
const TWO_CHARS = 640;
const ONE_CHAR = 280;

type FontName = (typeof OFFICIAL_FONTS)[keyof typeof OFFICIAL_FONTS];

const fontOf = (eastAsia: FontName) => ({
  ascii: OFFICIAL_FONTS.latin,
  hAnsi: OFFICIAL_FONTS.latin,
  cs: OFFICIAL_FONTS.latin,
  eastAsia,
  hint: 'eastAsia',
});

const run = (text: string, eastAsia: FontName, size: number, more: Partial<IRunOptions> = {}) =>
  new TextRun({ text, font: fontOf(eastAsia), size, ...more });

const bodyLine = { line: BODY_LINE, lineRule: LineRuleType.EXACT } as const;

function titleParagraphs(title: string): Paragraph[] {
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { line: 760, lineRule: LineRuleType.EXACT, after: BODY_LINE },
      children: [run(title, OFFICIAL_FONTS.title, SIZE.erhao)],
    }),
  ];
}

/** The red 版头 of a letter: the issuing office, its 文号, and the red rule under them. */
function letterheadParagraphs(letterhead: NonNullable<ReportData['letterhead']>): Paragraph[] {
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { line: 1000, lineRule: LineRuleType.EXACT },
      children: [run(letterhead.office, OFFICIAL_FONTS.title, 60, { color: 'C00000' })],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { ...bodyLine, before: BODY_LINE },
      border: { bottom: { style: BorderStyle.SINGLE, size: 18, color: 'C00000', space: 8 } },
      children: [run(letterhead.number, OFFICIAL_FONTS.body, SIZE.sanhao)],
    }),
    new Paragraph({ spacing: bodyLine, children: [] }),
  ];
}

function paragraphOf(block: ParagraphBlock): Paragraph {
  if (block.heading && !block.level) return titleParagraphs(block.text)[0]!;
  if (block.heading)
    return new Paragraph({
      spacing: bodyLine,
      indent: { firstLine: TWO_CHARS },
      keepNext: true,
      children: [run(block.text, block.level === 1 ? OFFICIAL_FONTS.heading1 : OFFICIAL_FONTS.heading2, SIZE.sanhao)],
    });
  const right = block.align === 'right';
  return new Paragraph({
    spacing: bodyLine,
    alignment: right ? AlignmentType.RIGHT : AlignmentType.JUSTIFIED,
    indent: right ? { right: TWO_CHARS * 2 } : block.align === 'flush' ? {} : { firstLine: TWO_CHARS },
    children: [run(block.text, OFFICIAL_FONTS.body, SIZE.sanhao)],
  });
}

const cellBorders = {
  top: { style: BorderStyle.SINGLE, size: 4, color: '000000' },
  bottom: { style: BorderStyle.SINGLE, size: 4, color: '000000' },
  left: { style: BorderStyle.SINGLE, size: 4, color: '000000' },
  right: { style: BorderStyle.SINGLE, size: 4, color: '000000' },
};

const ALIGN = { left: AlignmentType.LEFT, center: AlignmentType.CENTER, right: AlignmentType.RIGHT } as const;

function cell(
  text: string,
  options: { bold?: boolean; align?: keyof typeof ALIGN; columnSpan?: number; rowSpan?: number; width?: number },
) {
  return new TableCell({
    borders: cellBorders,
    verticalAlign: VerticalAlign.CENTER,
    ...(options.columnSpan ? { columnSpan: options.columnSpan } : {}),
    ...(options.rowSpan ? { rowSpan: options.rowSpan } : {}),
    ...(options.width ? { width: { size: options.width, type: WidthType.PERCENTAGE } } : {}),
    children: [
      new Paragraph({
        alignment: ALIGN[options.align ?? 'center'],
        children: [run(text, options.bold ? OFFICIAL_FONTS.heading1 : OFFICIAL_FONTS.body, SIZE.wuhao)],
      }),
    ],
  });
}

/** A table as Word draws one: header lines repeated on each page, a row never split across pages. */
function tableOf(block: TableBlock): Array<Paragraph | Table> {
  const percents = columnPercents(block.columns);
  const depth = headerDepth(block.columns);
  const top = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: headerCells(block.columns).map((h) =>
      cell(h.title, { bold: true, columnSpan: h.span, ...(depth === 2 && !h.isGroup ? { rowSpan: 2 } : {}), width: percents[h.first] }),
    ),
  });
  const second =
    depth === 2
      ? [
          new TableRow({
            tableHeader: true,
            cantSplit: true,
            children: block.columns.filter((c) => c.group).map((c) => cell(c.title, { bold: true })),
          }),
        ]
      : [];
  const rows = block.rows.map((row) =>
    row.kind === 'group'
      ? new TableRow({
          cantSplit: true,
          children: [cell(row.label ?? '', { bold: true, align: 'left', columnSpan: block.columns.length })],
        })
      : new TableRow({
          cantSplit: true,
          children: block.columns.map((c) =>
            cell(formatCell(row.cells[c.key] ?? null, c.format), { bold: row.kind !== 'data', align: c.align ?? defaultAlign(c.format) }),
          ),
        }),
  );
  const title = block.title
    ? [
        new Paragraph({
          alignment: AlignmentType.CENTER,
          spacing: bodyLine,
          keepNext: true,
          children: [run(block.title, OFFICIAL_FONTS.heading1, SIZE.sihao)],
        }),
      ]
    : [];
  return [
    ...title,
    new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [top, ...second, ...rows] }),
    new Paragraph({ spacing: bodyLine, children: [] }),
  ];
}

function fieldsOf(block: FieldGridBlock): Paragraph[] {
  return block.fields.map(
    (field) =>
      new Paragraph({
        spacing: bodyLine,
        indent: { firstLine: TWO_CHARS },
        children: [run(`${field.label}：`, OFFICIAL_FONTS.heading1, SIZE.sanhao), run(field.value, OFFICIAL_FONTS.body, SIZE.sanhao)],
      }),
  );
}

function blockOf(block: ReportBlock): Array<Paragraph | Table> {
  switch (block.type) {
    case 'paragraph':
      return [paragraphOf(block)];
    case 'table':
      return tableOf(block);
    case 'fields':
      return fieldsOf(block);
    case 'chart': {
      // A chart is a picture of a table already in the document: Word gets its numbers as lines of text.
      const lines = block.bars.map((bar) => `${bar.label}：${formatCell(bar.value, block.format)}`);
      const note = chartNote(block);
      return [block.title, ...lines, ...(note ? [note] : [])].map((text) => paragraphOf({ type: 'paragraph', text }));
    }
    default: {
      const never: never = block;
      return never;
    }
  }
}

/** "— 3 —" in 四号 宋体: right on odd pages, left on even pages, one character in from the edge (GB/T 9704 7.5). */
const pageNumberFooter = (side: 'odd' | 'even') =>
  new Footer({
    children: [
      new Paragraph({
        alignment: side === 'odd' ? AlignmentType.RIGHT : AlignmentType.LEFT,
        indent: side === 'odd' ? { right: ONE_CHAR } : { left: ONE_CHAR },
        children: [new TextRun({ children: ['— ', PageNumber.CURRENT, ' —'], font: fontOf(OFFICIAL_FONTS.pageNumber), size: SIZE.sihao })],
      }),
    ],
  });

/**
 * A report as an editable Word document laid out as a Chinese official document (GB/T 9704): A4, the type
 * area 156 × 225 mm, 22 lines of 28 characters, the title centred, numbered headings, tables with their
 * header repeated. The document names its fonts; Word or WPS substitutes any the computer lacks.
 */
export async function renderReportDocx(data: ReportData): Promise<Buffer> {
  const first = data.blocks[0];
  const ownTitle = first?.type === 'paragraph' && first.heading && !first.level;
  const children = [
    ...(data.letterhead ? letterheadParagraphs(data.letterhead) : []),
    ...(ownTitle ? [] : titleParagraphs(data.title)),
    ...data.blocks.flatMap(blockOf),
  ];
  const document = new Document({
    title: data.title,
    creator: data.letterhead?.office ?? '',
    evenAndOddHeaderAndFooters: true,
    styles: { default: { document: { run: { font: fontOf(OFFICIAL_FONTS.body), size: SIZE.sanhao } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: convertMillimetersToTwip(210), height: convertMillimetersToTwip(297) },
            margin: {
              top: convertMillimetersToTwip(37),
              bottom: convertMillimetersToTwip(35),
              left: convertMillimetersToTwip(28),
              right: convertMillimetersToTwip(26),
              footer: convertMillimetersToTwip(23),
            },
          },
        },
        footers: { default: pageNumberFooter('odd'), even: pageNumberFooter('even') },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
