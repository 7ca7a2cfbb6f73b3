import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type { RateLimitTable } from './rate-limit-table';

/**
 * express-rate-limit's store over the shared table: a fixed window per client, counted by one upsert per request, so
 * the limit holds across every instance on the database rather than per instance.
 */
export class SharedRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly table: RateLimitTable,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const counted = await this.table.read(this.prefix + key);
    return counted && { totalHits: counted.hits, resetTime: counted.resetsAt };
  }

  async increment(key: string): Promise<IncrementResponse> {
    const { hits, resetsAt } = await this.table.count(this.prefix + key, this.windowMs);
    return { totalHits: hits, resetTime: resetsAt };
  }

  decrement(key: string): Promise<void> {
    return this.table.uncount(this.prefix + key);
  }

  resetKey(key: string): Promise<void> {
    return this.table.clear(this.prefix + key);
  }
}
