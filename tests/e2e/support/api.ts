import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { API_PATHS } from '@proposal-desk/shared';

/** The product the runner started (tests/playwright.config.ts picks its port). */
export const baseUrl = (): string => `http://127.0.0.1:${process.env.E2E_PORT}`;

interface Envelope<T> {
  code: number | string;
  msg: string;
  data: T;
}

/** Calls the started product's API as a script would, failing loudly on anything but success. */
async function call<T>(method: string, path: string, options: { token?: string; query?: Record<string, string>; body?: unknown } = {}) {
  const url = new URL(path, baseUrl());
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const res = await fetch(url, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (!res.ok || !['200', '0'].includes(String(envelope.code))) throw new Error(`${method} ${path}: ${res.status} ${envelope.msg}`);
  return envelope;
}

/** Reads a GET answer's data with a bearer token, failing loudly on anything but success. */
export async function apiGet<T>(path: string, token: string, query: Record<string, string> = {}): Promise<T> {
  return (await call<T>('GET', path, { token, query })).data;
}

/** Encrypts a password as jsencrypt does in the browser (RSA PKCS#1 v1.5 with the server's public key). */
async function encrypt(plain: string): Promise<string> {
  const { data } = await call<{ publicKey: string }>('GET', API_PATHS.publicKey);
  const key = createPublicKey({ key: Buffer.from(data.publicKey, 'base64'), format: 'der', type: 'spki' });
  return publicEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(plain)).toString('base64');
}

/** Signs in through the API and returns the bearer token. */
export async function apiSignIn(username: string, password: string): Promise<string> {
  const { data } = await call<{ token: string }>('GET', API_PATHS.login, { query: { username, password: await encrypt(password) } });
  return data.token;
}

/**
 * Creates a staff user (admin's token) with one role (and a handling unit when given) and no member profile, and does the first-sign-in
 * password change through the API, so the user signs in without the forced-change dialog.
 */
export async function createReadyUser(
  adminToken: string,
  user: { username: string; staffName: string; roleCode: string; password: string; unitId?: number },
) {
  const roles = await call<Array<{ id: number; code: string }>>('GET', API_PATHS.roleAll, { token: adminToken });
  const role = roles.data.find((r) => r.code === user.roleCode);
  if (!role) throw new Error(`no role with code ${user.roleCode}`);
  const firstPassword = `${user.password}x`;
  await call('POST', API_PATHS.userAdd, {
    token: adminToken,
    body: {
      username: user.username,
      staff_Name: user.staffName,
      password: await encrypt(firstPassword),
      roleIds: [role.id],
      ...(user.unitId ? { unit_ID: user.unitId } : {}),
    },
  });
  const token = await apiSignIn(user.username, firstPassword);
  await call('PUT', API_PATHS.userResetPwd, {
    token,
    body: { oldPwd: await encrypt(firstPassword), newPwd: await encrypt(user.password), confirmNewPwd: await encrypt(user.password) },
  });
}

/** A GET or POST of the API as a script would; answers the HTTP status and the envelope. */
export async function callApi(method: 'GET' | 'POST', path: string, token: string, payload: Record<string, unknown>, lang = 'zh') {
  const url = new URL(path, baseUrl());
  if (method === 'GET') for (const [key, value] of Object.entries(payload)) url.searchParams.set(key, String(value));
  const res = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Accept-Language': lang },
    body: method === 'POST' ? JSON.stringify(payload) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { msg: string; data: unknown } };
}
