import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { attachmentDisposition, breakOffDownload } from '../../http/download';

export interface StreamedDownload {
  chunks: AsyncIterable<Uint8Array>;
  size: number;
  name: string;
  contentType: string;
}

/** The chunks as they come, refusing to end on a length other than the one announced (a file removed meanwhile). */
async function* exactly(chunks: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Uint8Array> {
  let sent = 0;
  for await (const chunk of chunks) {
    sent += chunk.byteLength;
    yield chunk;
  }
  if (sent !== size) throw new Error(`a stored file ended after ${sent} of its ${size} bytes`);
}

/** Sends a stored file as it is read, a chunk at a time; a failure after the first bytes cuts the connection. */
export async function streamStoredFile(res: Response, download: StreamedDownload): Promise<void> {
  res.setHeader('Content-Type', download.contentType);
  res.setHeader('Content-Length', String(download.size));
  res.setHeader('Content-Disposition', attachmentDisposition(download.name));
  res.setHeader('Cache-Control', 'private');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  try {
    // One chunk read ahead at most: the response takes what the client reads.
    await pipeline(Readable.from(exactly(download.chunks, download.size), { highWaterMark: 1 }), res);
  } catch (err) {
    breakOffDownload(res, err);
  }
}
