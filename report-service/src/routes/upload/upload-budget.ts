import { formatBytes } from '@proposal-desk/shared';
import { ApiError } from '../../errors';
import { beijingDayOf } from '../../lib/beijing-time';

/** Seconds until the next Beijing day, when the daily quota starts again. */
function secondsToNextDay(now: Date): number {
  const nextDay = new Date(`${beijingDayOf(now)}T00:00:00+08:00`).getTime() + 86_400_000;
  return Math.max(1, Math.ceil((nextDay - now.getTime()) / 1000));
}

/** 413: the files of one upload call are more than it may store in all. */
export const requestTooLarge = (cap: number) => new ApiError(413, 'upload.requestTooLarge', { max: formatBytes(cap) });

/** 429: the caller stored their day's quota; Retry-After says when the next day starts. */
export const dailyQuotaUsed = (quota: number, now = new Date()) =>
  new ApiError(429, 'upload.dailyQuotaUsed', { max: formatBytes(quota) }, { 'Retry-After': String(secondsToNextDay(now)) });

export interface UploadLimits {
  /** What one file may be (UPLOAD_MAX_BYTES): the parser refuses a larger one with a message of its own. */
  fileBytes: number;
  /** What one call may store in all (UPLOAD_MAX_REQUEST_BYTES). */
  requestBytes: number;
  /** What one user may store in a Beijing day (UPLOAD_DAILY_BYTES), and what they stored today before this call. */
  dayBytes: number;
  storedToday: number;
}

/** The bytes one upload call has received so far, against what it may store. */
export class UploadBudget {
  #received = 0;

  constructor(readonly limits: UploadLimits) {}

  /**
   * Counts `bytes` more of a file now `fileSize` long; answers the refusal once the call is past a limit. The bytes
   * of a file past its own limit are not counted: the parser refuses that file, naming its limit.
   */
  take(bytes: number, fileSize: number): ApiError | null {
    const { fileBytes, requestBytes, dayBytes, storedToday } = this.limits;
    if (fileSize > fileBytes) return null;
    this.#received += bytes;
    if (this.#received > requestBytes) return requestTooLarge(requestBytes);
    if (storedToday + this.#received > dayBytes) return dailyQuotaUsed(dayBytes);
    return null;
  }
}
