import { API_PATHS, type CurrentUserInfo, type Envelope, type RouteItem, type TokenAnswer } from '@proposal-desk/shared';
import axios from 'axios';
import { settings } from '../config/settings';
import { apiPath, request } from './request';

/** `/publicKey` sits outside /api. */
export async function fetchPublicKey(): Promise<Envelope<{ publicKey: string; mockServer: boolean }>> {
  const res = await axios.get<Envelope<{ publicKey: string; mockServer: boolean }>>(API_PATHS.publicKey, {
    timeout: settings.requestTimeout,
  });
  return res.data;
}

/** Encrypts a secret with the server's key, unless the key is empty or the server is a mock. */
export async function protect(value: string): Promise<string> {
  if (!settings.rsaEnabled) return value;
  const { publicKey, mockServer } = (await fetchPublicKey()).data;
  if (!publicKey || mockServer) return value;
  // jsencrypt is only needed at the moment of signing in: keep it out of the sign-in page's first load.
  const { encryptForServer } = await import('../utils/encrypt');
  return encryptForServer(publicKey, value);
}

export async function loginByPassword(username: string, password: string) {
  return request<TokenAnswer>({ url: apiPath(API_PATHS.login), method: 'GET', params: { username, password: await protect(password) } });
}

export async function loginByPhone(phone: string, password: string) {
  return request<TokenAnswer>({
    url: apiPath(API_PATHS.loginByPhone),
    method: 'GET',
    params: { phone, password: await protect(password) },
  });
}

export const loginByUuid = (uuid: string) => request<TokenAnswer>({ url: apiPath(API_PATHS.loginByUuid), method: 'GET', params: { uuid } });

export const fetchUserInfo = () => request<CurrentUserInfo>({ url: apiPath(API_PATHS.userInfo), method: 'GET' });

export const fetchRoleMenus = (uid: number) =>
  request<RouteItem[]>({ url: apiPath(API_PATHS.roleMenuList), method: 'GET', params: { uid, isleve: '1' } });

/**
 * `/logout` sits outside /api; it revokes the token on the server. Best effort: signing out goes on
 * without a toast whatever the answer, which is null when there was no token or no answer.
 */
export async function logoutOnServer(token: string | null): Promise<Envelope<null> | null> {
  if (!token) return null;
  return axios
    .get<Envelope<null>>(API_PATHS.logout, { headers: { Authorization: `Bearer ${token}` }, timeout: settings.requestTimeout })
    .then((res) => res.data)
    .catch(() => null);
}
