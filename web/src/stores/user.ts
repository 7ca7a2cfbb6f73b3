import type { CurrentUserInfo, TokenAnswer } from '@proposal-desk/shared';
import { create } from 'zustand';
import { fetchUserInfo, logoutOnServer } from '../api/auth';
import { setSessionEndHandler } from '../api/request';
import { session } from '../utils/session';
import { sessionShare } from '../utils/session-share';
import { useAccessStore } from './access';
import { useRoutesStore } from './routes';
import { useTabsStore } from './tabs';

export const GUEST_NAME = '游客';
export const DEFAULT_AVATAR =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="%231890ff"/><circle cx="20" cy="16" r="7" fill="white"/><path d="M7 34c3-7 9-10 13-10s10 3 13 10" fill="white"/></svg>';

interface UserState {
  token: string | null;
  userInfo: CurrentUserInfo | null;
  username: string;
  avatar: string;
  /** Stores a token answer of any login call. */
  setToken(answer: TokenAnswer): void;
  /** Loads `GetUserInfo`, sets the access state; throws on a malformed answer. */
  loadUserInfo(): Promise<CurrentUserInfo>;
  /** Logs out on the server, then resets everything (spec §4). */
  logout(): Promise<void>;
  /** Clears user, token, expiry, user info, access, routes and tabs. */
  resetAll(): void;
}

export const useUserStore = create<UserState>((set, get) => ({
  token: session.getToken(),
  userInfo: session.getUserInfo(),
  username: session.getUserInfo()?.staff_Name ?? GUEST_NAME,
  avatar: session.getUserInfo()?.avatar || DEFAULT_AVATAR,
  setToken: (answer) => {
    session.setToken(answer.token, answer.expires_in);
    sessionShare.signedIn();
    set({ token: answer.token });
  },
  loadUserInfo: async () => {
    const { data } = await fetchUserInfo();
    if (!data || typeof data.staff_Name !== 'string') throw new Error('getUserInfo核心接口异常，请检查返回JSON格式是否正确');
    session.setUserInfo(data);
    set({ userInfo: data, username: data.staff_Name, avatar: data.avatar || DEFAULT_AVATAR });
    useAccessStore.getState().setAccess({ admin: data.roles.includes('admin'), role: data.roles, ability: data.ability });
    return data;
  },
  logout: async () => {
    await logoutOnServer(get().token);
    get().resetAll();
    sessionShare.signedOut();
  },
  resetAll: () => {
    session.clear();
    sessionShare.sessionEnded();
    set({ token: null, userInfo: null, username: GUEST_NAME, avatar: DEFAULT_AVATAR });
    useAccessStore.getState().reset();
    useRoutesStore.getState().reset();
    useTabsStore.getState().reset();
  },
}));

setSessionEndHandler(() => useUserStore.getState().resetAll());
sessionShare.onSignedOut(() => useUserStore.getState().resetAll());

/**
 * A tab opened without the session (a link opened in a new tab) takes it from a signed-in tab of the product, if one
 * is open. A tab opened on the sign-in page itself does not: whoever opens it means to sign in (as someone else, say).
 */
export async function joinSignedInTabs(hash: string): Promise<void> {
  if (/^#\/login(\?|$)/.test(hash)) return;
  if (!(await sessionShare.borrow())) return;
  const userInfo = session.getUserInfo();
  useUserStore.setState({
    token: session.getToken(),
    userInfo,
    username: userInfo?.staff_Name ?? GUEST_NAME,
    avatar: userInfo?.avatar || DEFAULT_AVATAR,
  });
}
