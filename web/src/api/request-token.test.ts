// @vitest-environment jsdom
import { API_PATHS } from '@proposal-desk/shared';
import { message } from 'antd';
import axios, { type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../utils/session';
import { http, request, setSessionEndHandler } from './request';

const MINUTE = 60_000;
const CHANNEL = 'proposal-desk-token';

/** A token of the session issued this long ago (the spec refreshes after 40 minutes). */
const signedIn = (token: string, minutesAgo: number) => session.setToken(token, 7200, Date.now() - minutesAgo * MINUTE);

const ok = (config: InternalAxiosRequestConfig, data: unknown = null): AxiosResponse => ({
  data: { code: 200, msg: '', success: true, data },
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
});

function refused(config: InternalAxiosRequestConfig): never {
  const response = {
    data: { code: 401, msg: '登录已失效，请重新登录', success: false, data: null },
    status: 401,
    statusText: '',
    headers: {},
    config,
  };
  throw Object.assign(new Error('Request failed with status code 401'), { isAxiosError: true, response, config });
}

const bearer = (config: InternalAxiosRequestConfig) => String(config.headers.get('Authorization') ?? '').replace(/^Bearer /, '');

/**
 * The server as it is now: a token is live until refreshed; a refresh answers the next token and ends the one it
 * replaces. `hold` keeps an answer back until released, to interleave requests with a refresh.
 */
function server(initial: string) {
  const live = new Set([initial]);
  const seen: string[] = [];
  const refreshes: string[] = [];
  let next = 1;
  const held = new Map<string, () => void>();
  const hold = (url: string) => new Promise<void>((resolve) => held.set(url, resolve));
  let holding = new Set<string>();
  const api: AxiosAdapter = async (config) => {
    const token = bearer(config);
    seen.push(`${config.url} ${token}`);
    if (holding.has(config.url ?? '')) await hold(config.url ?? '');
    return live.has(token) ? ok(config, { url: config.url }) : refused(config);
  };
  const refresh: AxiosAdapter = async (config) => {
    const old = String(config.params?.token);
    refreshes.push(old);
    if (holding.has(API_PATHS.refreshToken)) await hold(API_PATHS.refreshToken);
    if (!live.delete(old)) refused(config);
    const token = `T${next++}`;
    live.add(token);
    return ok(config, { token, expires_in: 7200, token_type: 'Bearer' });
  };
  return {
    api,
    refresh,
    seen,
    refreshes,
    live,
    holdAnswersOf: (...urls: string[]) => (holding = new Set(urls)),
    release: (url: string) => {
      holding.delete(url);
      held.get(url)?.();
    },
    isHeld: (url: string) => held.has(url),
  };
}

const ended = vi.fn();
let originalApi: typeof http.defaults.adapter;
let originalRefresh: typeof axios.defaults.adapter;
const otherTabs: BroadcastChannel[] = [];

/** Another tab of the product on the same origin. */
function otherTab(): BroadcastChannel {
  const channel = new BroadcastChannel(CHANNEL);
  otherTabs.push(channel);
  return channel;
}

beforeEach(() => {
  originalApi = http.defaults.adapter;
  originalRefresh = axios.defaults.adapter;
  vi.spyOn(message, 'error').mockImplementation((() => undefined) as never);
  ended.mockReset();
  setSessionEndHandler(ended);
  session.clear();
});
afterEach(() => {
  http.defaults.adapter = originalApi;
  axios.defaults.adapter = originalRefresh;
  vi.restoreAllMocks();
  for (const channel of otherTabs.splice(0)) channel.close();
});
afterAll(() => setSessionEndHandler(() => session.clear()));

const use = (s: ReturnType<typeof server>) => {
  http.defaults.adapter = s.api;
  axios.defaults.adapter = s.refresh;
};

const until = async (condition: () => boolean) => {
  await vi.waitFor(() => expect(condition()).toBe(true));
};

describe('the token refresh of spec §4, with the server ending the token it replaces', () => {
  it('refreshes once after 40 minutes and sends what follows with the new token, never the old one again', async () => {
    const s = server('T0');
    use(s);
    signedIn('T0', 41);
    s.holdAnswersOf(API_PATHS.refreshToken);
    await request({ url: '/first' });
    await until(() => s.isHeld(API_PATHS.refreshToken));
    // Asked while the refresh is under way: it waits for the new token.
    const second = request({ url: '/second' });
    s.release(API_PATHS.refreshToken);
    await second;
    expect(s.refreshes).toEqual(['T0']);
    expect(s.seen).toEqual(['/first T0', '/second T1']);
    expect(session.getToken()).toBe('T1');
    expect(ended).not.toHaveBeenCalled();
  });

  it('sends a request again with the new token when it went out with the old one just before the refresh ended it', async () => {
    const s = server('T0');
    use(s);
    signedIn('T0', 41);
    s.holdAnswersOf('/slow');
    const slow = request({ url: '/slow' });
    await until(() => s.isHeld('/slow'));
    await request({ url: '/quick' });
    await until(() => session.getToken() === 'T1');
    s.release('/slow');
    await expect(slow).resolves.toMatchObject({ data: { url: '/slow' } });
    expect(s.seen).toEqual(['/slow T0', '/quick T0', '/slow T1']);
    expect(ended).not.toHaveBeenCalled();
  });

  it('ends the session when a 401 has no newer token behind it', async () => {
    const s = server('T0');
    use(s);
    signedIn('T9', 1);
    await expect(request({ url: '/any' })).rejects.toMatchObject({ code: 401 });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(s.seen).toEqual(['/any T9']);
  });
});

describe('two tabs holding the same token (one opened from the other)', () => {
  it('takes on the successor another tab announces, before using the token again', async () => {
    const s = server('T0');
    use(s);
    signedIn('T0', 41);
    s.live.delete('T0');
    s.live.add('T7');
    otherTab().postMessage({ kind: 'replaced', from: 'T0', token: 'T7', expiresIn: 7200, issuedAt: Date.now() });
    await until(() => session.getToken() === 'T7');
    await request({ url: '/after' });
    expect(s.seen).toEqual(['/after T7']);
    // Issued just now: no second refresh.
    expect(s.refreshes).toEqual([]);
  });

  it('refreshing at the same moment as the other tab and refused, takes on the token the other tab got', async () => {
    const s = server('T0');
    use(s);
    signedIn('T0', 41);
    const tab = otherTab();
    tab.addEventListener('message', (event: MessageEvent) => {
      if (event.data?.kind === 'ask' && event.data.from === 'T0')
        tab.postMessage({ kind: 'replaced', from: 'T0', token: 'T1', expiresIn: 7200, issuedAt: Date.now() });
    });
    s.holdAnswersOf(API_PATHS.refreshToken);
    await request({ url: '/first' });
    await until(() => s.isHeld(API_PATHS.refreshToken));
    // The other tab's refresh of T0 reaches the server first.
    s.live.delete('T0');
    s.live.add('T1');
    const next = request({ url: '/next' });
    s.release(API_PATHS.refreshToken);
    await next;
    expect(s.refreshes).toEqual(['T0']);
    expect(s.seen).toEqual(['/first T0', '/next T1']);
    expect(session.getToken()).toBe('T1');
    expect(ended).not.toHaveBeenCalled();
  });

  it('sent with a token another tab has just refreshed, asks that tab for its token instead of signing out', async () => {
    const s = server('T0');
    use(s);
    signedIn('T0', 41);
    // The other tab refreshed T0 a moment before this one does.
    s.live.delete('T0');
    s.live.add('T5');
    const tab = otherTab();
    tab.addEventListener('message', (event: MessageEvent) => {
      if (event.data?.kind === 'ask' && event.data.from === 'T0')
        tab.postMessage({ kind: 'replaced', from: 'T0', token: 'T5', expiresIn: 7200, issuedAt: Date.now() - MINUTE });
    });
    // Sent with T0 before the refresh: refused, then sent again with the other tab's token.
    await expect(request({ url: '/page' })).resolves.toMatchObject({ data: { url: '/page' } });
    expect(s.seen).toEqual(['/page T0', '/page T5']);
    expect(session.getToken()).toBe('T5');
    expect(ended).not.toHaveBeenCalled();
  });

  it('tells a tab that asks what replaced the token it refreshed', async () => {
    const s = server('T0');
    use(s);
    signedIn('T0', 41);
    await request({ url: '/first' });
    await until(() => session.getToken() === 'T1');
    const tab = otherTab();
    const told = new Promise<unknown>((resolve) => tab.addEventListener('message', (event: MessageEvent) => resolve(event.data)));
    tab.postMessage({ kind: 'ask', from: 'T0' });
    expect(await told).toMatchObject({ kind: 'replaced', from: 'T0', token: 'T1', expiresIn: 7200 });
  });
});
