import { RenderAbortedError, RenderGate, RenderQueueFullError } from './render-gate';

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

describe('RenderGate', () => {
  it('runs at most `concurrency` renders and starts waiting ones in order', async () => {
    const gate = new RenderGate({ concurrency: 2, maxQueued: 5 });
    const order: number[] = [];
    const holds = [deferred(), deferred(), deferred()];
    const runs = holds.map((hold, i) =>
      gate.run(async () => {
        order.push(i);
        await hold.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(gate.stats()).toEqual({ running: 2, waiting: 1 });
    expect(order).toEqual([0, 1]);
    holds[0]!.release();
    await runs[0];
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([0, 1, 2]);
    holds[1]!.release();
    holds[2]!.release();
    await expect(Promise.all(runs)).resolves.toEqual([0, 1, 2]);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a download as busy, saying when to come back, when the queue is full, while batch work still queues', async () => {
    const gate = new RenderGate({ concurrency: 1, maxQueued: 1 });
    const hold = deferred();
    const running = gate.run(() => hold.promise);
    const queued = gate.run(() => Promise.resolve('queued'), { refuseWhenFull: true });
    const refused = gate.run(() => Promise.resolve('never'), { refuseWhenFull: true });
    await expect(refused).rejects.toBeInstanceOf(RenderQueueFullError);
    const error = (await refused.catch((e: unknown) => e)) as RenderQueueFullError;
    expect(error.kind).toBe('busy');
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    const batch = gate.run(() => Promise.resolve('batch'));
    expect(gate.stats().waiting).toBe(2);
    hold.release();
    await running;
    await expect(queued).resolves.toBe('queued');
    await expect(batch).resolves.toBe('batch');
  });

  it('drops a waiting render whose signal aborts, and never starts it', async () => {
    const gate = new RenderGate({ concurrency: 1, maxQueued: 5 });
    const hold = deferred();
    const running = gate.run(() => hold.promise);
    const controller = new AbortController();
    let started = false;
    const waiting = gate.run(
      async () => {
        started = true;
      },
      { signal: controller.signal },
    );
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(RenderAbortedError);
    expect(gate.stats()).toEqual({ running: 1, waiting: 0 });
    hold.release();
    await running;
    expect(started).toBe(false);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
