import type { MessageKey } from '@proposal-desk/shared';

/** An error with a status and a catalogue message; the error middleware turns it into the envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
  }
}

export const badRequest = (key: MessageKey, params?: Record<string, string | number>) => new ApiError(400, key, params);
export const unauthorized = (key: MessageKey = 'auth.tokenInvalid', params?: Record<string, string | number>) =>
  new ApiError(401, key, params);
export const forbidden = (key: MessageKey = 'auth.forbidden') => new ApiError(403, key);
export const notFound = (key: MessageKey = 'common.notFound') => new ApiError(404, key);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'common.tooMany', {}, { 'Retry-After': String(retryAfterSeconds) });
