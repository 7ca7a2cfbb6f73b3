import type { CurrentUserInfo } from '@proposal-desk/shared';
import { settings } from '../config/settings';
import { isStorageRefusal, recordUnexpected } from '../components/error-log/collect-error';

/** The token's issue time and lifetime, as the spec's expiry record keeps them. */
export interface TokenExpiry {
  time: number;
  expires_in: number;
}

const keys = settings.storageKeys;

/** A value kept in session storage that cannot be read (not JSON, a refused storage) is none; any other fault is logged. */
function unreadable(error: unknown): null {
  recordUnexpected(error, isStorageRefusal);
  return null;
}

/** Session data lives in session storage: token, expiry record, user info. */
export const session = {
  getToken: (): string | null => sessionStorage.getItem(keys.token),
  setToken(token: string, expiresIn: number, now = Date.now()): void {
    sessionStorage.setItem(keys.token, token);
    sessionStorage.setItem(keys.expiry, JSON.stringify({ time: now, expires_in: expiresIn } satisfies TokenExpiry));
  },
  getExpiry(): TokenExpiry | null {
    try {
      const raw = sessionStorage.getItem(keys.expiry);
      return raw ? (JSON.parse(raw) as TokenExpiry) : null;
    } catch (error) {
      return unreadable(error);
    }
  },
  getUserInfo(): CurrentUserInfo | null {
    try {
      const raw = sessionStorage.getItem(keys.userInfo);
      return raw ? (JSON.parse(raw) as CurrentUserInfo) : null;
    } catch (error) {
      return unreadable(error);
    }
  },
  setUserInfo: (info: CurrentUserInfo): void => sessionStorage.setItem(keys.userInfo, JSON.stringify(info)),
  clear(): void {
    sessionStorage.removeItem(keys.token);
    sessionStorage.removeItem(keys.expiry);
    sessionStorage.removeItem(keys.userInfo);
  },
};

/** What the response interceptor should do about the token, by the rule of spec §4. */
export function tokenRefreshDecision(expiry: TokenExpiry | null, now: number, thresholdMs: number): 'none' | 'refresh' | 'expired' {
  if (!expiry) return 'none';
  const expiresAt = expiry.time + expiry.expires_in * 1000;
  if (now >= expiresAt) return 'expired';
  if (now - expiry.time > thresholdMs) return 'refresh';
  return 'none';
}
