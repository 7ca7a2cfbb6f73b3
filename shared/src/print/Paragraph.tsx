/** @jsxRuntime automatic */
import type { ParagraphBlock } from '../reports/report-data';
import { openListText } from '../reports/drill-link';
import { FigureLink } from './drill-context';

/** A paragraph of prose (its quoted figures link to their lists), or a heading between parts of a narrative report. */
export function Paragraph({ block, lang = 'zh' }: { block: ParagraphBlock; lang?: 'zh' | 'en' }) {
  if (block.heading && block.level === 1) return <h3 className="pd-heading pd-heading-1">{block.text}</h3>;
  if (block.heading && block.level === 2) return <h4 className="pd-heading pd-heading-2">{block.text}</h4>;
  if (block.heading) return <h2 className="pd-heading">{block.text}</h2>;
  const className = block.align ? `pd-paragraph pd-${block.align}` : 'pd-paragraph';
  if (!block.runs) return <p className={className}>{block.text}</p>;
  return (
    <p className={className}>
      {block.runs.map((run, index) => (
        <FigureLink key={index} drill={run.drill} label={`${run.text}${openListText(lang)}`}>
          {run.text}
        </FigureLink>
      ))}
    </p>
  );
}
