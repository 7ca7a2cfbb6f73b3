/** @jsxRuntime automatic */
import type { FieldGridBlock } from '../reports/report-data';
import { fieldLines } from './layout';

/** Label/value pairs of a one-case document, `columns` pairs per line. */
export function FieldGrid({ block }: { block: FieldGridBlock }) {
  const perLine = Math.max(1, block.columns ?? 2);
  const labelPercent = 100 / perLine / 4;
  const valuePercent = 100 / perLine - labelPercent;
  return (
    <section className="pd-block">
      {block.title ? <h2 className="pd-block-title">{block.title}</h2> : null}
      <table className="pd-table pd-fields">
        <colgroup>
          {Array.from({ length: perLine }, (_, i) => [
            <col key={`l${i}`} style={{ width: `${labelPercent}%` }} />,
            <col key={`v${i}`} style={{ width: `${valuePercent}%` }} />,
          ])}
        </colgroup>
        <tbody>
          {fieldLines(block).map((line, lineIndex) => (
            <tr key={lineIndex}>
              {line.map((field, index) => [
                <th key={`l${index}`}>{field.label}</th>,
                <td key={`v${index}`} colSpan={field.span * 2 - 1}>
                  {field.value}
                </td>,
              ])}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
