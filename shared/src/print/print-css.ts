import type { PageOrientation } from '../reports/report-data';
import { footerLine } from './format';

// The print style sheet of every report: used by the server's Chromium PDF and by the web preview.

/** The font stack: the bundled Noto Sans SC first (the server registers it), then common Chinese system fonts. */
export const PRINT_FONT_FAMILY = `'Noto Sans SC', 'Noto Sans CJK SC', 'Source Han Sans SC', 'Microsoft YaHei', 'PingFang SC', sans-serif`;

/** Page margins in millimetres; the top and bottom leave room for the running header and footer. */
export const PAGE_MARGINS_MM = { top: 16, right: 12, bottom: 16, left: 12 } as const;

export const PRINT_CSS = `
.pd-doc { font-family: ${PRINT_FONT_FAMILY}; color: #000; font-size: 10.5pt; line-height: 1.45;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.pd-doc * { box-sizing: border-box; }
.pd-sheet { background: #fff; margin: 0 auto 16px; padding: ${PAGE_MARGINS_MM.top}mm ${PAGE_MARGINS_MM.right}mm; box-shadow: 0 1px 6px rgba(0,0,0,.18); }
.pd-sheet--portrait { width: 210mm; min-height: 297mm; }
.pd-sheet--landscape { width: 297mm; min-height: 210mm; }
.pd-running { display: flex; justify-content: space-between; gap: 12pt; font-size: 8.5pt; color: #444; }
.pd-running--header { border-bottom: 0.5pt solid #999; padding-bottom: 2pt; margin-bottom: 8pt; }
.pd-running--footer { border-top: 0.5pt solid #999; padding-top: 2pt; margin-top: 8pt; }
.pd-title { text-align: center; font-size: 17pt; font-weight: 700; margin: 0 0 3pt; letter-spacing: 1pt; }
.pd-subtitle { text-align: center; font-size: 9.5pt; color: #333; margin: 0 0 10pt; }
.pd-block { margin: 0 0 10pt; }
.pd-block-title { font-size: 11pt; font-weight: 700; margin: 0 0 4pt; break-after: avoid; page-break-after: avoid; }
.pd-table { width: 100%; border-collapse: collapse; table-layout: fixed; font-size: 9pt; }
.pd-table th, .pd-table td { border: 0.5pt solid #000; padding: 2pt 3pt; overflow-wrap: anywhere; word-break: break-word; vertical-align: middle; }
.pd-table th { background: #e8edf3; font-weight: 700; text-align: center; }
.pd-table thead { display: table-header-group; }
.pd-table tr { break-inside: avoid; page-break-inside: avoid; }
.pd-row-group td { font-weight: 700; background: #f3f3f3; }
.pd-row-group { break-after: avoid; page-break-after: avoid; }
.pd-row-subtotal td { font-weight: 700; }
.pd-row-total td { font-weight: 700; background: #eaeaea; }
.pd-fields th { width: auto; text-align: right; white-space: nowrap; }
.pd-fields td { text-align: left; white-space: pre-wrap; }
.pd-paragraph { margin: 0 0 6pt; text-indent: 2em; white-space: pre-wrap; }
.pd-heading { margin: 8pt 0 4pt; font-size: 12pt; font-weight: 700; text-indent: 0; break-after: avoid; page-break-after: avoid; }
h2.pd-heading { text-align: center; }
.pd-heading-1, .pd-heading-2 { font-size: 11pt; text-indent: 2em; }
.pd-heading-2 { font-weight: 400; }
.pd-right { text-align: right; text-indent: 0; padding-right: 4em; }
.pd-flush { text-indent: 0; }
.pd-letterhead { text-align: center; color: #c00000; border-bottom: 1.5pt solid #c00000; padding-bottom: 6pt; margin: 0 0 14pt; }
.pd-letterhead-office { font-size: 24pt; font-weight: 700; letter-spacing: 2pt; margin: 0 0 10pt; }
.pd-letterhead-number { font-size: 11pt; color: #000; margin: 0; }
.pd-chart { break-inside: avoid; page-break-inside: avoid; font-size: 8.5pt; }
.pd-bar-row { display: flex; align-items: center; gap: 6pt; margin: 1.5pt 0; }
.pd-bar-label { flex: 0 0 26%; text-align: right; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.pd-bar-track { flex: 1 1 auto; height: 9pt; }
.pd-bar { height: 100%; background: #4a78b5; }
.pd-bar-value { flex: 0 0 12%; }
.pd-chart-note { margin: 4pt 0 0; font-size: 8pt; color: #444; }
.pd-drill { color: inherit; text-decoration: underline; text-decoration-style: dotted; text-underline-offset: 2pt; }
.pd-drill:hover, .pd-drill:focus-visible { color: #1062d2; text-decoration-style: solid; }
.pd-legend { margin: 3pt 0 0; font-size: 8pt; color: #333; line-height: 1.35; }
.pd-legend div { display: inline; }
.pd-legend dt { display: inline; font-weight: 700; }
.pd-legend dd { display: inline; margin: 0 6pt 0 0; }
@media print {
  .pd-sheet { width: auto; min-height: 0; margin: 0; padding: 0; box-shadow: none; }
  .pd-drill { text-decoration: none; }
  .pd-running { display: none; }
}
`;

// A name (the session's, the printing user's) goes into a CSS string inside <style>: every character that could end
// the string (a quote, a backslash, a line break) or the element (`</style`: < and >), and the other quote and &, is
// written as a CSS hex escape (`<` as `\3c `), so the text reads the same and no markup can appear.
// eslint-disable-next-line no-control-regex -- control characters are among what it escapes
const CSS_STRING_UNSAFE = /["'\\<>&\u0000-\u001f\u007f\u2028\u2029]/g;
const cssString = (text: string) =>
  `"${text.replace(/\r\n|[\r\n]/g, ' ').replace(CSS_STRING_UNSAFE, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`;

export interface PageCssOptions {
  orientation: PageOrientation;
  /**
   * Running header and footer as CSS page-margin boxes (body and session; print time, user and
   * "第 X 页 共 Y 页") on every printed page: the browser's own print and the server's Chromium PDF. An empty
   * header prints none (a letter: nothing above its red letterhead).
   */
  marginBoxes?: { header: string; generatedAt: string; generatedBy?: string | undefined };
}

/** The `@page` rules of one report: A4 in its orientation, and the running header and footer when asked. */
export function pageCss({ orientation, marginBoxes }: PageCssOptions): string {
  const m = PAGE_MARGINS_MM;
  const size = `size: A4 ${orientation}; margin: ${m.top}mm ${m.right}mm ${m.bottom}mm ${m.left}mm;`;
  if (!marginBoxes) return `@page { ${size} }`;
  const box = `font-family: ${PRINT_FONT_FAMILY}; font-size: 8.5pt; color: #444;`;
  return `@page { ${size}
  ${marginBoxes.header ? `@top-left { content: ${cssString(marginBoxes.header)}; ${box} }` : ''}
  @bottom-left { content: ${cssString(footerLine(marginBoxes.generatedAt, marginBoxes.generatedBy))}; ${box} }
  @bottom-right { content: "第 " counter(page) " 页 共 " counter(pages) " 页"; ${box} }
}`;
}
