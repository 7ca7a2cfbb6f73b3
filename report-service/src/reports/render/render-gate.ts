import { DomainError } from '../../errors';

// A bounded gate for report renders: the downloads pass one (ReportRenderer.gate), the batch worker's
// renders another (its WORKERS slots); see ReportRenderer for which bounds what. A small semaphore of
// our own: it needs to refuse when its queue is full and to tell how long the wait would be, which the
// queue libraries (p-queue, p-limit) do not offer together.

/** Busy, with when to come back: the caller should retry later instead of adding to the queue. */
export class RenderQueueFullError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super('busy', 'run.busy', {}, retryAfterSeconds);
  }
}

export class RenderAbortedError extends Error {
  constructor() {
    super('render cancelled');
  }
}

export interface GateOptions {
  /** Renders at once. */
  concurrency: number;
  /** Renders that may wait for a slot; a refusing caller beyond this gets RenderQueueFullError. */
  maxQueued: number;
}

export interface RunOptions {
  /** Stops waiting (and tells the work) when aborted. */
  signal?: AbortSignal | undefined;
  /** A download refuses when the queue is full; a batch job waits its turn. */
  refuseWhenFull?: boolean;
}

interface Waiter {
  start(): void;
  cancel(): void;
}

const FIRST_GUESS_MS = 2000;

export class RenderGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /** Moving average of render time, for Retry-After. */
  private averageMs = FIRST_GUESS_MS;

  constructor(private readonly options: GateOptions) {}

  stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Seconds until a new render would likely start: the queue ahead of it spread over the slots. */
  retryAfterSeconds(): number {
    const ahead = this.waiting.length + 1;
    return Math.max(1, Math.ceil((ahead * this.averageMs) / this.options.concurrency / 1000));
  }

  async run<T>(work: (signal: AbortSignal | undefined) => Promise<T>, options: RunOptions = {}): Promise<T> {
    const { signal, refuseWhenFull = false } = options;
    if (signal?.aborted) throw new RenderAbortedError();
    if (this.running >= this.options.concurrency) {
      if (refuseWhenFull && this.waiting.length >= this.options.maxQueued) throw new RenderQueueFullError(this.retryAfterSeconds());
      await this.waitForSlot(signal);
    } else this.running += 1;
    const started = Date.now();
    try {
      return await work(signal);
    } finally {
      this.averageMs = this.averageMs * 0.8 + (Date.now() - started) * 0.2;
      this.release();
    }
  }

  /** Resolves holding a slot (handed over by `release`), or rejects when the signal aborts first. */
  private waitForSlot(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => waiter.cancel();
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        cancel: () => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(new RenderAbortedError());
        },
      };
      this.waiting.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next.start();
    else this.running -= 1;
  }
}
