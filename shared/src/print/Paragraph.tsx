/** @jsxRuntime automatic */
import type { ParagraphBlock } from '../reports/report-data';

/** A paragraph of prose, or a heading between parts of a narrative report. */
export function Paragraph({ block }: { block: ParagraphBlock }) {
  return block.heading ? <h2 className="pd-heading">{block.text}</h2> : <p className="pd-paragraph">{block.text}</p>;
}
