import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RenderAbortedError } from '../render/render-gate';
import { ReportFileCache, type CachedFileMeta, type ProduceFile } from './report-file-cache';

const META: CachedFileMeta = { name: 'a.pdf', fallbackName: 'a.pdf', contentType: 'application/pdf' };

/** A render that writes `content` once `finish()` is called, and says whether it was told to stop. */
function heldRender(content: string) {
  let finish!: () => void;
  const released = new Promise<void>((resolve) => (finish = resolve));
  const state = { calls: 0, aborted: false };
  const produce: ProduceFile = async (file, signal) => {
    state.calls += 1;
    signal.addEventListener('abort', () => (state.aborted = true));
    await released;
    if (signal.aborted) throw new RenderAbortedError();
    await writeFile(file, content);
    return META;
  };
  return { produce, finish, state };
}

const writing =
  (content: string): ProduceFile =>
  async (file) => {
    await writeFile(file, content);
    return META;
  };

const newCache = (maxBytes: number, logger = { warn: jest.fn() }) =>
  new ReportFileCache(path.join(mkdtempSync(path.join(os.tmpdir(), 'pd-cache-')), 'files'), maxBytes, logger);

describe('ReportFileCache', () => {
  it('renders once for callers asking for one key at the same time, and keeps the file for the next', async () => {
    const cache = newCache(1024);
    const render = heldRender('one render');
    const waiting = [cache.obtain('k', render.produce), cache.obtain('k', render.produce), cache.obtain('k', render.produce)];
    render.finish();
    const leases = await Promise.all(waiting);
    expect(render.state.calls).toBe(1);
    expect(leases.map((lease) => readFileSync(lease.file, 'utf8'))).toEqual(['one render', 'one render', 'one render']);
    expect(leases.map((lease) => lease.source)).toEqual(['rendered', 'joined', 'joined']);
    leases.forEach((lease) => lease.release());

    const again = await cache.obtain('k', writing('never written'));
    expect(again.source).toBe('kept');
    expect(readFileSync(again.file, 'utf8')).toBe('one render');
    expect(cache.stats()).toMatchObject({ renders: 1, files: 1, bytes: 'one render'.length });
  });

  it('goes on rendering while one caller is still waiting, and stops once every caller has gone', async () => {
    const cache = newCache(1024);
    const render = heldRender('x');
    const [first, second] = [new AbortController(), new AbortController()];
    const firstWait = cache.obtain('k', render.produce, first.signal);
    const secondWait = cache.obtain('k', render.produce, second.signal);
    first.abort();
    await expect(firstWait).rejects.toBeInstanceOf(RenderAbortedError);
    expect(render.state.aborted).toBe(false);
    second.abort();
    await expect(secondWait).rejects.toBeInstanceOf(RenderAbortedError);
    expect(render.state.aborted).toBe(true);
    render.finish();

    // A caller arriving afterwards gets a render of its own, not the stopped one.
    const fresh = await cache.obtain('k', writing('fresh'));
    expect(readFileSync(fresh.file, 'utf8')).toBe('fresh');
  });

  it('passes a failed render to every caller and keeps nothing of it', async () => {
    const cache = newCache(1024);
    const failing: ProduceFile = async () => {
      throw new Error('queue full');
    };
    await expect(Promise.all([cache.obtain('k', failing), cache.obtain('k', failing)])).rejects.toThrow('queue full');
    expect(cache.stats()).toMatchObject({ renders: 0, files: 0 });
    expect(readFileSync((await cache.obtain('k', writing('ok'))).file, 'utf8')).toBe('ok');
  });

  it('drops the least recently used files past its size, but not a file still being sent', async () => {
    const cache = newCache(10);
    const a = await cache.obtain('a', writing('aaaa'));
    a.release();
    const b = await cache.obtain('b', writing('bbbb'));
    b.release();
    (await cache.obtain('a', writing('never'))).release(); // a is now the most recently used
    const c = await cache.obtain('c', writing('cccc'));
    expect(existsSync(b.file)).toBe(false);
    expect(existsSync(a.file)).toBe(true);
    c.release();

    // A file larger than the whole cache still reaches its caller, and goes when released.
    const big = await cache.obtain('big', writing('x'.repeat(20)));
    expect(readFileSync(big.file, 'utf8')).toHaveLength(20);
    big.release();
    expect(existsSync(big.file)).toBe(false);
    expect(cache.stats().bytes).toBeLessThanOrEqual(10);
  });

  it('keeps nothing when its size is 0, once the callers have their file', async () => {
    const cache = newCache(0);
    const lease = await cache.obtain('k', writing('abc'));
    expect(readFileSync(lease.file, 'utf8')).toBe('abc');
    lease.release();
    expect(existsSync(lease.file)).toBe(false);
    expect(cache.stats()).toMatchObject({ files: 0, bytes: 0 });
  });

  it('says so when a file it drops cannot be deleted, and a file already gone is no news', async () => {
    const logger = { warn: jest.fn() };
    const cache = newCache(0, logger);
    const gone = await cache.obtain('gone', writing('abc'));
    rmSync(gone.file);
    gone.release();
    expect(logger.warn).not.toHaveBeenCalled();
    // A folder where the file was cannot be unlinked.
    const stuck = await cache.obtain('stuck', writing('abc'));
    rmSync(stuck.file);
    mkdirSync(stuck.file);
    stuck.release();
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ file: stuck.file, err: expect.objectContaining({ code: expect.any(String) }) }),
      'a report file left the cache but not the disk',
    );
  });
});
