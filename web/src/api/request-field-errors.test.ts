// @vitest-environment jsdom
import { message } from 'antd';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { claimFieldErrors } from '../utils/field-error-claims';
import { http, request } from './request';

/** A 400 refusing the field `name`, as the server answers a save it will not take. */
const refusingName: AxiosAdapter = async (config) => {
  const body = { code: 400, msg: '名称已存在', data: null, success: false, errors: [{ field: 'name', message: '名称已存在' }] };
  const response = { data: body, status: 400, statusText: 'Bad Request', headers: {}, config };
  throw Object.assign(new Error('Request failed with status code 400'), { isAxiosError: true, response, config });
};

let original: typeof http.defaults.adapter;
beforeEach(() => {
  original = http.defaults.adapter;
  http.defaults.adapter = refusingName;
  vi.spyOn(message, 'error').mockImplementation((() => undefined) as never);
});
afterEach(() => {
  http.defaults.adapter = original;
  vi.restoreAllMocks();
});

it('shows a refusal as a toast when no form on screen shows its field', async () => {
  await expect(request({ url: '/Role/Add', method: 'POST' })).rejects.toThrow('名称已存在');
  expect(message.error).toHaveBeenCalledTimes(1);
});

it('leaves the refusal to the form that shows each field it names: one message, on the field', async () => {
  const release = claimFieldErrors((fields) => fields.every((field) => field === 'name'));
  await expect(request({ url: '/Role/Add', method: 'POST' })).rejects.toThrow('名称已存在');
  expect(message.error).not.toHaveBeenCalled();
  release();
  await expect(request({ url: '/Role/Add', method: 'POST' })).rejects.toThrow('名称已存在');
  expect(message.error).toHaveBeenCalledTimes(1);
});
