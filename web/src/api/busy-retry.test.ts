import { describe, expect, it } from 'vitest';
import { BUSY_MAX_WAIT_SECONDS, retryAfterSeconds, retryWhileBusy, ServerBusyError } from './busy-retry';

const busy = (seconds: number) => new ServerBusyError(seconds, '异常：服务器繁忙');

/** A call that is refused as busy with these waits, then answers 'file'. */
function refusedThen(waits: number[]) {
  let calls = 0;
  const call = async () => {
    calls += 1;
    const refusal = waits[calls - 1];
    if (refusal !== undefined) throw busy(refusal);
    return 'file';
  };
  return { call, calls: () => calls };
}

describe('a download while the server is busy', () => {
  it('waits what the server asks before each retry, telling each wait, and answers once it is served', async () => {
    const { call, calls } = refusedThen([3, 0.2, 120]);
    const waited: number[] = [];
    const told: [number, number][] = [];
    const result = await retryWhileBusy(call, {
      wait: async (ms) => void waited.push(ms),
      onWait: (seconds, retry) => told.push([seconds, retry]),
    });
    expect(result).toBe('file');
    expect(calls()).toBe(4);
    // At least a second, at most BUSY_MAX_WAIT_SECONDS, whatever Retry-After says.
    expect(waited).toEqual([3000, 1000, BUSY_MAX_WAIT_SECONDS * 1000]);
    expect(told).toEqual([
      [3, 1],
      [1, 2],
      [BUSY_MAX_WAIT_SECONDS, 3],
    ]);
  });

  it('gives up with the refusal after its retries', async () => {
    const { call, calls } = refusedThen([1, 1, 1, 1]);
    await expect(retryWhileBusy(call, { maxRetries: 2, wait: async () => undefined })).rejects.toBeInstanceOf(ServerBusyError);
    expect(calls()).toBe(3);
  });

  it('never retries another failure', async () => {
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('异常：报表生成失败');
    };
    await expect(retryWhileBusy(failing, { wait: async () => undefined })).rejects.toThrow('报表生成失败');
    expect(calls).toBe(1);
  });

  it('stops waiting when cancelled, without another call', async () => {
    const { call, calls } = refusedThen([5, 5]);
    const controller = new AbortController();
    const done = retryWhileBusy(call, { signal: controller.signal, onWait: () => controller.abort() });
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls()).toBe(1);
  });

  it('reads Retry-After in seconds, and counts anything else as 2 s', () => {
    expect(retryAfterSeconds('7')).toBe(7);
    expect(retryAfterSeconds(undefined)).toBe(2);
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:28:00 GMT')).toBe(2);
  });
});
