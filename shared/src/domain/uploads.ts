import { z } from 'zod';
import { withParams } from '../api/call';

/** The file types the upload accepts (spec §9), each with the Content-Type it is served with. */
export const UPLOAD_TYPES = {
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  rar: 'application/vnd.rar',
  zip: 'application/zip',
  '7z': 'application/x-7z-compressed',
  txt: 'text/plain; charset=utf-8',
} as const;

export type UploadExtension = keyof typeof UPLOAD_TYPES;

/** The accepted extensions, without the dot. */
export const UPLOAD_EXTENSIONS = Object.keys(UPLOAD_TYPES) as UploadExtension[];

/** The `accept` attribute of a file input for the accepted types (`.doc,.docx,…`). */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/**
 * Length of the random suffix the server adds directly before the extension (`报告` → `报告Ab3d…9p.pdf`):
 * the original client drops exactly that many characters when it shows a name.
 */
export const NAME_SUFFIX_LENGTH = 16;

/** The suffix of a stored name: 16 URL-safe characters (base64url) ending the base. */
const SUFFIX_PATTERN = new RegExp(`^(.+)[A-Za-z0-9_-]{${NAME_SUFFIX_LENGTH}}$`, 's');
/** Files stored before the suffix followed the spec carry `_` and 16 letters or digits. */
const OLD_SUFFIX_PATTERN = new RegExp(`^(.+)_[A-Za-z0-9]{${NAME_SUFFIX_LENGTH}}$`, 's');

/** Splits a file name into base and extension (with its dot; '' when there is none). */
export function splitFileName(name: string): { base: string; ext: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return { base: name, ext: '' };
  return { base: name.slice(0, dot), ext: name.slice(dot) };
}

/** The lower-case extension of a file name without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  return splitFileName(name).ext.slice(1).toLowerCase();
}

/** The accepted extension of a file name (lower case), or null when its type is not accepted. */
export function acceptedExtensionOf(name: string): UploadExtension | null {
  const ext = extensionOf(name);
  return Object.prototype.hasOwnProperty.call(UPLOAD_TYPES, ext) ? (ext as UploadExtension) : null;
}

/** Whether a file name has one of the accepted extensions. */
export function isAcceptedUpload(name: string): boolean {
  return acceptedExtensionOf(name) !== null;
}

/** Inserts the suffix directly before the extension: `报告.docx` + `Ab…` → `报告Ab….docx`. */
export function addNameSuffix(name: string, suffix: string): string {
  const { base, ext } = splitFileName(name);
  return `${base}${suffix}${ext}`;
}

/**
 * The name of a stored file as people see it: without the 16-character suffix before the extension
 * (`报告Ab3d…9p.pdf` → `报告.pdf`), or without `_` and 16 letters or digits for a file stored before
 * names followed the spec (`报告_Ab3d…9p.pdf` → `报告.pdf`). A base of 16 characters or fewer, or one
 * not ending in URL-safe characters, has no suffix and stays as it is.
 */
export function stripNameSuffix(name: string): string {
  const { base, ext } = splitFileName(name);
  const kept = OLD_SUFFIX_PATTERN.exec(base)?.[1] ?? SUFFIX_PATTERN.exec(base)?.[1];
  return kept === undefined ? name : `${kept}${ext}`;
}

/** An uploaded file as the API answers it and as attachments keep it. */
export const UploadedFile = z.object({ name: z.string(), url: z.string() });
export type UploadedFile = z.infer<typeof UploadedFile>;

/**
 * The path of the download call (`downloadFile` of api/calls/files.ts declares it with this constant): kept here
 * so that declaration can take UploadedFile from this module without an import cycle.
 */
export const DOWNLOAD_FILE_PATH = '/api/Upload/GetFile/:id/:name';

/** The download address of a stored file. */
export function fileUrl(id: number, storedName: string): string {
  return withParams(DOWNLOAD_FILE_PATH, { id, name: storedName });
}

/** The attachment string of a file: `name|url`. */
export function formatAttachment(file: UploadedFile): string {
  return `${file.name}|${file.url}`;
}

/**
 * Reads an attachment string `name|url` (the url is split at the last `|`); a string without `|` is
 * taken as a bare url named after its last path segment. Null for a blank string.
 */
export function parseAttachment(text: string): (UploadedFile & { displayName: string }) | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const bar = trimmed.lastIndexOf('|');
  const url = bar < 0 ? trimmed : trimmed.slice(bar + 1).trim();
  const name = bar < 0 ? decodeSegment(url.split('/').pop() ?? '') : trimmed.slice(0, bar).trim();
  return { name, url, displayName: stripNameSuffix(name) };
}

/**
 * Several attachments are joined with `,` (a stored url never holds one: its name is URI-encoded). A name
 * may hold commas, so a piece only ends an entry when the text after its last `|` looks like a url.
 */
export const ATTACHMENT_SEPARATOR = ',';

const looksLikeUrl = (text: string) => /^(\/|https?:\/\/)/i.test(text.trim());

/** The attachment string of several files: `name|url,name|url`. */
export function formatAttachments(files: readonly UploadedFile[]): string {
  return files.map(formatAttachment).join(ATTACHMENT_SEPARATOR);
}

/** Reads an attachment string of one or several files (blank entries are skipped). */
export function parseAttachments(text: string | null | undefined): Array<UploadedFile & { displayName: string }> {
  const entries: string[] = [];
  let pending = '';
  for (const piece of (text ?? '').split(ATTACHMENT_SEPARATOR)) {
    pending = pending ? `${pending}${ATTACHMENT_SEPARATOR}${piece}` : piece;
    const bar = piece.lastIndexOf('|');
    if (looksLikeUrl(bar < 0 ? piece : piece.slice(bar + 1))) {
      entries.push(pending);
      pending = '';
    }
  }
  if (pending.trim()) entries.push(pending);
  return entries.map(parseAttachment).filter((entry): entry is UploadedFile & { displayName: string } => entry !== null);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch (err) {
    // A stray % is part of the name as written, not an escape.
    if (err instanceof URIError) return segment;
    throw err;
  }
}

/** A byte count for people: `2 KB`, `50 MB`. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '');
  return `${rounded} ${units[unit]}`;
}
