import type { Generated } from 'kysely';
import type { Json } from './schema';

/** A request or sign-in limit's row (migration 034): a fixed window's count, or a limiter's own mark, until it expires. */
export interface RateLimitsTable {
  key: string;
  hits: Generated<number>;
  mark: Json<unknown> | null;
  expires_at: Date;
}
