import { footerLine } from './format';
import { pageCss } from './print-css';

/** The text a CSS string stands for: a hex escape (which eats one space after it) or an escaped character. */
function textOf(literal: string): string {
  return literal
    .slice(1, -1)
    .replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_m, hex: string | undefined, char: string) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
    );
}

const contentOf = (css: string, box: string) => css.match(new RegExp(`@${box} \\{ content: ("(?:[^"\\\\]|\\\\.)*");`))?.[1];

describe('the running header and footer in print CSS', () => {
  const header = '第十六届"人大"\\一次会议</style><script>alert(1)</script>';
  const generatedBy = `张三</STYLE ><script>alert("x")</script>\\'&\n李四`;
  const generatedAt = '2026-11-22T05:30:00.000Z';
  const css = pageCss({ orientation: 'portrait', marginBoxes: { header, generatedAt, generatedBy } });

  it('never lets a name close the style element or the string', () => {
    expect(css).not.toMatch(/</);
    expect(css).not.toMatch(/>/);
    expect(css.split('\n').filter((line) => line.includes('content:'))).toHaveLength(3);
  });

  it('keeps every character of the names, as CSS reads them back', () => {
    expect(textOf(contentOf(css, 'top-left')!)).toBe(header);
    expect(textOf(contentOf(css, 'bottom-left')!)).toBe(footerLine(generatedAt, generatedBy.replace('\n', ' ')));
  });
});
