/** @jsxRuntime automatic */
import type { BarChartBlock } from '../reports/report-data';
import { drillLabel } from '../reports/drill-link';
import { FigureLink } from './drill-context';
import { chartNote, formatCell } from './format';
import { barPercents } from './layout';

/** Horizontal bars, one per label, scaled to the largest value; a chart of the largest bars only says so underneath. */
export function BarChart({ block, lang = 'zh' }: { block: BarChartBlock; lang?: 'zh' | 'en' }) {
  const percents = barPercents(block.bars.map((bar) => bar.value));
  const note = chartNote(block);
  return (
    <section className="pd-block pd-chart">
      <h2 className="pd-block-title">{block.title}</h2>
      {block.bars.map((bar, index) => (
        <div className="pd-bar-row" key={index}>
          <span className="pd-bar-label">{bar.label}</span>
          <span className="pd-bar-track">
            <span className="pd-bar" style={{ display: 'block', width: `${(percents[index] ?? 0).toFixed(2)}%` }} />
          </span>
          <span className="pd-bar-value">
            <FigureLink
              drill={bar.drill}
              label={
                bar.drill
                  ? drillLabel({
                      row: bar.label,
                      column: block.title,
                      value: formatCell(bar.value, block.format),
                      list: bar.drill.list,
                      lang,
                    })
                  : ''
              }
            >
              {formatCell(bar.value, block.format)}
            </FigureLink>
          </span>
        </div>
      ))}
      {note ? <p className="pd-chart-note">{note}</p> : null}
    </section>
  );
}
