import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';

// A Word document as a reader gets it: its parts, its paragraphs' text, and LibreOffice opening it.

const dir = mkdtempSync(path.join(os.tmpdir(), 'pd-docx-'));
let count = 0;

/** The document's XML parts by name (word/document.xml, word/styles.xml, word/settings.xml, the footers…). */
export function docxParts(docx: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(docx)).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

const unescape = (text: string) =>
  text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&apos;', "'").replaceAll('&amp;', '&');

/** The text of each paragraph of the body, tables' cells included, in order. */
export function docxParagraphs(docx: Uint8Array): string[] {
  const xml = docxParts(docx)['word/document.xml'] ?? '';
  return xml
    .split('</w:p>')
    .map((part) => unescape([...part.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('')))
    .filter((text) => text !== '');
}

/**
 * LibreOffice converts the document to PDF as an office PC would open it; it refuses (no output) a file it
 * would have to repair. Answers the PDF's bytes.
 */
export function convertWithLibreOffice(docx: Uint8Array): Buffer {
  const name = `document-${++count}`;
  const file = path.join(dir, `${name}.docx`);
  writeFileSync(file, docx);
  const profile = `file://${path.join(dir, `profile-${process.pid}`)}`;
  execFileSync('soffice', [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, file], {
    stdio: 'pipe',
    timeout: 120_000,
  });
  return readFileSync(path.join(dir, `${name}.pdf`));
}
