/** @jsxRuntime automatic */
import type { ReportColumn, ReportRow, TableBlock } from '../reports/report-data';
import { defaultAlign, formatCell } from './format';
import { columnPercents, headerCells, headerDepth } from './layout';

function HeaderLines({ columns }: { columns: readonly ReportColumn[] }) {
  const depth = headerDepth(columns);
  const top = headerCells(columns);
  return (
    <thead>
      <tr>
        {top.map((cell) => (
          <th key={cell.first} colSpan={cell.span > 1 ? cell.span : undefined} rowSpan={!cell.isGroup && depth === 2 ? 2 : undefined}>
            {cell.title}
          </th>
        ))}
      </tr>
      {depth === 2 ? <tr>{columns.map((column, index) => (column.group ? <th key={index}>{column.title}</th> : null))}</tr> : null}
    </thead>
  );
}

function BodyRow({ row, columns }: { row: ReportRow; columns: readonly ReportColumn[] }) {
  if (row.kind === 'group') {
    return (
      <tr className="pd-row-group">
        <td colSpan={columns.length}>{row.label ?? ''}</td>
      </tr>
    );
  }
  return (
    <tr className={`pd-row-${row.kind}`}>
      {columns.map((column) => (
        <td key={column.key} style={{ textAlign: column.align ?? defaultAlign(column.format) }}>
          {formatCell(row.cells[column.key] ?? null, column.format)}
        </td>
      ))}
    </tr>
  );
}

/** A table whose header repeats on every printed page and whose rows never split across pages. */
export function PrintTable({ block }: { block: TableBlock }) {
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
        <HeaderLines columns={block.columns} />
        <tbody>
          {block.rows.map((row, index) => (
            <BodyRow key={index} row={row} columns={block.columns} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
