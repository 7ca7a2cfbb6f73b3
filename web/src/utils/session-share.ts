import type { CurrentUserInfo } from '@proposal-desk/shared';
import { session } from './session';

/**
 * The session lives in one tab's session storage, and a tab opened from a link (打印, a case or report opened in a
 * new tab) starts without it: browsers copy session storage only to a window opened by script with an opener. The
 * product's tabs share it over a channel of their origin: a tab with no token asks, a signed-in tab answers; signing
 * out in one signs out all.
 */
type ShareMessage =
  | { kind: 'want'; from: string }
  | { kind: 'give'; to: string; token: string; expiresIn: number; issuedAt: number; userInfo: CurrentUserInfo | null }
  | { kind: 'signedOut' };

const CHANNEL = 'proposal-desk-session';
/** How long a tab with no token waits for a signed-in tab to answer (an open tab answers within milliseconds). */
export const BORROW_WAIT_MS = 300;

function isShareMessage(data: unknown): data is ShareMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  if (m.kind === 'want') return typeof m.from === 'string';
  if (m.kind === 'signedOut') return true;
  return (
    m.kind === 'give' &&
    typeof m.to === 'string' &&
    typeof m.token === 'string' &&
    typeof m.expiresIn === 'number' &&
    typeof m.issuedAt === 'number'
  );
}

export class SessionShare {
  readonly #channel: BroadcastChannel | null;
  readonly #id = Math.random().toString(36).slice(2);
  #onSignedOut: () => void = () => undefined;

  constructor(channel: BroadcastChannel | null = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null) {
    this.#channel = channel;
    this.#channel?.addEventListener('message', (event: MessageEvent<unknown>) => this.#heard(event.data));
  }

  /** What this tab does when another signs out: it ends its own session too. */
  onSignedOut(handler: () => void): void {
    this.#onSignedOut = handler;
  }

  /** A tab with no token takes the session of a signed-in tab, if one answers; answers whether it did. */
  borrow(waitMs = BORROW_WAIT_MS): Promise<boolean> {
    const channel = this.#channel;
    if (!channel || session.getToken()) return Promise.resolve(Boolean(session.getToken()));
    return new Promise((resolve) => {
      const given = (event: MessageEvent<unknown>) => {
        const message = event.data;
        if (!isShareMessage(message) || message.kind !== 'give' || message.to !== this.#id) return;
        finish();
        session.setToken(message.token, message.expiresIn, message.issuedAt);
        if (message.userInfo) session.setUserInfo(message.userInfo);
        resolve(true);
      };
      const timer = setTimeout(() => {
        finish();
        resolve(false);
      }, waitMs);
      const finish = () => {
        clearTimeout(timer);
        channel.removeEventListener('message', given);
      };
      channel.addEventListener('message', given);
      channel.postMessage({ kind: 'want', from: this.#id } satisfies ShareMessage);
    });
  }

  /** This tab signed out: the others end their sessions. */
  signedOut(): void {
    this.#channel?.postMessage({ kind: 'signedOut' } satisfies ShareMessage);
  }

  close(): void {
    this.#channel?.close();
  }

  #heard(message: unknown): void {
    if (!isShareMessage(message)) return;
    if (message.kind === 'signedOut') {
      if (session.getToken()) this.#onSignedOut();
      return;
    }
    if (message.kind !== 'want') return;
    const token = session.getToken();
    const expiry = session.getExpiry();
    if (!token || !expiry) return;
    this.#channel?.postMessage({
      kind: 'give',
      to: message.from,
      token,
      expiresIn: expiry.expires_in,
      issuedAt: expiry.time,
      userInfo: session.getUserInfo(),
    } satisfies ShareMessage);
  }
}

export const sessionShare = new SessionShare();
