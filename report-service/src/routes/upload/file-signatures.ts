import type { UploadExtension } from '@proposal-desk/shared';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF = ascii('%PDF-');

const isZip = (b: Uint8Array) => startsWith(b, ZIP_LOCAL) || startsWith(b, ZIP_EMPTY);
const isOle = (b: Uint8Array) => startsWith(b, OLE);
const isOoxml = (b: Uint8Array) => startsWith(b, ZIP_LOCAL);
const isJpeg = (b: Uint8Array) => startsWith(b, [0xff, 0xd8, 0xff]);

// Readers accept a PDF header anywhere in the first 1024 bytes, so do we.
function isPdf(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 1024) - PDF.length;
  for (let at = 0; at <= end; at += 1) if (startsWith(bytes, PDF, at)) return true;
  return false;
}

/** The content check of each accepted type: its magic bytes; plain text has none. */
const CONTENT_CHECKS: Record<UploadExtension, (bytes: Uint8Array) => boolean> = {
  pdf: isPdf,
  png: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: isJpeg,
  jpeg: isJpeg,
  gif: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
  bmp: (b) => startsWith(b, ascii('BM')) && b.length > 14,
  webp: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
  zip: isZip,
  docx: isOoxml,
  xlsx: isOoxml,
  pptx: isOoxml,
  doc: isOle,
  xls: isOle,
  ppt: isOle,
  rar: (b) => startsWith(b, ascii('Rar!\x1a\x07')),
  '7z': (b) => startsWith(b, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]),
  txt: () => true,
};

/** Whether a file's bytes look like what its extension says. */
export function contentMatchesExtension(ext: UploadExtension, bytes: Uint8Array): boolean {
  return CONTENT_CHECKS[ext](bytes);
}
