import type { ParagraphBlock } from '@proposal-desk/shared';
import { drillTarget, type DrillQuery, type Figure } from './figure-drill';

/** A figure quoted in a sentence: as it is written, how many it counts (a rate: its numerator), and what. */
export interface Quoted {
  text: string;
  count: number;
  figure: Figure;
}

export const quote = (count: number, figure: Figure, text = String(count)): Quoted => ({ text, count, figure });

const isQuoted = (value: unknown): value is Quoted => typeof value === 'object' && value !== null && 'figure' in value;

/**
 * A paragraph of prose quoting figures, as a tagged template: `figureText(base)\`共收到${quote(n, figure)}件\``.
 * Its runs carry the list behind each non-zero figure, so a reader can open the cases a sentence counts.
 */
export const figureText =
  (base: Record<Figure['list'], DrillQuery>) =>
  (strings: TemplateStringsArray, ...values: Array<string | number | Quoted>): ParagraphBlock => {
    const runs: NonNullable<ParagraphBlock['runs']> = [];
    const push = (text: string) => {
      const last = runs.at(-1);
      if (last && !last.drill) last.text += text;
      else if (text) runs.push({ text });
    };
    strings.forEach((part, i) => {
      push(part);
      if (i >= values.length) return;
      const value = values[i];
      if (!isQuoted(value)) push(String(value));
      else if (value.count > 0) runs.push({ text: value.text, drill: drillTarget(base, value.figure) });
      else push(value.text);
    });
    return { type: 'paragraph', text: runs.map((r) => r.text).join(''), runs };
  };
