import { firedSlotOf } from './fired-slot';

describe('the cron slot a schedule fires for', () => {
  const at = (iso: string) => new Date(iso);

  it('is the latest occurrence at or before pg-boss created the job, however late a worker gets to it', () => {
    // 08:00 in Shanghai is 00:00 UTC.
    expect(firedSlotOf('0 8 * * *', 'Asia/Shanghai', at('2026-03-02T00:00:03.250Z'))).toEqual(at('2026-03-02T00:00:00Z'));
    // A missed occurrence caught up at the next start is the latest before its job.
    expect(firedSlotOf('0 8 * * *', 'Asia/Shanghai', at('2026-03-02T05:41:10Z'))).toEqual(at('2026-03-02T00:00:00Z'));
    expect(firedSlotOf('* * * * *', 'Asia/Shanghai', at('2026-03-02T10:07:00Z'))).toEqual(at('2026-03-02T10:07:00Z'));
    expect(firedSlotOf('* * * * *', 'Asia/Shanghai', at('2026-03-02T10:07:50Z'))).toEqual(at('2026-03-02T10:07:00Z'));
    // A job created a moment before the database clock reached its occurrence (pg-boss reads that clock through a skew).
    expect(firedSlotOf('* * * * *', 'UTC', at('2026-03-02T10:07:59.800Z'))).toEqual(at('2026-03-02T10:08:00Z'));
  });
});
