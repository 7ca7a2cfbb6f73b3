/** @jsxRuntime automatic */
import type { ParagraphBlock } from '../reports/report-data';
import { openListText } from '../reports/drill-link';
import { FigureLink } from './drill-context';

/** A paragraph of prose (its quoted figures link to their lists), or a heading between parts of a narrative report. */
export function Paragraph({ block, lang = 'zh' }: { block: ParagraphBlock; lang?: 'zh' | 'en' }) {
  if (block.heading) return <h2 className="pd-heading">{block.text}</h2>;
  if (!block.runs) return <p className="pd-paragraph">{block.text}</p>;
  return (
    <p className="pd-paragraph">
      {block.runs.map((run, index) => (
        <FigureLink key={index} drill={run.drill} label={`${run.text}${openListText(lang)}`}>
          {run.text}
        </FigureLink>
      ))}
    </p>
  );
}
