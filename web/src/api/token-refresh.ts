import { API_PATHS, type Envelope, type TokenAnswer } from '@proposal-desk/shared';
import axios from 'axios';
import { settings } from '../config/settings';
import { session, tokenRefreshDecision } from '../utils/session';
import { isSuccess, readStatus } from './error-text';
import { TokenHandover } from './token-handover';

const handover = new TokenHandover();
let refreshing: Promise<void> | null = null;

/**
 * The token to send: the session's, once a refresh under way has ended. The server ends a token the moment it
 * refreshes it, so a request sent meanwhile with the old one would be refused.
 */
export async function currentToken(): Promise<string | null> {
  if (refreshing) await refreshing;
  return session.getToken();
}

/** The token rule of spec §4 after each answer: past expiry the session ends; after 40 minutes one refresh at a time. */
export function applyTokenRule(now = Date.now()): 'expired' | 'live' {
  const token = session.getToken();
  if (!token) return 'live';
  const decision = tokenRefreshDecision(session.getExpiry(), now, settings.tokenRefreshAfterMs);
  if (decision === 'expired') return 'expired';
  if (decision === 'refresh' && !refreshing) refreshing = refresh(token).finally(() => (refreshing = null));
  return 'live';
}

async function refresh(token: string): Promise<void> {
  const answer = await axios
    .get<Envelope<TokenAnswer>>(API_PATHS.refreshToken, { params: { token }, timeout: settings.requestTimeout })
    .catch((error: unknown) => (axios.isAxiosError(error) ? error.response : undefined));
  const fresh = answer && isSuccess(readStatus(answer.data, answer.status)) ? answer.data.data : null;
  if (fresh?.token) {
    // Only while the session still holds the token refreshed: a sign-out, or another tab's successor taken on, wins.
    if (session.getToken() !== token) return;
    session.setToken(fresh.token, fresh.expires_in);
    handover.replaced(token);
    return;
  }
  // Refused: another tab holding the same token may have refreshed it a moment before; its successor is taken on.
  // Otherwise the current token stays, and the next 401 ends the session.
  if (answer?.status === 401) await handover.successorOf(token);
}

/**
 * After a 401 to a request sent with `used`: whether the session holds another token now (refreshed here meanwhile,
 * or taken on from the tab that refreshed it), so the request may go again once.
 */
export async function tokenReplacedSince(used: string): Promise<boolean> {
  if (refreshing) await refreshing;
  if (session.getToken() !== used) return session.getToken() !== null;
  return handover.successorOf(used);
}
