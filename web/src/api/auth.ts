import { API_CALLS, type CallData, type Envelope } from '@proposal-desk/shared';
import axios from 'axios';
import { settings } from '../config/settings';
import { callApi } from './request';

const { publicKey, logout, login, loginByPhone: phoneLogin, loginByUuid: uuidLogin, userInfo, roleMenuList } = API_CALLS;

/** `/publicKey` sits outside /api. */
export async function fetchPublicKey(): Promise<Envelope<CallData<typeof publicKey>>> {
  const res = await axios.get<Envelope<CallData<typeof publicKey>>>(publicKey.path, { timeout: settings.requestTimeout });
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
  return callApi(login, { query: { username, password: await protect(password) } });
}

export async function loginByPhone(phone: string, password: string) {
  return callApi(phoneLogin, { query: { phone, password: await protect(password) } });
}

export const loginByUuid = (uuid: string) => callApi(uuidLogin, { query: { uuid } });

export const fetchUserInfo = () => callApi(userInfo, {});

export const fetchRoleMenus = (uid: number) => callApi(roleMenuList, { query: { uid, isleve: '1' } });

/**
 * `/logout` sits outside /api; it revokes the token on the server. Best effort: signing out goes on
 * without a toast whatever the answer, which is null when there was no token or no answer.
 */
export async function logoutOnServer(token: string | null): Promise<Envelope<CallData<typeof logout>> | null> {
  if (!token) return null;
  const answer = axios
    .get<Envelope<CallData<typeof logout>>>(logout.path, {
      headers: { Authorization: `Bearer ${token}` },
      timeout: settings.requestTimeout,
    })
    .then((res) => res.data);
  // The sign-out goes on whatever the server answers: null says it did not, which is all the caller needs.
  // eslint-disable-next-line no-restricted-syntax -- see above
  return answer.catch(() => null);
}
