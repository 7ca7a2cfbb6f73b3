/** The Beijing calendar date as `yyyymmdd`, as the server stamps its export names. */
export function beijingStamp(now: Date): string {
  const beijing = new Date(now.getTime() + 8 * 3600 * 1000);
  return beijing.toISOString().slice(0, 10).replace(/-/g, '');
}
