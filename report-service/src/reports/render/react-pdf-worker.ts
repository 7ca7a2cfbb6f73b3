import { parentPort } from 'node:worker_threads';
import type { ReportData } from '@proposal-desk/shared';
import { cjkFontFiles } from './fonts';
import { buildPdfDocument, PDF_FONT_FAMILY, type ReactPdfModule } from './react-pdf-document';

// Runs in a worker thread: @react-pdf/renderer is ESM-only with top-level await, so it is loaded with a
// native import (no transpiler may turn it into require), and its long synchronous layout stays off
// the server's event loop.

export interface RenderRequest {
  id: number;
  data: ReportData;
}
export type RenderReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

const nativeImport = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<ReactPdfModule>;

const CJK = /[\u2e80-\u9fff\u3000-\u303f\uf900-\ufaff\uff00-\uffef]/;

/** Punctuation that may not start a line: it stays with the character before it. */
const NO_LINE_START = /[，。、；：？！）》」』】〉”’…%]/;

/**
 * Chinese has no spaces: without this react-pdf cannot wrap it and text past the cell edge is lost.
 * Each character becomes a break opportunity (an empty hyphen), except before closing punctuation.
 */
export function splitCjkWord(word: string): string[] {
  if (!CJK.test(word)) return [word];
  const pieces: string[] = [];
  for (const char of Array.from(word)) {
    if (pieces.length && NO_LINE_START.test(char)) pieces[pieces.length - 1] += char;
    else pieces.push(char);
  }
  return pieces.flatMap((piece) => [piece, '']);
}

let loaded: Promise<ReactPdfModule> | undefined;

function reactPdf(): Promise<ReactPdfModule> {
  loaded ??= nativeImport('@react-pdf/renderer').then((rp) => {
    const fonts = cjkFontFiles();
    rp.Font.register({
      family: PDF_FONT_FAMILY,
      fonts: [
        { src: fonts.regular, fontWeight: 400 },
        { src: fonts.bold, fontWeight: 700 },
      ],
    });
    rp.Font.registerHyphenationCallback(splitCjkWord);
    return rp;
  });
  return loaded;
}

async function render(data: ReportData): Promise<Uint8Array> {
  const rp = await reactPdf();
  const buffer = await rp.renderToBuffer(buildPdfDocument(rp, data) as Parameters<ReactPdfModule['renderToBuffer']>[0]);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

parentPort?.on('message', (request: RenderRequest) => {
  render(request.data).then(
    (pdf) => parentPort!.postMessage({ id: request.id, pdf } satisfies RenderReply, [pdf.buffer as ArrayBuffer]),
    (err: unknown) =>
      parentPort!.postMessage({ id: request.id, error: err instanceof Error ? err.message : String(err) } satisfies RenderReply),
  );
});
