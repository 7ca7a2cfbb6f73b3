import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readDataVersion } from '../reports/data-version-queries';
import { PUBLIC_TEXT_VERSION } from './private-data';
import { inPublishedSnapshot, publicRepliesOf, publicReplyIds } from './public-reply-queries';

/** Cases read at once while the file is written. */
export const EXPORT_BATCH = 500;
/** A half-written file this old was left by a process that stopped while writing it. */
const ABANDONED_MS = 60 * 60_000;

const fileName = (stamp: string) => `public-replies-v${PUBLIC_TEXT_VERSION}-${stamp}.json`;

async function written(out: WriteStream, chunk: string): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** `undefined` for a file that is not there (another instance may have just removed it); other failures are thrown. */
async function unlessMissing<T>(work: Promise<T>): Promise<T | undefined> {
  try {
    return await work;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * The open-data export, written once per data version into `folder` (DATA_DIR/public-export, which the instances of a
 * deployment share) and sent from there: every request of the same version streams the same file; a new version's
 * first request writes the next one, reading the cases in batches on one snapshot, and the older files go.
 */
export class PublicExportFiles {
  /** The file this process is writing, joined by every request that needs it meanwhile. */
  private writing: Promise<string> | undefined;
  /** How many files this process has written (for tests). */
  writes = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly folder: string,
    private readonly batch = EXPORT_BATCH,
  ) {}

  /** The export of the data as it is now, open for reading (the caller closes it, or streams it to its end). */
  async open(): Promise<FileHandle> {
    const { stamp } = await readDataVersion(this.db);
    const kept = await unlessMissing(open(path.join(this.folder, fileName(stamp)), 'r'));
    if (kept) return kept;
    // Another instance may remove a file between its writing and its opening here: write again then.
    for (let attempt = 0; attempt < 3; attempt++) {
      const file = await this.writeOnce();
      const handle = await unlessMissing(open(file, 'r'));
      if (handle) return handle;
    }
    throw new Error(`the public export could not be kept in ${this.folder}`);
  }

  private writeOnce(): Promise<string> {
    this.writing ??= this.write().finally(() => {
      this.writing = undefined;
    });
    return this.writing;
  }

  private async write(): Promise<string> {
    await mkdir(this.folder, { recursive: true });
    const startedAt = Date.now();
    const file = await inPublishedSnapshot(this.db, async (trx, stamp) => {
      const final = path.join(this.folder, fileName(stamp));
      if (await unlessMissing(stat(final))) return final;
      const part = path.join(this.folder, `${fileName(stamp)}.${randomUUID()}.part`);
      const out = createWriteStream(part);
      try {
        const { ids } = await publicReplyIds(trx, {}, Number.MAX_SAFE_INTEGER);
        await written(out, `{"generatedAt":${JSON.stringify(new Date().toISOString())},"replies":[`);
        for (let from = 0; from < ids.length; from += this.batch) {
          const rows = await publicRepliesOf(trx, ids.slice(from, from + this.batch));
          await written(out, (from > 0 ? ',' : '') + rows.map((row) => JSON.stringify(row)).join(','));
        }
        out.end(']}');
        await once(out, 'finish');
        await rename(part, final);
      } catch (err) {
        out.destroy();
        await rm(part, { force: true });
        throw err;
      }
      this.writes += 1;
      return final;
    });
    await this.removeOlder(file, startedAt);
    return file;
  }

  /** Removes the files of older versions, and half-written ones abandoned long ago. */
  private async removeOlder(kept: string, before: number): Promise<void> {
    const now = Date.now();
    for (const name of await readdir(this.folder)) {
      const file = path.join(this.folder, name);
      if (file === kept) continue;
      const found = await unlessMissing(stat(file));
      if (!found) continue;
      const old = name.endsWith('.part') ? found.mtimeMs < now - ABANDONED_MS : found.mtimeMs < before;
      if (old) await rm(file, { force: true });
    }
  }
}
