/** @jsxRuntime automatic */
import { pathToFileURL } from 'node:url';
import type { ReportData } from '@proposal-desk/shared';
import { type DrillHref, ReportDocument } from '@proposal-desk/shared/src/print';
import { renderToStaticMarkup } from 'react-dom/server';
import { cjkFontFiles } from './fonts';

/** Where a page finds the font files: their file:// URLs, or another base (Chromium's pages get them from the renderer). */
export type FontUrls = Record<400 | 700, string>;

export function fileFontUrls(): FontUrls {
  const fonts = cjkFontFiles();
  return { 400: pathToFileURL(fonts.regular).href, 700: pathToFileURL(fonts.bold).href };
}

function fontFaceCss(urls: FontUrls): string {
  const face = (weight: 400 | 700) =>
    `@font-face { font-family: 'Noto Sans SC'; font-weight: ${weight}; font-style: normal; src: url('${urls[weight]}') format('truetype'); }`;
  return `${face(400)}\n${face(700)}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export interface HtmlOptions {
  /** Running header and footer on every printed page as CSS page-margin boxes. */
  marginBoxes: boolean;
  /** Each figure with a list links there (the PDF's link annotations). */
  drillHref?: DrillHref | undefined;
}

/** The report's sheet, without the page around it (for a page that has the font loaded already). */
export function renderReportBody(data: ReportData, { marginBoxes, drillHref }: HtmlOptions = { marginBoxes: true }): string {
  return renderToStaticMarkup(<ReportDocument data={data} marginBoxes={marginBoxes} drillHref={drillHref} />);
}

/** An HTML page with the bundled CJK font declared, around `body`. */
export function htmlPage(title: string, body = '', fonts: FontUrls = fileFontUrls()): string {
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${fontFaceCss(fonts)}</style></head><body style="margin:0">${body}</body></html>`;
}

/** A complete HTML page of the report: the bundled CJK font, the print CSS and the report's sheet. */
export function renderReportHtml(data: ReportData, options: HtmlOptions = { marginBoxes: true }): string {
  return htmlPage(data.title, renderReportBody(data, options));
}
