import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// poppler-utils, as a reader of the PDF would see it.

const dir = mkdtempSync(path.join(os.tmpdir(), 'pd-render-'));
let count = 0;

export interface PdfFacts {
  file: string;
  text: string;
  pages: number;
  fonts: string;
  /** The document's title (Info /Title), as a PDF reader shows it in its title bar; '' when it has none. */
  title: string;
}

export function inspectPdf(pdf: Uint8Array): PdfFacts {
  const file = path.join(dir, `report-${++count}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8' });
  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
  const title = /^Title:\s*(.*)$/m.exec(info)?.[1]?.trim() ?? '';
  return { file, text, pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0), fonts, title };
}

/** Every "第 X 页 共 Y 页" footer found, in order (pdftotext may drop the spaces between CJK glyphs). */
export function pageFooters(text: string): { page: number; total: number }[] {
  return [...text.matchAll(/第\s*(\d+)\s*页\s*共\s*(\d+)\s*页/g)].map((m) => ({ page: Number(m[1]), total: Number(m[2]) }));
}

/** The addresses of the PDF's link annotations (poppler's `pdfinfo -url`: page, type, address), in page order. */
export function pdfLinks(pdf: Uint8Array): string[] {
  const file = path.join(dir, `links-${++count}.pdf`);
  writeFileSync(file, pdf);
  const out = execFileSync('pdfinfo', ['-url', file], { encoding: 'utf8' });
  return out
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/)[2])
    .filter((url): url is string => Boolean(url));
}
