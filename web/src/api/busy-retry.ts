/** An answer 429 to a call that waits and retries when the server is busy (a report download). */
export class ServerBusyError extends Error {
  constructor(
    /** The wait the server asked for (its Retry-After), in seconds. */
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(message);
    this.name = 'ServerBusyError';
  }
}

/** How a busy download waits: told before each wait, stopped by its signal. */
export interface BusyRetryOptions {
  signal?: AbortSignal;
  /** Called before each wait with its length in seconds and the number of the retry that follows it. */
  onWait?: (seconds: number, retry: number) => void;
  /** Retries after the first refusal; then the refusal stands. */
  maxRetries?: number;
  /** Waits `ms` or until the signal aborts (tests pass their own). */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** Retries of a busy download: with the server's usual waits of a few seconds, about a minute and a half. */
export const BUSY_MAX_RETRIES = 10;
/** The longest single wait, whatever Retry-After says. */
export const BUSY_MAX_WAIT_SECONDS = 30;

/** The seconds of a Retry-After header (whole seconds; an HTTP date or nothing counts as 2 s). */
export function retryAfterSeconds(header: unknown): number {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : 2;
}

export function abortableWait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => {
      clearTimeout(timer);
      reject(new DOMException('The download was cancelled', 'AbortError'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    if (signal?.aborted) aborted();
    else signal?.addEventListener('abort', aborted, { once: true });
  });
}

/**
 * Calls until the server is no longer busy: after each ServerBusyError it waits what the server asked
 * (at least 1 s, at most BUSY_MAX_WAIT_SECONDS) and calls again, up to `maxRetries` times. Other errors,
 * and a cancel through the signal, end it at once.
 */
export async function retryWhileBusy<T>(call: () => Promise<T>, options: BusyRetryOptions = {}): Promise<T> {
  const { signal, onWait, maxRetries = BUSY_MAX_RETRIES, wait = abortableWait } = options;
  for (let retry = 1; ; retry += 1) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ServerBusyError) || retry > maxRetries || signal?.aborted) throw error;
      const seconds = Math.min(Math.max(Math.ceil(error.retryAfterSeconds), 1), BUSY_MAX_WAIT_SECONDS);
      onWait?.(seconds, retry);
      await wait(seconds * 1000, signal);
    }
  }
}
