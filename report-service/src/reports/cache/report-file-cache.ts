import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, unlinkSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { RenderAbortedError } from '../render/render-gate';

/** What a cached file is sent with. */
export interface CachedFileMeta {
  name: string;
  fallbackName: string;
  contentType: string;
}

/** A cached file held for sending: it stays on disk until released, even if evicted meanwhile. */
export interface FileLease {
  readonly file: string;
  readonly size: number;
  readonly meta: CachedFileMeta;
  /** `kept`: the file was there; `joined`: it came from a render another caller had started; `rendered`: from this caller's. */
  readonly source: 'kept' | 'joined' | 'rendered';
  release(): void;
}

/** Writes the file of a key at `file` and tells how to send it; stops when `signal` aborts. */
export type ProduceFile = (file: string, signal: AbortSignal) => Promise<CachedFileMeta>;

interface Entry {
  file: string;
  size: number;
  meta: CachedFileMeta;
  leases: number;
  evicted: boolean;
}

interface Flight {
  done: Promise<Entry>;
  controller: AbortController;
  waiters: number;
}

/**
 * Report files kept on disk by key, with one render per key at a time: callers asking for a key being
 * produced wait for that render (which stops only when all of them have gone), and the finished file is kept
 * for the next caller. Least recently used files go once the total passes `maxBytes` (0 keeps none beyond
 * the callers already waiting for them). The folder is this cache's own and is emptied when it starts.
 */
export class ReportFileCache {
  private readonly entries = new Map<string, Entry>();
  private readonly flights = new Map<string, Flight>();
  private bytes = 0;
  private renders = 0;

  constructor(
    private readonly folder: string,
    private readonly maxBytes: number,
    /** Told of a kept file that could not be deleted (the cache then holds less than it counts). */
    private readonly logger: Pick<Logger, 'warn'>,
  ) {
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
  }

  /** How many files were produced since start, and what is kept now (for tests and the bench). */
  stats(): { renders: number; files: number; bytes: number } {
    return { renders: this.renders, files: this.entries.size, bytes: this.bytes };
  }

  /** The file of `key`: the kept one, the one being produced, or a new one from `produce`. */
  async obtain(key: string, produce: ProduceFile, signal?: AbortSignal): Promise<FileLease> {
    const kept = this.entries.get(key);
    if (kept) {
      this.touch(key, kept);
      return this.lease(kept, 'kept');
    }
    const joined = this.flights.get(key);
    const flight = joined ?? this.start(key, produce);
    return this.lease(await this.wait(key, flight, signal), joined ? 'joined' : 'rendered');
  }

  private start(key: string, produce: ProduceFile): Flight {
    const controller = new AbortController();
    const file = path.join(this.folder, `${randomUUID()}.part`);
    const flight: Flight = { controller, waiters: 0, done: Promise.resolve(undefined as never) };
    flight.done = (async () => {
      try {
        const meta = await produce(file, controller.signal);
        const final = file.replace(/\.part$/, '');
        await rename(file, final);
        const { size } = await stat(final);
        this.renders += 1;
        const entry: Entry = { file: final, size, meta, leases: 0, evicted: false };
        this.entries.set(key, entry);
        this.bytes += size;
        return entry;
      } catch (err) {
        await rm(file, { force: true });
        throw err;
      } finally {
        if (this.flights.get(key) === flight) this.flights.delete(key);
      }
    })();
    // A render whose callers have all gone still settles with nobody to hear it: every caller still waiting gets its
    // failure (and its request logs it), and with none left the render was stopped on purpose. This handler only
    // keeps that settled promise from counting as an unhandled rejection.
    // eslint-disable-next-line no-restricted-syntax -- see above: nothing of the failure is lost
    flight.done.catch(() => undefined);
    this.flights.set(key, flight);
    return flight;
  }

  /** Waits for a flight as one of its callers; the last caller to give up stops it. */
  private wait(key: string, flight: Flight, signal: AbortSignal | undefined): Promise<Entry> {
    if (signal?.aborted) return Promise.reject(new RenderAbortedError());
    flight.waiters += 1;
    if (!signal) return flight.done;
    return new Promise<Entry>((resolve, reject) => {
      const leave = () => {
        flight.waiters -= 1;
        if (flight.waiters === 0) {
          // A caller arriving now must start afresh, not join a render being stopped.
          if (this.flights.get(key) === flight) this.flights.delete(key);
          flight.controller.abort();
        }
        reject(new RenderAbortedError());
      };
      signal.addEventListener('abort', leave, { once: true });
      flight.done.then(
        (entry) => {
          signal.removeEventListener('abort', leave);
          resolve(entry);
        },
        (err: unknown) => {
          signal.removeEventListener('abort', leave);
          reject(err);
        },
      );
    });
  }

  private lease(entry: Entry, source: FileLease['source']): FileLease {
    entry.leases += 1;
    let released = false;
    // Evicting happens here, once the new file is leased, so a file over the cap still reaches its callers.
    this.evict();
    return {
      file: entry.file,
      size: entry.size,
      meta: entry.meta,
      source,
      release: () => {
        if (released) return;
        released = true;
        entry.leases -= 1;
        if (entry.evicted && entry.leases === 0) this.removeFile(entry.file);
        this.evict();
      },
    };
  }

  private touch(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  /** Drops the least recently used files until the total fits; a file being sent is deleted once released. */
  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      this.entries.delete(key);
      this.bytes -= entry.size;
      entry.evicted = true;
      if (entry.leases === 0) this.removeFile(entry.file);
    }
  }

  private removeFile(file: string): void {
    try {
      unlinkSync(file);
    } catch (err) {
      // Already gone (the folder was emptied) is nothing to free; any other failure leaves a file on disk.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
        this.logger.warn({ err, file }, 'a report file left the cache but not the disk');
    }
  }
}
