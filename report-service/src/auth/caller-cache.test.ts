import type { CurrentUserInfo } from '@proposal-desk/shared';
import { CallerCache, type LoadedCaller } from './caller-cache';
import type { AuthContext } from './context';

const HOUR = 3600_000;
let clock = 1_000_000;
const now = () => clock;

function callerOf(userId: number, sessionId: string): AuthContext {
  return {
    userId,
    sessionId,
    username: `user${userId}`,
    staffName: `用户${userId}`,
    type: null,
    unitId: null,
    hrId: null,
    roleNames: ['admin'],
    roleCodes: ['22'],
    abilities: [],
    level: 5,
    isAdmin: true,
    scope: { kind: 'all' },
    issuedAt: 0,
  };
}

/** A loader that counts its calls and answers a live session of `userId` ending in an hour. */
function loader(userId: number, sessionId: string, endsInMs = HOUR) {
  const load = jest.fn(async (): Promise<LoadedCaller> => ({ caller: callerOf(userId, sessionId), expiresAt: new Date(clock + endsInMs) }));
  return load;
}

function listeningCache(options: { maxBytes?: number; ttlMs?: number } = {}): CallerCache {
  const cache = new CallerCache({ now, ...options });
  cache.setListening(true);
  return cache;
}

beforeEach(() => {
  clock = 1_000_000;
});

describe('CallerCache', () => {
  it('keeps a loaded caller and answers it again without loading', async () => {
    const cache = listeningCache();
    const load = loader(7, 's1');
    const first = await cache.caller('s1', 7, load);
    const second = await cache.caller('s1', 7, load);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses a kept session presented under another user id', async () => {
    const cache = listeningCache();
    await cache.caller('s1', 7, loader(7, 's1'));
    expect(await cache.caller('s1', 8, loader(8, 's1'))).toBeNull();
  });

  it('keeps nothing and answers nothing from memory while changes are not heard', async () => {
    const cache = new CallerCache({ now });
    const load = loader(7, 's1');
    await cache.caller('s1', 7, load);
    await cache.caller('s1', 7, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);

    cache.setListening(true);
    await cache.caller('s1', 7, load);
    cache.setListening(false);
    expect(cache.size).toBe(0);
    await cache.caller('s1', 7, load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('forgets the sessions of the user an announcement names, and everyone on any other announcement', async () => {
    const cache = listeningCache();
    await cache.caller('a1', 1, loader(1, 'a1'));
    await cache.caller('a2', 1, loader(1, 'a2'));
    await cache.caller('b1', 2, loader(2, 'b1'));
    cache.heard('1');
    expect(cache.size).toBe(1);
    const b1 = loader(2, 'b1');
    await cache.caller('b1', 2, b1);
    expect(b1).not.toHaveBeenCalled();

    for (const payload of ['*', '', 'x1']) {
      await cache.caller('a1', 1, loader(1, 'a1'));
      cache.heard(payload);
      expect(cache.size).toBe(0);
    }
  });

  it('answers but does not keep a load that was under way when something was forgotten', async () => {
    const cache = listeningCache();
    let finish: (value: LoadedCaller) => void = () => undefined;
    const slow = jest.fn(() => new Promise<LoadedCaller>((resolve) => (finish = resolve)));
    const answer = cache.caller('s1', 7, slow);
    cache.heard('7');
    finish({ caller: callerOf(7, 's1'), expiresAt: new Date(clock + HOUR) });
    expect((await answer)?.userId).toBe(7);
    expect(cache.size).toBe(0);
  });

  it('lets a session go at its end, and any caller after the safety TTL', async () => {
    const cache = listeningCache({ ttlMs: 60_000 });
    const ending = loader(1, 'ending', 10_000);
    await cache.caller('ending', 1, ending);
    const lasting = loader(2, 'lasting');
    await cache.caller('lasting', 2, lasting);

    clock += 10_000;
    await cache.caller('ending', 1, ending);
    await cache.caller('lasting', 2, lasting);
    expect(ending).toHaveBeenCalledTimes(2);
    expect(lasting).toHaveBeenCalledTimes(1);

    clock += 50_000;
    await cache.caller('lasting', 2, lasting);
    expect(lasting).toHaveBeenCalledTimes(2);
  });

  it('holds the sessions its bytes allow, letting the least recently used go', async () => {
    const probe = listeningCache();
    await probe.caller('s1', 1, loader(1, 's1'));
    const cache = listeningCache({ maxBytes: Math.floor(probe.bytes * 2.5) });
    await cache.caller('s1', 1, loader(1, 's1'));
    await cache.caller('s2', 2, loader(2, 's2'));
    await cache.caller('s1', 1, loader(1, 's1'));
    await cache.caller('s3', 3, loader(3, 's3'));
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(probe.bytes * 2.5);
    const s1 = loader(1, 's1');
    const s2 = loader(2, 's2');
    await cache.caller('s1', 1, s1);
    await cache.caller('s2', 2, s2);
    expect(s1).not.toHaveBeenCalled();
    expect(s2).toHaveBeenCalledTimes(1);
  });

  it('keeps GetUserInfo with the session until the user is forgotten', async () => {
    const cache = listeningCache();
    const caller = await cache.caller('s1', 7, loader(7, 's1'));
    if (!caller) throw new Error('no caller');
    const info = { user_ID: 7, staff_Name: '用户7' } as CurrentUserInfo;
    const loadInfo = jest.fn(async () => info);
    expect(await cache.userInfo(caller, loadInfo)).toBe(info);
    expect(await cache.userInfo(caller, loadInfo)).toBe(info);
    expect(loadInfo).toHaveBeenCalledTimes(1);

    cache.heard('7');
    const again = await cache.caller('s1', 7, loader(7, 's1'));
    if (!again) throw new Error('no caller');
    await cache.userInfo(again, loadInfo);
    expect(loadInfo).toHaveBeenCalledTimes(2);
  });
});
