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
/**
 * A signed-in tab holds this lock (shared) while it has a token; the browser lets it go when the tab closes. A tab
 * with no token asks only when a holder is alive, and then waits for the answer however busy the machine is, not
 * for a fixed time (a 300 ms wait lost the answer on a loaded laptop and showed the sign-in page).
 */
const SIGNED_IN_LOCK = 'proposal-desk-signed-in';
/** Where the browser has no Web Locks: how long to wait for an answer that may never come. */
export const BORROW_WAIT_MS = 300;
/** With a signed-in tab alive: the answer is on its way; this only guards against a tab that froze. */
export const BORROW_WAIT_ALIVE_MS = 15_000;

type Locks = Pick<LockManager, 'request' | 'query'>;
const browserLocks = (): Locks | null => (typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null);

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
  readonly #locks: Locks | null;
  readonly #id = Math.random().toString(36).slice(2);
  #onSignedOut: () => void = () => undefined;
  #release: (() => void) | null = null;

  constructor(
    channel: BroadcastChannel | null = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null,
    locks: Locks | null = browserLocks(),
  ) {
    this.#channel = channel;
    this.#locks = locks;
    this.#channel?.addEventListener('message', (event: MessageEvent<unknown>) => this.#heard(event.data));
    if (session.getToken()) this.signedIn();
  }

  /** This tab holds a session now (signed in, reloaded, or borrowed): tabs opened later may ask it. */
  signedIn(): void {
    if (!this.#locks || this.#release) return;
    const held = new Promise<void>((resolve) => {
      this.#release = resolve;
    });
    void this.#locks.request(SIGNED_IN_LOCK, { mode: 'shared' }, () => held);
  }

  /** This tab's session ended: it no longer answers. */
  sessionEnded(): void {
    this.#release?.();
    this.#release = null;
  }

  /** Whether a signed-in tab is alive: true or false where the browser can tell, undefined where it cannot. */
  async #signedInTabAlive(): Promise<boolean | undefined> {
    if (!this.#locks) return undefined;
    const { held = [] } = await this.#locks.query();
    return held.some((lock) => lock.name === SIGNED_IN_LOCK);
  }

  /** What this tab does when another signs out: it ends its own session too. */
  onSignedOut(handler: () => void): void {
    this.#onSignedOut = handler;
  }

  /** A tab with no token takes the session of a signed-in tab, if one is alive; answers whether it did. */
  async borrow(): Promise<boolean> {
    const channel = this.#channel;
    if (!channel || session.getToken()) return Boolean(session.getToken());
    const alive = await this.#signedInTabAlive();
    if (alive === false) return false;
    const waitMs = alive ? BORROW_WAIT_ALIVE_MS : BORROW_WAIT_MS;
    const borrowed = await new Promise<boolean>((resolve) => {
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
    if (borrowed) this.signedIn();
    return borrowed;
  }

  /** This tab signed out: the others end their sessions. */
  signedOut(): void {
    this.sessionEnded();
    this.#channel?.postMessage({ kind: 'signedOut' } satisfies ShareMessage);
  }

  close(): void {
    this.#channel?.close();
  }

  #heard(message: unknown): void {
    if (!isShareMessage(message)) return;
    if (message.kind === 'signedOut') {
      this.sessionEnded();
      if (session.getToken()) this.#onSignedOut();
      return;
    }
    if (message.kind !== 'want') return;
    const token = session.getToken();
    const expiry = session.getExpiry();
    // A session that ended here (expired, or ended by the server) lets the lock go: askers stop waiting on this tab.
    if (!token || !expiry) return this.sessionEnded();
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
