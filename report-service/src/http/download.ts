import type { Response } from 'express';

// RFC 5987 attr-char excludes these, which encodeURIComponent leaves alone.
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** An ASCII stand-in for a name: other characters become `_`; a name left without letters becomes `download`. */
export function asciiFileName(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]+/g, '_').replace(/["\\]/g, '_');
  const dot = ascii.lastIndexOf('.');
  const base = dot > 0 ? ascii.slice(0, dot) : ascii;
  const ext = dot > 0 ? ascii.slice(dot) : '';
  return /[A-Za-z0-9]/.test(base) ? ascii : `download${ext}`;
}

/** `attachment` with an ASCII fallback name and the UTF-8 name of RFC 5987 (`filename*=UTF-8''…`). */
export function attachmentDisposition(name: string, fallback: string = asciiFileName(name)): string {
  return `attachment; filename="${asciiFileName(fallback)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

export interface Download {
  body: Uint8Array;
  name: string;
  fallbackName?: string;
  contentType: string;
  cacheControl: 'no-store' | 'private';
}

/** Sends bytes as a file download. */
export function sendDownload(res: Response, download: Download): void {
  res.setHeader('Content-Type', download.contentType);
  res.setHeader('Content-Length', String(download.body.byteLength));
  res.setHeader('Content-Disposition', attachmentDisposition(download.name, download.fallbackName));
  res.setHeader('Cache-Control', download.cacheControl);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(Buffer.from(download.body.buffer, download.body.byteOffset, download.body.byteLength));
}

/** Whether a stream error means the client went away (nothing to log: nobody is left to receive the file). */
const clientLeft = (res: Response, error: unknown) =>
  res.req.destroyed || (error as NodeJS.ErrnoException | undefined)?.code === 'ERR_STREAM_PREMATURE_CLOSE';

/**
 * A download that failed after its first bytes: no envelope can follow, so the connection is cut and the
 * client sees a failed download (its length or its chunked ending never arrives), never a shorter file.
 * The failure is logged with the request's id unless the client itself left. Before any byte, it is thrown.
 */
export function breakOffDownload(res: Response, error: unknown): void {
  if (!res.headersSent) throw error;
  if (clientLeft(res, error)) res.req.log?.info({ err: error }, 'the client left during a download');
  else res.req.log?.error({ err: error }, 'a download failed after its first bytes');
  res.destroy(error instanceof Error ? error : undefined);
}
