import { formatBytes } from '@proposal-desk/shared';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { badRequest, refusedBecause } from '../errors';

/** How far an uploaded zip (an .xlsx is one) may unpack: its parts' bytes together, and how many parts it has. */
export interface UnpackLimits {
  maxBytes: number;
  maxParts: number;
}

const tooLarge = (limits: UnpackLimits) => badRequest('member.importTooLargeUnpacked', { max: formatBytes(limits.maxBytes) });

function openZip(data: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // validateEntrySizes: a part that unpacks past the size the directory declares for it is an error at that byte.
    yauzl.fromBuffer(data, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (err, zip) =>
      err ? reject(refusedBecause(badRequest('member.importUnreadable'), err)) : resolve(zip),
    );
  });
}

/** The parts the central directory lists, refused as soon as their declared sizes pass the limit (nothing is unpacked). */
function listParts(zip: ZipFile, limits: UnpackLimits): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const parts: Entry[] = [];
    let bytes = 0;
    zip.on('entry', (entry: Entry) => {
      bytes += entry.uncompressedSize;
      if (bytes > limits.maxBytes) return reject(tooLarge(limits));
      parts.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(parts));
    zip.on('error', (err: unknown) => reject(refusedBecause(badRequest('member.importUnreadable'), err)));
    zip.readEntry();
  });
}

/** Unpacks a part into nothing: yauzl stops it at the size the directory declares, so a part that lies is caught. */
async function unpackIntoNothing(zip: ZipFile, part: Entry): Promise<void> {
  try {
    const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      zip.openReadStream(part, (err, opened) => (err ? reject(err) : resolve(opened))),
    );
    // Its 'end', not stream.finished(): yauzl's part streams end without the 'close' that finished() waits for.
    await new Promise((resolve, reject) => stream.on('end', resolve).on('error', reject).resume());
  } catch (err) {
    throw refusedBecause(badRequest('member.importUnreadable'), err);
  }
}

/**
 * Refuses (400) a zip whose parts would unpack past the limits, before any reader holds it whole: the count and
 * the declared sizes from its central directory first, then each part unpacked and thrown away as it comes, so
 * one that declares less than it holds is refused at its declared size. A file that is no zip is unreadable.
 */
export async function refuseOversizedZip(data: Buffer, limits: UnpackLimits): Promise<void> {
  const zip = await openZip(data);
  try {
    if (zip.entryCount > limits.maxParts) throw badRequest('member.importTooManyParts', { max: limits.maxParts });
    for (const part of await listParts(zip, limits)) await unpackIntoNothing(zip, part);
  } finally {
    zip.close();
  }
}
