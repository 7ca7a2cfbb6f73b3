/** @jsxRuntime automatic */
import type { ReportColumn, ReportRow, TableBlock } from '../reports/report-data';
import { drillLabel } from '../reports/drill-link';
import { FigureLink } from './drill-context';
import { defaultAlign, formatCell } from './format';
import { columnPercents, headerCells, headerDepth } from './layout';

type Lang = 'zh' | 'en';

const headingOf = (column: ReportColumn) => (column.group ? `${column.group} ${column.title}` : column.title);

function HeaderLines({ columns, lang }: { columns: readonly ReportColumn[]; lang: Lang }) {
  const depth = headerDepth(columns);
  const top = headerCells(columns);
  const tip = (column: ReportColumn | undefined) => column?.definition?.[lang];
  return (
    <thead>
      <tr>
        {top.map((cell) => (
          <th
            key={cell.first}
            colSpan={cell.span > 1 ? cell.span : undefined}
            rowSpan={!cell.isGroup && depth === 2 ? 2 : undefined}
            title={cell.isGroup ? undefined : tip(columns[cell.first])}
          >
            {cell.title}
          </th>
        ))}
      </tr>
      {depth === 2 ? (
        <tr>
          {columns.map((column, index) =>
            column.group ? (
              <th key={index} title={tip(column)}>
                {column.title}
              </th>
            ) : null,
          )}
        </tr>
      ) : null}
    </thead>
  );
}

/** What names a row to a screen reader: its first text cell (the unit, the category…). */
function rowName(row: ReportRow, columns: readonly ReportColumn[]): string | undefined {
  const first = columns.find((column) => column.format === 'text');
  const value = first ? row.cells[first.key] : undefined;
  return typeof value === 'string' && value ? value : undefined;
}

function BodyRow({ row, columns, lang }: { row: ReportRow; columns: readonly ReportColumn[]; lang: Lang }) {
  if (row.kind === 'group') {
    return (
      <tr className="pd-row-group">
        <td colSpan={columns.length}>{row.label ?? ''}</td>
      </tr>
    );
  }
  const name = rowName(row, columns);
  return (
    <tr className={`pd-row-${row.kind}`}>
      {columns.map((column) => {
        const text = formatCell(row.cells[column.key] ?? null, column.format);
        const drill = row.drill?.[column.key];
        const label = drill ? drillLabel({ row: name, column: headingOf(column), value: text, list: drill.list, lang }) : '';
        return (
          <td key={column.key} style={{ textAlign: column.align ?? defaultAlign(column.format) }}>
            <FigureLink drill={drill} label={label}>
              {text}
            </FigureLink>
          </td>
        );
      })}
    </tr>
  );
}

/** Under a table, what each of its counted columns counts (the headers' tooltips, on paper). */
function Legend({ columns, lang }: { columns: readonly ReportColumn[]; lang: Lang }) {
  const defined = columns.filter((column) => column.definition);
  if (defined.length === 0) return null;
  return (
    <dl className="pd-legend">
      {defined.map((column) => (
        <div key={column.key}>
          <dt>{`${headingOf(column)}${lang === 'en' ? ': ' : '：'}`}</dt>
          <dd>{column.definition?.[lang]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A table whose header repeats on every printed page and whose rows never split across pages. */
export function PrintTable({ block, lang = 'zh' }: { block: TableBlock; lang?: Lang }) {
  const percents = columnPercents(block.columns);
  return (
    <section className="pd-block">
      {block.title ? <h2 className="pd-block-title">{block.title}</h2> : null}
      <table className="pd-table">
        <colgroup>
          {percents.map((percent, index) => (
            <col key={index} style={{ width: `${percent.toFixed(3)}%` }} />
          ))}
        </colgroup>
        <HeaderLines columns={block.columns} lang={lang} />
        <tbody>
          {block.rows.map((row, index) => (
            <BodyRow key={index} row={row} columns={block.columns} lang={lang} />
          ))}
        </tbody>
      </table>
      <Legend columns={block.columns} lang={lang} />
    </section>
  );
}
