import { API_PATHS } from '@proposal-desk/shared';
import { encryptPassword } from './rsa';

export interface Call {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;

/** Makes one call and returns `data` of a successful envelope; throws with the status and answer otherwise. */
export async function callOnce(call: Call): Promise<unknown> {
  const res = await fetch(call.url, {
    method: call.method,
    headers: call.headers,
    ...(call.body === undefined ? {} : { body: call.body }),
    signal: AbortSignal.timeout(30000),
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // reported below
  }
  if (!res.ok || field(body, 'success') !== true) {
    throw new Error(`${call.method} ${call.url} answered ${res.status}: ${text.slice(0, 300)}`);
  }
  return field(body, 'data');
}

/** The sign-in call for a user, with the password RSA-encrypted by the server's public key. */
export async function loginCall(baseUrl: string, username: string, password: string): Promise<Call> {
  const publicKey = field(await callOnce({ url: `${baseUrl}${API_PATHS.publicKey}`, method: 'GET', headers: {} }), 'publicKey');
  if (typeof publicKey !== 'string') throw new Error('GET /publicKey answered no key');
  const query = new URLSearchParams({ username, password: encryptPassword(publicKey, password) });
  return { url: `${baseUrl}${API_PATHS.login}?${query}`, method: 'GET', headers: {} };
}

/** Signs in and returns the bearer token. */
export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const token = field(await callOnce(await loginCall(baseUrl, username, password)), 'token');
  if (typeof token !== 'string') throw new Error(`signing in as ${username} returned no token`);
  return token;
}

export const userInfoCall = (baseUrl: string, token: string): Call => ({
  url: `${baseUrl}${API_PATHS.userInfo}`,
  method: 'GET',
  headers: { authorization: `Bearer ${token}` },
});

export const npcListCall = (baseUrl: string, token: string): Call => ({
  url: `${baseUrl}${API_PATHS.npcList}?intPageIndex=1&intPageSize=20`,
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: '{}',
});

/** Calls GetNpcList once and describes the page ("20 rows of 412"), so product and baseline can be compared. */
export async function describeNpcPage(call: Call): Promise<string> {
  const data = await callOnce(call);
  const rows = field(data, 'rows');
  const total = field(data, 'total');
  if (!Array.isArray(rows) || typeof total !== 'number')
    throw new Error(`GetNpcList answered no page: ${JSON.stringify(data).slice(0, 300)}`);
  return `${rows.length} rows of ${total}`;
}
