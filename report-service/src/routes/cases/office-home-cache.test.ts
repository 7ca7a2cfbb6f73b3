import type { OfficeBodyHome } from '@proposal-desk/shared';
import { OfficeHomeCache } from './office-home-cache';

const figuresOf = (body: 'NPC' | 'CPPCC', toRegister: number): OfficeBodyHome => ({
  body,
  queues: [{ key: 'toRegister', count: toRegister, unit: 'case', link: '/npc/suggestions?status=SUBMITTED' }],
  months: [],
  overdueUnits: [],
});

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 26, 1, 0, seconds));

describe('OfficeHomeCache', () => {
  it('counts a body once for everyone asking at one data version, even at the same time', async () => {
    const cache = new OfficeHomeCache();
    const count = jest.fn(async () => figuresOf('NPC', 3));
    const asked = [
      cache.figures('NPC', 'v1', at(0), count),
      cache.figures('NPC', 'v1', at(1), count),
      cache.figures('NPC', 'v1', at(30), count),
    ];
    const answers = await Promise.all(asked.map((a) => a.figures));
    expect(count).toHaveBeenCalledTimes(1);
    expect(answers.every((a) => a.queues[0]!.count === 3)).toBe(true);
    expect(asked.map((a) => a.countedAt)).toEqual([at(0), at(0), at(0)]);
  });

  it('counts again once the data version changes, and keeps each body apart', async () => {
    const cache = new OfficeHomeCache();
    let toRegister = 3;
    const count = jest.fn(async () => figuresOf('NPC', toRegister));
    await cache.figures('NPC', 'v1', at(0), count).figures;
    toRegister = 2;
    expect((await cache.figures('NPC', 'v2', at(1), count).figures).queues[0]!.count).toBe(2);
    const cppcc = jest.fn(async () => figuresOf('CPPCC', 9));
    expect((await cache.figures('CPPCC', 'v2', at(2), cppcc).figures).body).toBe('CPPCC');
    expect(count).toHaveBeenCalledTimes(2);
    expect(cppcc).toHaveBeenCalledTimes(1);
  });

  it('counts again after a minute (the overdue figures move with the clock)', async () => {
    const cache = new OfficeHomeCache(60_000);
    const count = jest.fn(async () => figuresOf('NPC', 3));
    await cache.figures('NPC', 'v1', at(0), count).figures;
    expect(cache.figures('NPC', 'v1', at(59), count).countedAt).toEqual(at(0));
    expect(cache.figures('NPC', 'v1', at(60), count).countedAt).toEqual(at(60));
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('does not keep a count that failed', async () => {
    const cache = new OfficeHomeCache();
    const failing = jest.fn(async (): Promise<OfficeBodyHome> => {
      throw new Error('connection lost');
    });
    await expect(cache.figures('NPC', 'v1', at(0), failing).figures).rejects.toThrow('connection lost');
    const count = jest.fn(async () => figuresOf('NPC', 3));
    expect((await cache.figures('NPC', 'v1', at(1), count).figures).queues[0]!.count).toBe(3);
    expect(count).toHaveBeenCalledTimes(1);
  });
});
