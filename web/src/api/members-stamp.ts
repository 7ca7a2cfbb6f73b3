import { officeDay } from '../utils/format-time';

/** The Beijing calendar date as `yyyymmdd`, as the server stamps its export names. */
export function beijingStamp(now: Date): string {
  return officeDay(now).replace(/-/g, '');
}
