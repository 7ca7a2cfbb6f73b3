import {
  API_PATHS,
  withParams,
  type CallData,
  type CallRequest,
  type EnvelopeCall,
  type Envelope,
  type TokenAnswer,
} from '@proposal-desk/shared';
import { message } from 'antd';
import axios, { type AxiosError, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import qs from 'qs';
import { settings } from '../config/settings';
import { currentLanguage } from '../i18n/language';
import { useLoadingStore } from '../stores/loading';
import { loginPathFor } from '../router/guard';
import { fileNameFromDisposition } from '../utils/content-disposition';
import { fieldErrorsClaimed } from '../utils/field-error-claims';
import { currentHashPath, navigateTo } from '../utils/navigation';
import { session, tokenRefreshDecision } from '../utils/session';
import { type BusyRetryOptions, retryAfterSeconds, retryWhileBusy, ServerBusyError } from './busy-retry';
import { errorToastText, fieldErrorsOfBody, isSuccess, readStatus } from './error-text';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A 429 is handed to the caller as ServerBusyError, with no message, so it can wait and retry. */
    waitsWhenBusy?: boolean;
  }
}

/** Called when the session must end (401 or expiry): the user store registers its reset here. */
let onSessionEnd: () => void = () => session.clear();
export function setSessionEndHandler(handler: () => void): void {
  onSessionEnd = handler;
}

const instance = axios.create({
  baseURL: settings.baseURL,
  timeout: settings.requestTimeout,
  headers: { 'Content-Type': 'application/json;charset=UTF-8' },
});

const showsOverlay = (config: AxiosRequestConfig) => Boolean(config.url?.includes('doEdit'));

instance.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const token = session.getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('Accept-Language', currentLanguage());
  const contentType = String(config.headers.get('Content-Type') ?? '');
  if (config.data && contentType.includes('application/x-www-form-urlencoded')) config.data = qs.stringify(config.data);
  if (showsOverlay(config)) useLoadingStore.getState().begin();
  return config;
});

let refreshing = false;

/** The token rule of spec §4: one refresh at a time after 40 minutes; past expiry → sign-in. */
async function applyTokenRule(): Promise<void> {
  const token = session.getToken();
  if (!token) return;
  const decision = tokenRefreshDecision(session.getExpiry(), Date.now(), settings.tokenRefreshAfterMs);
  if (decision === 'expired') {
    endSession();
    return;
  }
  if (decision !== 'refresh' || refreshing) return;
  refreshing = true;
  try {
    const res = await axios.get<Envelope<TokenAnswer>>(API_PATHS.refreshToken, { params: { token }, timeout: settings.requestTimeout });
    if (isSuccess(readStatus(res.data, res.status)) && res.data.data?.token)
      session.setToken(res.data.data.token, res.data.data.expires_in);
    // eslint-disable-next-line no-restricted-syntax -- a failed refresh leaves the current token; the next 401 ends the session
  } catch {
    // Nothing to do: see above.
  } finally {
    refreshing = false;
  }
}

/** Ends the session and goes to sign-in, remembering where the user was (and staying put on /login). */
function endSession(): void {
  onSessionEnd();
  const here = currentHashPath();
  navigateTo(loginPathFor(here.split('?')[0] ?? '/', here, settings.recordRoute));
}

function handleFailure(status: number | string, body: unknown, httpStatus: number, httpStatusText: string): never {
  const code = Number(status);
  if (code === 401) endSession();
  if (code === 403) navigateTo('/403');
  const text = errorToastText(body, httpStatus, httpStatusText, currentLanguage());
  const fields = fieldErrorsOfBody(body).map((problem) => problem.field);
  if (!fieldErrorsClaimed(fields)) void message.error(text, settings.messageDuration / 1000);
  throw Object.assign(new Error(text), { code, body });
}

instance.interceptors.response.use(
  (response: AxiosResponse) => {
    if (showsOverlay(response.config)) useLoadingStore.getState().end();
    void applyTokenRule();
    if (response.config.responseType === 'blob') return response;
    const status = readStatus(response.data, response.status);
    if (isSuccess(status)) return response;
    return handleFailure(status, response.data, response.status, response.statusText);
  },
  async (error: AxiosError) => {
    if (error.config && showsOverlay(error.config)) useLoadingStore.getState().end();
    // A request its caller cancelled (a list that moved on) is no failure to show.
    if (axios.isCancel(error)) throw error;
    const response = error.response;
    let body: unknown = response?.data;
    // Blob downloads carry their error envelope as a blob.
    if (body instanceof Blob)
      body = await body.text().then(
        (text) => JSON.parse(text) as unknown,
        () => undefined,
      );
    const status = response ? readStatus(body, response.status) : 500;
    if (response?.status === 429 && error.config?.waitsWhenBusy) {
      const text = errorToastText(body, response.status, response.statusText, currentLanguage());
      throw new ServerBusyError(retryAfterSeconds(response.headers['retry-after']), text);
    }
    return handleFailure(status, body, response?.status ?? 0, response?.statusText ?? error.message);
  },
);

/**
 * Calls the API and answers the envelope (rejects with a toast shown on any failure). Every function of
 * `api/` answers this envelope; only the downloads, which save a file, answer nothing.
 */
export async function request<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
  const res = await instance.request<Envelope<T>>(config);
  return res.data;
}

/**
 * Makes one declared call of `API_CALLS`: its method and path (`:name` parts filled from `params`), the query
 * as the query string and the body as JSON; the answer's `data` is typed by the call's answer schema.
 */
export function callApi<C extends EnvelopeCall>(call: C, input: CallRequest<C>, signal?: AbortSignal): Promise<Envelope<CallData<C>>> {
  const { query, body, params } = input as { query?: unknown; body?: unknown; params?: Record<string, string | number> };
  const path = params ? withParams(call.path, params) : call.path;
  return request<CallData<C>>({ url: apiPath(path), method: call.method.toUpperCase(), params: query, data: body, signal });
}

/** A path of API_PATHS without the base URL (the axios instance adds /api). */
export const apiPath = (fullPath: string): string => (fullPath.startsWith('/api/') ? fullPath.slice(4) : fullPath);

/** The name the server gave the file (Content-Disposition, e.g. `办理状态统计_20261122.pdf`), else `fallback`. */
const savedName = (res: AxiosResponse<Blob>, fallback: string): string =>
  fileNameFromDisposition(res.headers['content-disposition'] as string | undefined) ?? fallback;

/**
 * Downloads GET api/{path} as a blob and saves it under the server's file name (`name.extension` when
 * the server names none); answers the name it was saved under. While the server answers busy (429) it
 * waits as asked and tries again (`busy.onWait` tells each wait; `busy.signal` cancels); when it stays
 * busy the last refusal is shown like any failure.
 */
export async function downloadNamed(
  path: string,
  name: string,
  extension: string,
  params?: Record<string, unknown>,
  busy: BusyRetryOptions = {},
): Promise<string> {
  const fetchOnce = () =>
    instance.request<Blob>({ url: apiPath(path), method: 'GET', params, responseType: 'blob', signal: busy.signal, waitsWhenBusy: true });
  const res = await retryWhileBusy(fetchOnce, busy).catch((error: unknown) => {
    if (error instanceof ServerBusyError) void message.error(error.message, settings.messageDuration / 1000);
    throw error;
  });
  const fileName = savedName(res, `${name}.${extension}`);
  saveBlob(res.data, fileName);
  return fileName;
}

/** Downloads GET api/{path} as a blob and saves it under the server's file name (`name.extension` when the server names none). */
export async function download(path: string, name: string, extension: string, params?: Record<string, unknown>): Promise<void> {
  await downloadNamed(path, name, extension, params);
}

/** POSTs a body and saves the answered blob (exports) under the server's file name, else `fileName`. */
export async function downloadPost(path: string, body: unknown, fileName: string, params?: Record<string, unknown>): Promise<void> {
  const res = await instance.request<Blob>({ url: apiPath(path), method: 'POST', data: body, params, responseType: 'blob' });
  saveBlob(res.data, savedName(res, fileName));
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export { instance as http };
