import { API_PATHS, type ReportRunView, withParams } from '@proposal-desk/shared';
import { api, type Instance, type Served } from './instances';

// A batch pack through the instances' API: started, its instance killed with `kill -9` midway, then followed to its end.

export function kill9(instance: Instance): Promise<number | null> {
  instance.child.kill('SIGKILL');
  return instance.exited;
}

export async function runOf(via: Served, token: string, id: number): Promise<ReportRunView> {
  const res = await api<ReportRunView>(via, token, withParams(API_PATHS.reportRun, { id }));
  if (res.status !== 200) throw new Error(`run ${id}: ${res.status} ${res.body.msg}`);
  return res.body.data;
}

/** Asks `probe` every half second until it answers something, or fails naming `what` (and `explain`'s account). */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  explain: () => Promise<string> = async () => '',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${what}\n${await explain().catch((error: Error) => error.message)}`);
}

const settled = (run: ReportRunView) => run.status !== 'queued' && run.status !== 'running';

/** Starts a pack through `via`, waits until some files are rendered, kills `victim` (an instance rendering it), and returns the run id. */
export async function packKilledMidway(via: Served, token: string, victim: Instance): Promise<number> {
  const created = await api<{ id: number }>(via, token, API_PATHS.reportRuns, {
    method: 'POST',
    body: { pack: { body: 'NPC' }, formats: 'xlsx' },
  });
  expect(created.status).toBe(200);
  const id = created.body.data.id;
  const midway = await waitFor(
    'a few files rendered',
    async () => {
      const run = await runOf(via, token, id);
      return run.done >= 2 ? run : undefined;
    },
    120000,
  );
  expect(midway.done).toBeLessThan(midway.total);
  await kill9(victim);
  return id;
}

/** Follows the run through `via` to its end: complete, every file once, and its ZIP downloads. */
export async function expectCompleteWithoutDuplicates(via: Served, token: string, id: number): Promise<void> {
  const run = await waitFor(
    'the run to finish',
    async () => {
      const current = await runOf(via, token, id);
      return settled(current) ? current : undefined;
    },
    180000,
  );
  expect(run).toMatchObject({ status: 'complete', failed: 0 });
  expect(run.done).toBe(run.total);
  expect(run.items.every((item) => item.status === 'complete' && (item.bytes ?? 0) > 0)).toBe(true);
  const zip = await fetch(`${via.url}${withParams(API_PATHS.reportRunZip, { id })}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(zip.status).toBe(200);
  // Read to the end: an unread body keeps its connection open after the test.
  expect(
    Buffer.from(await zip.arrayBuffer())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
}
