// @vitest-environment jsdom
import { message } from 'antd';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerBusyError } from './busy-retry';
import { downloadNamed, http } from './request';

/** Answers the downloads in turn: a number is a 429 with that Retry-After, a string a file of that text. */
function serverAnswering(answers: (number | string)[]) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const answer = answers[seen.length - 1] ?? 'late';
    if (typeof answer === 'number') {
      const body = new Blob([JSON.stringify({ code: 429, msg: '服务器繁忙，请稍后再试', success: false })]);
      const response = { data: body, status: 429, statusText: 'Too Many Requests', headers: { 'retry-after': String(answer) }, config };
      throw Object.assign(new Error('Request failed with status code 429'), { isAxiosError: true, response, config });
    }
    const headers = { 'content-disposition': "attachment; filename*=UTF-8''%E5%8A%9E%E7%90%86.pdf" };
    return { data: new Blob([answer]), status: 200, statusText: 'OK', headers, config } as AxiosResponse;
  };
  return { adapter, seen };
}

const noWait = async () => undefined;
let original: typeof http.defaults.adapter;

beforeEach(() => {
  original = http.defaults.adapter;
  vi.spyOn(message, 'error').mockImplementation((() => undefined) as never);
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  http.defaults.adapter = original;
  vi.restoreAllMocks();
});

describe('a report download the server answers busy', () => {
  it('waits its turn and saves the file, with no error shown', async () => {
    const server = serverAnswering([4, 2, 'PDF']);
    http.defaults.adapter = server.adapter;
    const waits: number[] = [];
    const saved = await downloadNamed('/Report/x/pdf', '办理', 'pdf', {}, { wait: noWait, onWait: (seconds) => waits.push(seconds) });
    expect(saved).toBe('办理.pdf');
    expect(server.seen).toHaveLength(3);
    expect(waits).toEqual([4, 2]);
    expect(message.error).not.toHaveBeenCalled();
  });

  it("shows the server's message once when it stays busy", async () => {
    http.defaults.adapter = serverAnswering([1, 1, 1]).adapter;
    const download = downloadNamed('/Report/x/pdf', '办理', 'pdf', {}, { wait: noWait, maxRetries: 2 });
    await expect(download).rejects.toBeInstanceOf(ServerBusyError);
    expect(message.error).toHaveBeenCalledTimes(1);
    expect(vi.mocked(message.error).mock.calls[0]?.[0]).toBe('异常：服务器繁忙，请稍后再试');
  });

  it('shows nothing when the user cancels while it waits', async () => {
    http.defaults.adapter = serverAnswering([30, 'PDF']).adapter;
    const controller = new AbortController();
    const download = downloadNamed('/Report/x/pdf', '办理', 'pdf', {}, { signal: controller.signal, onWait: () => controller.abort() });
    await expect(download).rejects.toMatchObject({ name: 'AbortError' });
    expect(message.error).not.toHaveBeenCalled();
  });
});
