/** @jsxRuntime automatic */
import type * as ReactPdf from '@react-pdf/renderer';
import {
  barPercents,
  chartNote,
  columnPercents,
  defaultAlign,
  fieldLines,
  footerLine,
  formatCell,
  headerCells,
  pageOfPages,
  type BarChartBlock,
  type FieldGridBlock,
  type ReportBlock,
  type ReportData,
  type ReportRow,
  type TableBlock,
} from '@proposal-desk/shared';
import type { ReactElement, ReactNode } from 'react';

// The print primitives implemented with @react-pdf/renderer (the engine when Chromium is missing).
// The module is passed in because it is ESM-only and loaded with a native import in the render worker.

export type ReactPdfModule = typeof ReactPdf;
type Style = ReactPdf.Styles[string];

export const PDF_FONT_FAMILY = 'NotoSansSC';

/** Row heights per <Page> (the table header counts three): one page holding a long table lays out in quadratic time, so tables are split. */
export const ROWS_PER_PAGE = { portrait: 42, landscape: 28 } as const;
/** Roughly how many Chinese characters fit on one line of body text. */
const CHARS_PER_LINE = { portrait: 48, landscape: 70 } as const;
/** A table does not start in the last few rows of a page. */
const MIN_ROWS_ON_PAGE = 5;

const BORDER = 0.5;
const MM = 72 / 25.4;

const s = {
  page: { fontFamily: PDF_FONT_FAMILY, fontSize: 9, paddingTop: 16 * MM, paddingBottom: 16 * MM, paddingHorizontal: 12 * MM },
  // No lineHeight here: it makes react-pdf drop the page-number text drawn by a render prop.
  running: { position: 'absolute', left: 12 * MM, right: 12 * MM, fontFamily: PDF_FONT_FAMILY, fontSize: 7.5, color: '#444' },
  title: { fontSize: 17, fontWeight: 700, textAlign: 'center', lineHeight: 1.6, marginBottom: 4 },
  subtitle: { fontSize: 9.5, textAlign: 'center', color: '#333', marginBottom: 10 },
  blockTitle: { fontSize: 11, fontWeight: 700, marginBottom: 4 },
  block: { marginBottom: 10 },
  table: { borderLeftWidth: BORDER, borderColor: '#000' },
  row: { flexDirection: 'row' },
  cell: { borderRightWidth: BORDER, borderBottomWidth: BORDER, borderColor: '#000', paddingVertical: 2, paddingHorizontal: 3 },
  headerCell: { backgroundColor: '#e8edf3', fontWeight: 700, textAlign: 'center', justifyContent: 'center' },
  paragraph: { marginBottom: 6, textIndent: 18, fontSize: 10.5 },
  heading: { marginTop: 8, marginBottom: 4, fontSize: 12, fontWeight: 700 },
} satisfies Record<string, Style>;

/** A letter's signature lines stand right; its 主送 line starts at the margin. */
const ALIGNED: Record<'right' | 'flush', Style> = {
  right: { textAlign: 'right', textIndent: 0, paddingRight: 36 },
  flush: { textIndent: 0 },
};

const ROW_STYLE: Record<ReportRow['kind'], Style> = {
  data: {},
  group: { fontWeight: 700, backgroundColor: '#f3f3f3' },
  subtotal: { fontWeight: 700 },
  total: { fontWeight: 700, backgroundColor: '#eaeaea' },
};

const pct = (value: number) => `${value.toFixed(3)}%`;

export function buildPdfDocument(rp: ReactPdfModule, data: ReportData): ReactElement {
  const { Document, Page, View, Text } = rp;
  const percents = (table: TableBlock) => columnPercents(table.columns);

  function TableHeader({ table }: { table: TableBlock }) {
    const widths = percents(table);
    const sum = (from: number, span: number) => widths.slice(from, from + span).reduce((a, b) => a + b, 0);
    return (
      <View style={[s.row, { borderTopWidth: BORDER }]} fixed>
        {headerCells(table.columns).map((cell) =>
          cell.isGroup ? (
            <View key={cell.first} style={{ width: pct(sum(cell.first, cell.span)) }}>
              <Text style={[s.cell, s.headerCell]}>{cell.title}</Text>
              <View style={s.row}>
                {table.columns.slice(cell.first, cell.first + cell.span).map((column, i) => (
                  <Text
                    key={column.key}
                    style={[s.cell, s.headerCell, { width: pct(((widths[cell.first + i] ?? 0) / sum(cell.first, cell.span)) * 100) }]}
                  >
                    {column.title}
                  </Text>
                ))}
              </View>
            </View>
          ) : (
            <View key={cell.first} style={[s.cell, s.headerCell, { width: pct(sum(cell.first, 1)) }]}>
              <Text>{cell.title}</Text>
            </View>
          ),
        )}
      </View>
    );
  }

  function TableRow({ table, row }: { table: TableBlock; row: ReportRow }) {
    const widths = percents(table);
    if (row.kind === 'group') {
      return (
        <View style={s.row} wrap={false}>
          <Text style={[s.cell, ROW_STYLE.group, { width: '100%' }]}>{row.label ?? ''}</Text>
        </View>
      );
    }
    return (
      <View style={[s.row, ROW_STYLE[row.kind]]} wrap={false}>
        {table.columns.map((column, i) => (
          <Text key={column.key} style={[s.cell, { width: pct(widths[i] ?? 0), textAlign: column.align ?? defaultAlign(column.format) }]}>
            {formatCell(row.cells[column.key] ?? null, column.format)}
          </Text>
        ))}
      </View>
    );
  }

  function TablePart({ table, rows, first }: { table: TableBlock; rows: ReportRow[]; first: boolean }) {
    return (
      <View style={s.block}>
        {first && table.title ? <Text style={s.blockTitle}>{table.title}</Text> : null}
        <View style={s.table}>
          <TableHeader table={table} />
          {rows.map((row, i) => (
            <TableRow key={i} table={table} row={row} />
          ))}
        </View>
      </View>
    );
  }

  function Fields({ block }: { block: FieldGridBlock }) {
    const perLine = Math.max(1, block.columns ?? 2);
    const pair = 100 / perLine;
    const label = pair / 4;
    return (
      <View style={s.block}>
        {block.title ? <Text style={s.blockTitle}>{block.title}</Text> : null}
        <View style={[s.table, { borderTopWidth: BORDER }]}>
          {fieldLines(block).map((line, lineIndex) => (
            <View key={lineIndex} style={s.row} wrap={false}>
              {line.map((field, i) => [
                <Text key={`l${i}`} style={[s.cell, s.headerCell, { width: pct(label), textAlign: 'right' }]}>
                  {field.label}
                </Text>,
                <Text key={`v${i}`} style={[s.cell, { width: pct(field.span * pair - label) }]}>
                  {field.value}
                </Text>,
              ])}
            </View>
          ))}
        </View>
      </View>
    );
  }

  function Chart({ block }: { block: BarChartBlock }) {
    const bars = barPercents(block.bars.map((b) => b.value));
    const note = chartNote(block);
    return (
      <View style={s.block} wrap={false}>
        <Text style={s.blockTitle}>{block.title}</Text>
        {block.bars.map((bar, i) => (
          <View key={i} style={[s.row, { alignItems: 'center', marginVertical: 1.5, fontSize: 8.5 }]}>
            <Text style={{ width: '26%', textAlign: 'right', paddingRight: 6 }}>{bar.label}</Text>
            <View style={{ width: '62%' }}>
              <View style={{ width: pct(bars[i] ?? 0), height: 9, backgroundColor: '#4a78b5' }} />
            </View>
            <Text style={{ width: '12%', paddingLeft: 6 }}>{formatCell(bar.value, block.format)}</Text>
          </View>
        ))}
        {note ? <Text style={{ marginTop: 4, fontSize: 8, color: '#444' }}>{note}</Text> : null}
      </View>
    );
  }

  function simpleBlock(block: Exclude<ReportBlock, TableBlock>, key: string): ReactNode {
    switch (block.type) {
      case 'fields':
        return <Fields key={key} block={block} />;
      case 'paragraph':
        return (
          <Text key={key} style={block.heading ? s.heading : [s.paragraph, ...(block.align ? [ALIGNED[block.align]] : [])]}>
            {block.text}
          </Text>
        );
      case 'chart':
        return <Chart key={key} block={block} />;
      default: {
        const never: never = block;
        return never;
      }
    }
  }

  // Blocks flow onto the current page; every further slice of a long table starts a new <Page>.
  // A letter opens with its 版头 (the office in red over its 文号) instead of the report's title line.
  const opening = data.letterhead
    ? [
        <Text key="title" style={[s.title, { color: '#c00000', fontSize: 22 }]}>
          {data.letterhead.office}
        </Text>,
        <Text key="subtitle" style={[s.subtitle, { borderBottomWidth: 1.5, borderColor: '#c00000', paddingBottom: 6 }]}>
          {data.letterhead.number}
        </Text>,
      ]
    : [
        <Text key="title" style={s.title}>
          {data.title}
        </Text>,
        data.subtitle ? (
          <Text key="subtitle" style={s.subtitle}>
            {data.subtitle}
          </Text>
        ) : null,
      ];
  const pages: ReactNode[][] = [opening];
  const rowsPerPage = ROWS_PER_PAGE[data.orientation];
  const charsPerLine = CHARS_PER_LINE[data.orientation];
  // How full the current page is, in table-row heights (a rough estimate: a slice that overflows still wraps).
  let used = 3;
  const lines = (text: string, share = 1) => Math.max(1, Math.ceil(text.length / (charsPerLine * share)));
  const estimate = (block: Exclude<ReportBlock, TableBlock>): number => {
    switch (block.type) {
      case 'fields':
        return (
          1 +
          fieldLines(block).reduce(
            (sum, line) => sum + Math.max(...line.map((f) => lines(f.value, (f.span * 0.75) / (block.columns ?? 2)))),
            0,
          )
        );
      case 'paragraph':
        return block.heading ? 2 : lines(block.text) * 1.3;
      case 'chart':
        return 2 + block.bars.length * 0.9;
      default: {
        const never: never = block;
        return never;
      }
    }
  };
  data.blocks.forEach((block, b) => {
    if (block.type !== 'table') {
      pages[pages.length - 1]!.push(simpleBlock(block, `b${b}`));
      used += estimate(block);
      return;
    }
    let rest = block.rows;
    let first = true;
    while (first || rest.length > 0) {
      let room = rowsPerPage - Math.ceil(used) - 3;
      if (room < MIN_ROWS_ON_PAGE) {
        pages.push([]);
        used = 0;
        room = rowsPerPage - 3;
      }
      const rows = rest.slice(0, room);
      rest = rest.slice(room);
      pages[pages.length - 1]!.push(<TablePart key={`b${b}r${block.rows.length - rest.length}`} table={block} rows={rows} first={first} />);
      used += rows.length + 3;
      first = false;
    }
  });

  const footer = footerLine(data.generatedAt, data.generatedBy);
  return (
    <Document title={data.title} author={data.generatedBy} creator="Proposal Desk" producer="Proposal Desk">
      {pages.map((content, i) => (
        <Page key={i} size="A4" orientation={data.orientation} style={s.page}>
          <Text style={[s.running, { top: 7 * MM }]} fixed>
            {data.header}
          </Text>
          {content}
          <Text style={[s.running, { bottom: 7 * MM }]} fixed>
            {footer}
          </Text>
          <Text
            style={{ ...s.running, bottom: 7 * MM, textAlign: 'right' }}
            fixed
            render={({ pageNumber, totalPages }) => pageOfPages(pageNumber, totalPages ?? pageNumber)}
          />
        </Page>
      ))}
    </Document>
  );
}
