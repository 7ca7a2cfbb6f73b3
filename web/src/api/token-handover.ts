import { session } from '../utils/session';

/** What the tabs of the product tell each other about the token (a channel reaches the same origin only). */
type HandoverMessage =
  { kind: 'replaced'; from: string; token: string; expiresIn: number; issuedAt: number } | { kind: 'ask'; from: string };

const CHANNEL = 'proposal-desk-token';
/** How long a tab whose token ended waits for another tab to say what replaced it. */
export const ASK_WAIT_MS = 1500;

function isHandoverMessage(data: unknown): data is HandoverMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  if (m.kind === 'ask') return typeof m.from === 'string';
  return (
    m.kind === 'replaced' &&
    typeof m.from === 'string' &&
    typeof m.token === 'string' &&
    typeof m.expiresIn === 'number' &&
    typeof m.issuedAt === 'number'
  );
}

/**
 * A tab opened from another (a menu entry that opens in a new window) starts with a copy of its session storage,
 * token included. The server ends a token once it is refreshed, so the first of two such tabs to refresh would
 * sign the other out at its next request. The tabs tell each other what replaced a token: a tab still holding it
 * takes on its successor at once, and a tab whose token was refused asks the others before it gives up. Only a tab
 * that holds a token learns what replaced it.
 */
export class TokenHandover {
  readonly #channel: BroadcastChannel | null;
  /** The tokens this tab replaced, or took the successor of: its current token answers for each. */
  readonly #replaced = new Set<string>();
  readonly #waiting = new Map<string, Set<(found: boolean) => void>>();

  constructor(channel: BroadcastChannel | null = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null) {
    this.#channel = channel;
    this.#channel?.addEventListener('message', (event: MessageEvent<unknown>) => this.#heard(event.data));
  }

  /** This tab replaced `from` with the session's token now: the other tabs hear of it. */
  replaced(from: string): void {
    this.#replaced.add(from);
    this.#tellSuccessor(from);
  }

  /** Asks the other tabs what replaced `from`; answers whether this tab now holds another token. */
  successorOf(from: string): Promise<boolean> {
    const channel = this.#channel;
    if (!channel) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiters = this.#waiting.get(from) ?? new Set();
      const done = (found: boolean) => {
        clearTimeout(timer);
        waiters.delete(done);
        if (waiters.size === 0) this.#waiting.delete(from);
        resolve(found);
      };
      const timer = setTimeout(() => done(session.getToken() !== from), ASK_WAIT_MS);
      waiters.add(done);
      this.#waiting.set(from, waiters);
      channel.postMessage({ kind: 'ask', from } satisfies HandoverMessage);
    });
  }

  close(): void {
    this.#channel?.close();
  }

  #tellSuccessor(from: string): void {
    const token = session.getToken();
    const expiry = session.getExpiry();
    if (!this.#channel || !token || !expiry || token === from) return;
    this.#channel.postMessage({
      kind: 'replaced',
      from,
      token,
      expiresIn: expiry.expires_in,
      issuedAt: expiry.time,
    } satisfies HandoverMessage);
  }

  #heard(message: unknown): void {
    if (!isHandoverMessage(message)) return;
    if (message.kind === 'ask') {
      if (this.#replaced.has(message.from)) this.#tellSuccessor(message.from);
      return;
    }
    if (session.getToken() === message.from) {
      // Its issue time, so this tab refreshes by the same clock as the tab that refreshed.
      session.setToken(message.token, message.expiresIn, message.issuedAt);
      this.#replaced.add(message.from);
    }
    for (const done of [...(this.#waiting.get(message.from) ?? [])]) done(session.getToken() !== message.from);
  }
}
